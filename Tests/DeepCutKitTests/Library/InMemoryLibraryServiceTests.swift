import DeepCutKit
import Testing

@Suite struct InMemoryLibraryServiceTests {
  let service = InMemoryLibraryService(clock: VirtualClock())

  private func artist(_ name: String) async throws -> LibraryArtist {
    try #require(try await service.artists().first { $0.name == name })
  }

  @Test func listsArtistsByFoldedName() async throws {
    let artists = try await service.artists()
    #expect(artists.count == SampleLibrary.contents.artists.count)
    let folded = artists.map { NameFolding.fold($0.name) }
    #expect(folded == folded.sorted())
    #expect(artists.first?.name == "A$AP Rocky")
  }

  @Test func listsAlbumsByArtistOldestFirst() async throws {
    let rocky = try await artist("A$AP Rocky")
    let albums = try await service.albums(by: rocky.id)
    #expect(albums.map(\.year) == [2011, 2013, 2015, 2018])
    let all = try await service.albums()
    #expect(all.count == SampleLibrary.contents.albums.count)
    #expect(all.first?.artistName == "A$AP Rocky")
    await #expect(throws: ServiceError.self) {
      _ = try await service.albums(by: LibraryArtistID(derivedFrom: "nobody"))
    }
  }

  @Test func listsAnAlbumsTracksInDiscOrder() async throws {
    let beyonce = try await artist("Beyoncé")
    let platinum = try #require(try await service.albums(by: beyonce.id).first)
    let tracks = try await service.tracks(onAlbum: platinum.id)
    #expect(tracks.first?.title == "Pretty Hurts")
    #expect(tracks.last?.title == "Ring Off")
    #expect(tracks.map(\.discNumber) == tracks.map(\.discNumber).sorted())
    #expect(try await service.tracks().count == SampleLibrary.contents.tracks.count)
    await #expect(throws: ServiceError.self) {
      _ = try await service.tracks(onAlbum: LibraryAlbumID(derivedFrom: "nothing"))
    }
  }

  @Test func listsPlaylistsAndKeepsTheirDuplicates() async throws {
    let playlists = try await service.playlists()
    #expect(playlists.map(\.name).first == "Café Jazz")
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    let tracks = try await service.tracks(inPlaylist: drive.id)
    #expect(tracks.count == drive.trackIDs.count)
    #expect(tracks.filter { $0.title == "Maria También" }.count == 2)
    #expect(try await service.playlist(named: "late night drive") == nil)
    let empty = try #require(try await service.playlist(named: "Crate Digging"))
    #expect(try await service.tracks(inPlaylist: empty.id).isEmpty)
  }

  @Test func pagesRecentlyPlayedByTen() async throws {
    let first = try await service.recentlyPlayed(after: nil)
    #expect(first.items.count == 10)
    #expect(first.next == "/v1/me/recent/played/tracks?offset=10")
    var all = first.items
    var cursor = first.next
    while let next = cursor {
      let page = try await service.recentlyPlayed(after: next)
      all += page.items
      cursor = page.next
    }
    #expect(all == SampleLibrary.contents.recentlyPlayed)
    await #expect(throws: ServiceError.self) {
      _ = try await service.recentlyPlayed(after: "/v1/catalog/us/artists/1/albums?offset=10")
    }
  }

  @Test func searchIgnoresCaseAndDiacritics() async throws {
    #expect(try await service.search("sigur ros").artists.map(\.name) == ["Sigur Rós"])
    #expect(try await service.search("BEYONCE").artists.map(\.name) == ["Beyoncé"])
    #expect(try await service.search("maria tambien").tracks.map(\.title) == ["Maria También"])
    #expect(try await service.search("agaetis").albums.map(\.title) == ["Ágætis byrjun"])
    #expect(try await service.search("cafe").playlists.map(\.name) == ["Café Jazz"])
    #expect(try await service.search("坂本").artists.count == 1)
    #expect(try await service.search("   ").isEmpty)
    let untitled = try await service.search("untitled")
    #expect(untitled.tracks.count == 2 && untitled.playlists.count == 1)
  }

  @Test func bridgesToTheCatalogThroughTheLink() async throws {
    let acid = try await artist("Acid Bath")
    #expect(try await service.catalogArtist(for: acid.id)?.id == CatalogArtistID("5765078"))
    let duster = try await artist("Duster")
    #expect(try await service.catalogArtist(for: duster.id) == nil)
    await #expect(throws: ServiceError.notFound("artist r.nobody")) {
      _ = try await service.catalogArtist(for: LibraryArtistID("r.nobody")!)
    }
  }

  @Test func servesAnyContentsGiven() async throws {
    let empty = InMemoryLibraryService(contents: LibraryContents(), clock: VirtualClock())
    #expect(try await empty.artists().isEmpty)
    #expect(try await empty.recentlyPlayed(after: nil) == Page(items: [], next: nil))
  }
}
