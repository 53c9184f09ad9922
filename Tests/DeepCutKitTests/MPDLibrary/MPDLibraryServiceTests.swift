import Foundation
import MPDServer
import Testing

@testable import DeepCutKit

/// MPD's library against a real MPD over generated, FLAC-tagged files: what is read, the
/// warm start, a database changing under a session, and playlist writes made on MPD.
@Suite(.serialized, .enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDLibraryServiceTests {
  static let composed = MPDServer.composedName
  static let decomposed = MPDServer.decomposedName

  static let server = Result { () throws -> MPDServer in
    let server = try MPDServer.start()
    try server.makeTaggedLibrary()
    return server
  }

  func open(_ server: MPDServer, cache: MPDLibraryService.CacheFile? = nil, watch: Bool = false)
    throws -> MPDLibraryService.Opened
  {
    try MPDLibraryService.open(
      address: server.address, cache: cache, clock: VirtualClock(), watch: watch)
  }

  @Test func artistsAlbumsTracksAndTheirTaggedIds() async throws {
    let opened = try open(try Self.server.get())
    let library = opened.service
    let artists = try await library.artists()
    #expect(
      artists.map(\.name).sorted()
        == [
          Self.composed, "Nirvana", "Nirvana", Self.decomposed, "Simon & Garfunkel",
          "Unknown Artist", "Various Artists",
        ].sorted())
    let nirvanas = artists.filter { $0.name == "Nirvana" }
    #expect(Set(nirvanas.compactMap(\.taggedMusicBrainzIDs)) == [["nirvana-us"], ["nirvana-uk"]])
    let credit = try #require(artists.first { $0.name == "Simon & Garfunkel" })
    #expect(credit.taggedMusicBrainzIDs == ["garfunkel", "simon"])
    #expect(artists.first { $0.name == Self.composed }?.taggedMusicBrainzIDs == nil)
    let albums = try await library.albums()
    let hits = try #require(albums.first { $0.title == "Hits" })
    #expect(hits.releaseType == .compilation)
    #expect(try await library.tracks(onAlbum: hits.id).map(\.title) == ["Hit 1", "Hit 2"])
    let nevermind = try #require(albums.first { $0.title == "Nevermind" })
    #expect(nevermind.year == 1991)
    #expect(nevermind.taggedMusicBrainzReleaseIDs == ["nevermind-release"])
    #expect(albums.first { $0.title == "Post" }?.year == 1995)
    let tracks = try await library.tracks()
    #expect(tracks.count == 8)
    #expect(tracks.allSatisfy { abs($0.durationMilliseconds - 200) <= 20 })
    #expect(tracks.contains { $0.title == "loose take" && $0.artistName == "Unknown Artist" })
    // The decomposed name is played by the bytes MPD reported.
    let untitled = try #require(tracks.first { $0.title == "Untitled 1" })
    #expect(
      library.uris.uri(of: untitled.id).map { Array($0.utf8) }
        == Array("\(Self.decomposed)/()/01.flac".utf8))
    let mix = try #require(try await library.playlist(named: "Mix"))
    #expect(try await library.tracks(inPlaylist: mix.id).map(\.title) == ["Breed", "loose take"])
    #expect(try await library.search("sigur ros").artists.count == 1)
  }

  @Test func playlistWritesAreMadeOnMPD() async throws {
    let server = try Self.server.get()
    let library = try open(server).service
    let tracks = try await library.tracks()
    let breed = try #require(tracks.first { $0.title == "Breed" })
    let america = try #require(tracks.first { $0.title == "America" })
    let made = try await library.createPlaylist(named: "Road Trip")
    #expect(made.trackIDs.isEmpty)
    #expect(try server.mpc(["lsplaylists"]).contains("Road Trip"))
    #expect(try server.mpc(["playlist", "Road Trip"]).isEmpty)
    try await library.add(tracks: [breed.id, america.id, breed.id], toPlaylist: made.id)
    #expect(
      try server.mpc(["-f", "%title%", "playlist", "Road Trip"]) == "Breed\nAmerica\nBreed\n")
    try await library.remove(tracks: [breed.id], fromPlaylist: made.id)
    #expect(try server.mpc(["-f", "%title%", "playlist", "Road Trip"]) == "America\n")
    await #expect(throws: LibraryWriteError.self) {
      try await library.remove(tracks: [breed.id], fromPlaylist: made.id)
    }
    await #expect(throws: LibraryWriteError.duplicatePlaylistName("mix")) {
      try await library.createPlaylist(named: "mix")
    }
    let renamed = try await library.renamePlaylist(made.id, to: "Summer")
    #expect(try await library.tracks(inPlaylist: renamed.id).map(\.title) == ["America"])
    try await library.deletePlaylist(renamed.id)
    let left = try server.mpc(["lsplaylists"])
    #expect(!left.contains("Summer") && !left.contains("Road Trip") && left.contains("Mix"))
    #expect(try await library.playlists().map(\.name) == ["Mix"])
    await #expect(throws: LibraryWriteError.self) {
      try await library.addToLibrary(release: CatalogFixtures.release, tracks: [])
    }
  }

  @Test func warmStartFromTheCacheAndADatabaseChangingUnderASession() async throws {
    // Its own MPD: this test changes the database.
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeTaggedLibrary()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let cache = MPDLibraryService.CacheFile(state: state, name: "library-test.mpdcache")
    let first = try open(server, cache: cache, watch: true)
    #expect(!first.fromCache)
    let warm = try open(server, cache: cache)
    #expect(warm.fromCache)
    #expect(warm.contents == first.contents)
    let library = first.service
    defer { library.close() }
    #expect(await library.refreshIfChanged() == nil)
    try server.makeFLAC(
      "New/Arrival/01.flac", seconds: 0.2, tags: ["ARTIST": "Newcomer", "ALBUM": "Arrival"])
    try server.update()
    let noticed = try await eventually { library.hasPendingChange }
    #expect(noticed)
    let notice = await library.refreshIfChanged()
    #expect(notice?.hasPrefix("MPD's database changed; read it again: 8 artists") == true)
    #expect(try await library.artists().contains { $0.name == "Newcomer" })
    // The read after the change rewrote the cache: the next start is warm, and new.
    let after = try open(server, cache: cache)
    #expect(after.fromCache)
    #expect(after.contents.artists.contains { $0.name == "Newcomer" })
  }

  /// Windows smaller than the library, read two at a time on two connections, give every
  /// song once, in MPD's order; so does a window the library exactly fills.
  @Test func windowsOfAnySizeReadEverySongOnceInOrder() throws {
    let server = try Self.server.get()
    let whole = try MPDLibraryReader(connection: MPDConnection(address: server.address)).songs()
    #expect(whole.songs.count == 8)
    for size in [1, 3, 4, 8] {
      let reader = MPDLibraryReader(
        connection: MPDConnection(address: server.address), window: size)
      let read = try reader.songs()
      #expect(read.songs == whole.songs, "window \(size)")
      #expect(read.stamp == whole.stamp)
    }
  }

  @Test func mpdDownIsOneLineSayingWhere() throws {
    let address = MPDAddress(.unix(path: "/tmp/deepcut-no-mpd-here/socket"))
    #expect {
      try MPDLibraryService.open(address: address, cache: nil, clock: VirtualClock())
    } throws: { error in
      "\(error)".contains("/tmp/deepcut-no-mpd-here/socket") && !"\(error)".contains("\n")
    }
  }
}

private enum CatalogFixtures {
  static let release = CatalogRelease(
    id: CatalogReleaseID("1")!, title: "In Utero", artistID: CatalogArtistID("2")!,
    artistName: "Nirvana", releaseDate: "1993-09-21", releaseType: .album, trackCount: 12)
}
