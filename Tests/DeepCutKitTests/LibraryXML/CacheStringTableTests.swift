import Foundation
import Testing

@testable import DeepCutKit

/// The cache's string table lists every string once, in the order the payload first uses it.
@Suite struct CacheStringTableTests {
  static let key = LibrarySourceKey(size: 1, modified: 2, headHash: 3, tailHash: 4)

  /// Every string the payload refers to, in the order the writer writes them.
  static func stringsInPayloadOrder(_ library: LibraryImport) -> [String] {
    let contents = library.contents
    var strings: [String] = []
    for artist in contents.artists {
      strings += [artist.id.rawValue, artist.name] + [artist.catalogID?.rawValue].compactMap { $0 }
    }
    for album in contents.albums {
      strings += [album.id.rawValue, album.title, album.artistID.rawValue, album.artistName]
      strings += [album.catalogID?.rawValue].compactMap { $0 }
    }
    for playlist in contents.playlists {
      strings += [playlist.id.rawValue, playlist.name, playlist.description]
      strings += playlist.trackIDs.map(\.rawValue)
    }
    strings += contents.recentlyPlayed.map(\.trackID.rawValue)
    for track in contents.tracks {
      strings += [track.id.rawValue, track.title, track.artistID.rawValue, track.artistName]
      strings += [track.albumID.rawValue, track.albumTitle]
      strings += [track.unplayableReason, track.catalogID?.rawValue].compactMap { $0 }
    }
    return strings + [library.summary.source] + library.summary.warnings
  }

  /// The string table at the start of an encoded cache's payload.
  static func table(of encoded: [UInt8]) throws -> [String] {
    var reader = BinaryReader(encoded, from: LibraryCacheCodec.headerSize)
    return try (0..<reader.count()).map { _ in
      String(decoding: encoded[try reader.raw(try reader.count())], as: UTF8.self)
    }
  }

  @Test func theTableListsEachStringOnceInFirstUseOrder() throws {
    var bytes: [UInt8] = []
    try LibraryXMLGenerator(trackCount: 400, artistCount: 15, seed: 4).write {
      bytes.append(contentsOf: $0)
    }
    var library = try LibraryXMLImporter.importBytes(bytes)
    let tracks = library.contents.tracks
    // Summary strings that the parts before the tracks use, that only the tracks use, and new
    // ones (one of them twice).
    library.summary.source = tracks[7].id.rawValue
    library.summary.warnings += [
      library.contents.artists[0].name, tracks[200].title, "a new warning", tracks[3].albumTitle,
      "a new warning", try #require(library.contents.playlists.first).name,
    ]
    library.contents.tracks[9].unplayableReason = library.contents.artists[1].name
    library.contents.tracks[10].unplayableReason = "not available in this storefront"
    var seen = Set<String>()
    let expected = Self.stringsInPayloadOrder(library).filter { seen.insert($0).inserted }
    let encoded = LibraryCacheCodec.encode(library, key: Self.key)
    #expect(try Self.table(of: encoded) == expected)
    #expect(try LibraryCacheCodec.decode(encoded, expecting: Self.key) == library)
  }

  @Test func aLibraryWithoutTracksStillJoinsTheSummarysStrings() throws {
    var library = LibraryImport(contents: LibraryContents(), summary: LibraryImportSummary())
    library.summary.source = "Library.xml"
    library.summary.warnings = ["Library.xml", "one", "two", "one"]
    let encoded = LibraryCacheCodec.encode(library, key: Self.key)
    #expect(try Self.table(of: encoded) == ["Library.xml", "one", "two"])
    #expect(try LibraryCacheCodec.decode(encoded, expecting: Self.key) == library)
  }
}
