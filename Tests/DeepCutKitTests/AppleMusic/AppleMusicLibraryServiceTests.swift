import FixtureServer
import Foundation
import Testing

@testable import DeepCutKit

/// The real library service against the loopback server in the API's shapes: paging to the
/// end, recently played, the catalog link, writes, and what each request carried.
@Suite struct AppleMusicLibraryServiceTests {
  @Test func readsTheWholeLibraryFollowingNextAsGiven() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let artists = try await library.artists()
    #expect(artists.count == AppleMusicFixtures.library.artists)
    let folded = artists.map { NameFolding.fold($0.name) }
    #expect(folded == folded.sorted())
    #expect(
      try await fixture.targets("/v1/me/library/artists") == [
        "/v1/me/library/artists?limit=100&include=catalog",
        "/v1/me/library/artists?include=catalog&offset=100&limit=100",
      ])
    let tracks = try await library.tracks()
    #expect(tracks.count == AppleMusicFixtures.library.songs)
    #expect(try await fixture.targets("/v1/me/library/songs").count == 6)
    // Read once: asking again sends nothing.
    let before = try await fixture.server.requests().count
    _ = try await library.artists()
    _ = try await library.albums()
    #expect(try await fixture.server.requests().count == before)
  }

  @Test func namesAreSearchedLocallyOverWhatWasFetched() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let results = try await library.search("acid")
    #expect(results.artists.map(\.name) == ["Acid Bath"])
    #expect(results.albums.count == 0)
    let playlists = try await library.search("road trip").playlists
    #expect(playlists.map(\.name) == ["Road Trip"])
    #expect(try await fixture.targets().allSatisfy { !$0.contains("search") })
  }

  @Test func recentlyPlayedFiveFollowedPages() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    var cursor: String? = nil
    var entries: [RecentlyPlayedEntry] = []
    var pages = 0
    repeat {
      let page = try await library.recentlyPlayed(after: cursor)
      #expect(page.items.count <= 10)
      entries += page.items
      cursor = page.next
      pages += 1
    } while cursor != nil && pages < 10
    #expect(pages == 5)
    // Every song played is kept: the library's, and on the last page one it does not hold,
    // as its catalog song (#28 point 1); the music video beside it is left out.
    let owned = entries.filter { $0.catalogSong == nil }
    #expect(owned.count == AppleMusicFixtures.library.recentlyPlayed)
    let tracks = Set(try await library.tracks().map(\.id))
    #expect(owned.allSatisfy { tracks.contains($0.trackID) })
    let others = entries.compactMap(\.catalogSong)
    #expect(others.map(\.title) == ["Not In The Library"])
    #expect(others.map(\.id.rawValue) == ["1999999999"])
    #expect(entries.last?.catalogSong?.artistName == "Someone Else")
    #expect(!tracks.contains(entries[entries.count - 1].trackID))
    #expect(try await fixture.targets("/v1/me/recent").count == 5)
    let error = await AppleMusicServer.serviceError {
      _ = try await library.recentlyPlayed(after: "/v1/me/library/artists?offset=100")
    }
    #expect(error?.kind == .notfound)
  }

  @Test func catalogLinksFromIncludeOrTheRelationshipWithUnmatchedShown() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let artists = Dictionary(
      uniqueKeysWithValues: try await library.artists().map { ($0.name, $0.id) })
    let afterListing = try await fixture.server.requests().count
    #expect(
      try await library.catalogArtist(for: artists["A$AP Rocky"]!)?.id.rawValue == "481488005")
    // An empty relationship in the listing: unmatched, and nothing more asked.
    #expect(try await library.catalogArtist(for: artists["Orville Peck"]!) == nil)
    #expect(try await fixture.server.requests().count == afterListing)
    // No relationship in the listing: asked directly; 404 `40403` is unmatched, not a failure.
    #expect(try await library.catalogArtist(for: artists["The Silver Anchors"]!) == nil)
    let bells = try await library.catalogArtist(for: artists["The Silver Bells"]!)
    #expect(bells == CatalogArtist(id: CatalogArtistID("1600000001")!, name: "The Silver Bells"))
    #expect(try await library.catalogArtist(for: artists["Zz Unmatched Directly"]!) == nil)
    #expect(try await fixture.targets("/v1/me/library/artists/").count == 3)
    // Asked once each.
    _ = try await library.catalogArtist(for: artists["The Silver Anchors"]!)
    #expect(try await fixture.targets("/v1/me/library/artists/").count == 3)
    #expect(try await fixture.targets("/v1/catalog/").isEmpty)
  }

  @Test func addsAnAlbumCreatesAPlaylistAndAppendsToIt() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let album = try #require(try await library.albums().first { $0.title == "LIVE.LOVE.A$AP" })
    try await library.addToLibrary(album: album.id)
    let created = try await library.createPlaylist(named: "  Fixture Created ")
    #expect(created.id.rawValue == "p.NewPlaylist0001")
    #expect(try await library.playlist(named: "Fixture Created") == created)
    let monday = try #require(try await library.playlist(named: "Deep Cuts Monday"))
    let song = try #require(try await library.tracks().first { $0.title == "Fashion Killa" })
    try await library.add(tracks: [song.id], toPlaylist: monday.id)
    #expect(try await library.tracks(inPlaylist: monday.id).last == song)

    let writes = fixture.api.log.writes
    #expect(writes.map(\.status) == [202, 201, 204])
    #expect(writes[0].path == "/v1/me/library?ids[albums]=\(album.catalogID!.rawValue)")
    #expect(writes[0].answer.contains("may take a while to appear"))
    let posted = try await fixture.server.requests().filter { $0.method == "POST" }
    #expect(
      posted.map(\.body) == [
        "", #"{"attributes":{"description":"","name":"Fixture Created"}}"#,
        #"{"data":[{"id":"\#(song.id.rawValue)","type":"library-songs"}]}"#,
      ])
  }

  @Test func refusedWritesChangeNothingAndSendNothing() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let curated = try #require(try await library.playlist(named: "Apple Curated Favourites"))
    let song = try #require(try await library.tracks().first)
    await #expect(throws: LibraryWriteError.playlistNotEditable(name: curated.name)) {
      try await library.add(tracks: [song.id], toPlaylist: curated.id)
    }
    await #expect(throws: LibraryWriteError.duplicatePlaylistName("road trip")) {
      _ = try await library.createPlaylist(named: "road trip")
    }
    let removal = await AppleMusicServer.serviceError {
      try await library.remove(tracks: [song.id], fromPlaylist: curated.id)
    }
    #expect(removal?.description.contains("cannot remove tracks") == true)
    fixture.failures.fail([.createPlaylist], with: .auth, once: true)
    let injected = await AppleMusicServer.serviceError {
      _ = try await library.createPlaylist(named: "Never Sent")
    }
    #expect(injected == .auth)
    #expect(try await fixture.server.requests().allSatisfy { $0.method == "GET" })
  }

  @Test func aPageThatFailsKeepsNothingAndTheNextCallStartsAgain() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    try await fixture.server.inject([
      Fault(
        .status(400, body: #"{"errors":[{"status":"400","code":"40000","title":"Bad"}]}"#),
        path: "/v1/me/library/artists", query: ["offset": "100"])
    ])
    let error = await AppleMusicServer.serviceError { _ = try await library.artists() }
    #expect(error?.kind == .network)
    #expect(error?.description.contains("HTTP 400") == true)
    #expect(try await library.artists().count == AppleMusicFixtures.library.artists)
  }
}
