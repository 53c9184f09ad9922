import Testing

@testable import DeepCutKit

/// A warm start builds only what a command reads: the cache checks every track at once but
/// builds them on first read, and listing artists or albums reads none.
@Suite struct DeferredTracksTests {
  static let key = LibrarySourceKey(size: 1, modified: 2, headHash: 3, tailHash: 4)

  static func generated() throws -> LibraryImport {
    var bytes: [UInt8] = []
    try LibraryXMLGenerator(trackCount: 600, artistCount: 20, seed: 5).write {
      bytes.append(contentsOf: $0)
    }
    return try LibraryXMLImporter.importBytes(bytes)
  }

  @Test func aDecodedCacheBuildsItsTracksOnFirstReadAndTheSameOnesEveryTime() throws {
    let library = try Self.generated()
    let decoded = try LibraryCacheCodec.decode(
      LibraryCacheCodec.encode(library, key: Self.key), expecting: Self.key)
    #expect(decoded.contents.artists == library.contents.artists)
    #expect(decoded.contents.tracks == library.contents.tracks)
    #expect(decoded.contents.tracks == library.contents.tracks)
    #expect(decoded == library)
  }

  @Test func listingArtistsAndAlbumsBuildsNoTrack() async throws {
    let library = try Self.generated().contents
    let tracks = DeferredTracks { library.tracks }
    let contents = LibraryContents(
      artists: library.artists, albums: library.albums, deferredTracks: tracks,
      playlists: library.playlists, recentlyPlayed: library.recentlyPlayed)
    let service = InMemoryLibraryService(contents: contents, absorbing: [], clock: VirtualClock())
    #expect(try await service.artists().count == library.artists.count)
    #expect(try await service.albums().count == library.albums.count)
    #expect(try await service.playlists().count == library.playlists.count)
    #expect(!tracks.isMade)
    let album = try #require(library.albums.first)
    #expect(try await service.tracks(onAlbum: album.id).allSatisfy { $0.albumID == album.id })
    #expect(tracks.isMade)
    #expect(try await service.tracks().count == library.tracks.count)
  }

  @Test func deferredAndStoredTracksAreTheSameValue() throws {
    let library = try Self.generated().contents
    var deferred = LibraryContents(
      artists: library.artists, albums: library.albums,
      deferredTracks: DeferredTracks { library.tracks }, playlists: library.playlists,
      recentlyPlayed: library.recentlyPlayed)
    #expect(deferred == library)
    #expect(deferred.hashValue == library.hashValue)
    // Changing a deferred list in place changes this value only.
    let copy = deferred
    deferred.tracks[0].title = "Changed"
    #expect(deferred.tracks[0].title == "Changed")
    #expect(copy == library)
    #expect(deferred != library)
  }

  /// The table's per-string check (done once per string, with byte loops) agrees with the id
  /// types' own rules.
  @Test func idKindsFollowTheIdRules() {
    let samples = [
      "r.abc", "l.A1", "i.9ciFC8yKQa8", "p.x", "r.", "r.a-b", "x.abc", "i.ü", "123", "0", "12a",
      "", "r", "Title", ".r", "rr.a", "1.2",
    ]
    for text in samples {
      let kinds = IDKind.kinds(of: Array(text.utf8)[...])
      #expect((kinds & IDKind.artist != 0) == (LibraryArtistID(text) != nil), "\(text)")
      #expect((kinds & IDKind.album != 0) == (LibraryAlbumID(text) != nil), "\(text)")
      #expect((kinds & IDKind.track != 0) == (LibraryTrackID(text) != nil), "\(text)")
      #expect((kinds & IDKind.playlist != 0) == (LibraryPlaylistID(text) != nil), "\(text)")
      #expect((kinds & IDKind.catalog != 0) == (CatalogSongID(text) != nil), "\(text)")
    }
  }

  /// Version 3 moved the tracks after the playlists: a cache written by version 2 is refused
  /// (and so rebuilt by the loader), never misread.
  @Test func aCacheOfTheFormerVersionIsRefused() throws {
    var bytes = LibraryCacheCodec.encode(try Self.generated(), key: Self.key)
    #expect(LibraryCacheCodec.formatVersion == 3)
    bytes[4] = 2
    #expect(throws: LibraryCacheError.unsupportedVersion(2)) {
      try LibraryCacheCodec.decode(bytes, expecting: Self.key)
    }
  }
}
