import Foundation
import Testing

@testable import DeepCutKit

/// The cache's tracks interned on their own thread, run by run as an import makes them, give
/// exactly the bytes of encoding the library in one go.
@Suite struct CacheTrackEncoderTests {
  static let key = LibrarySourceKey(size: 1, modified: 2, headHash: 3, tailHash: 4)

  static func generated(tracks: Int, artists: Int, seed: UInt64) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try LibraryXMLGenerator(trackCount: tracks, artistCount: artists, seed: seed).write {
      bytes.append(contentsOf: $0)
    }
    return bytes
  }

  /// The cache of `library` with its tracks handed to an encoder `runLength` at a time.
  static func encodedInRuns(_ library: LibraryImport, runLength: Int) -> [UInt8] {
    let encoder = CacheTrackEncoder()
    let tracks = library.contents.tracks
    tracks.withUnsafeBufferPointer { buffer in
      for start in stride(from: 0, to: tracks.count, by: runLength) {
        let run = UnsafeBufferPointer(
          rebasing: buffer[start..<min(start + runLength, tracks.count)])
        encoder.add(lent: run, of: tracks.count)
      }
    }
    encoder.finish(keeping: tracks)
    return LibraryCacheCodec.encode(library, key: key, tracks: encoder)
  }

  @Test func anyRunLengthGivesTheBytesOfOneGo() throws {
    var library = try LibraryXMLImporter.importBytes(
      try Self.generated(tracks: 600, artists: 20, seed: 5))
    // Optional strings, and a track whose album strings repeat the one before's only in part.
    library.contents.tracks[0].catalogID = CatalogSongID("1622045954")
    library.contents.tracks[3].unplayableReason = "not available in this storefront"
    library.contents.tracks[4].unplayableReason = "not available in this storefront"
    library.contents.tracks[5].albumTitle = "Another Title"
    let whole = LibraryCacheCodec.encode(library, key: Self.key)
    // 1: every run starts a new album; 7 and 64 cut albums apart; 600 and more: one run.
    for runLength in [1, 2, 7, 64, 599, 600, 5_000] {
      #expect(Self.encodedInRuns(library, runLength: runLength) == whole, "runs of \(runLength)")
    }
    #expect(try LibraryCacheCodec.decode(whole, expecting: Self.key) == library)
  }

  @Test func aLibraryWithoutTracksStartsNoThreadAndEncodesTheSame() throws {
    let library = try LibraryXMLImporter.importBytes(
      try Self.generated(tracks: 0, artists: 1, seed: 2))
    #expect(library.contents.tracks.isEmpty)
    #expect(
      Self.encodedInRuns(library, runLength: 10) == LibraryCacheCodec.encode(library, key: Self.key)
    )
  }

  @Test func theImportHandsEveryTrackOverInRuns() throws {
    // More tracks than one run of the mapper's (2,048), split over two threads.
    let bytes = try Self.generated(tracks: 5_000, artists: 60, seed: 8)
    let encoder = CacheTrackEncoder()
    let library = try LibraryXMLImporter.importSource(
      .memory(bytes), name: "Library.xml", split: .searchingFrom(Int64(bytes.count / 2)),
      cacheTracks: encoder)
    #expect(library == (try LibraryXMLImporter.importBytes(bytes)))
    #expect(encoder.piece().count == library.contents.tracks.count)
    #expect(
      LibraryCacheCodec.encode(library, key: Self.key, tracks: encoder)
        == LibraryCacheCodec.encode(library, key: Self.key))
  }

  @Test func theMappersRunLengthDoesNotChangeTheCache() throws {
    let bytes = try Self.generated(tracks: 700, artists: 30, seed: 21)
    let raw = try SplitLibraryRead.read(
      .memory(bytes), chunkSize: PlistLexer.chunkSize, split: .never, progress: nil,
      finish: { $0 }
    ).parts[0]
    func mapped(_ encoder: CacheTrackEncoder?, runLength: Int = 1) -> LibraryImport {
      var mapper = LibraryMapper(
        raw: raw, recentlyPlayedLimit: 50, cacheTracks: encoder, runLength: runLength)
      let (contents, summary, _) = mapper.map()
      return LibraryImport(contents: contents, summary: summary)
    }
    let plain = mapped(nil)
    let whole = LibraryCacheCodec.encode(plain, key: Self.key)
    for runLength in [1, 3, 700, 701] {
      let encoder = CacheTrackEncoder()
      let library = mapped(encoder, runLength: runLength)
      #expect(library == plain)
      #expect(LibraryCacheCodec.encode(library, key: Self.key, tracks: encoder) == whole)
    }
  }
}
