import Foundation
import Testing

@testable import DeepCutKit

@Suite struct LibraryCacheCodecTests {
  static let key = LibrarySourceKey(
    size: 31_155, modified: 1_700_000_000_123_456_789, headHash: 1, tailHash: 2)

  static var quirks: LibraryImport {
    get throws { try LibraryXMLImporter.importFile(atPath: LibraryXMLFixtures.quirksPath) }
  }

  @Test func roundTripsAnImportedLibrary() throws {
    let library = try Self.quirks
    let bytes = LibraryCacheCodec.encode(library, key: Self.key)
    #expect(try LibraryCacheCodec.decode(bytes, expecting: Self.key) == library)
    #expect(Array(bytes.prefix(5)) == Array("DCLC".utf8) + [LibraryCacheCodec.formatVersion])
  }

  @Test func roundTripsAGeneratedLibraryAndEveryOptionalField() throws {
    var bytes: [UInt8] = []
    try LibraryXMLGenerator(trackCount: 2_000, artistCount: 50, seed: 3).write {
      bytes.append(contentsOf: $0)
    }
    var library = try LibraryXMLImporter.importBytes(bytes)
    // Fields an import never sets, so the codec must carry them for other sources.
    library.contents.artists[0].catalogID = CatalogArtistID("1147783278")
    library.contents.albums[0].catalogID = CatalogReleaseID("1577502911")
    library.contents.albums[1].releaseType = .live
    library.contents.tracks[0].catalogID = CatalogSongID("1622045954")
    library.contents.tracks[1].discNumber = -3
    library.contents.tracks[2].trackNumber = Int.max
    library.summary.warnings.append("ünïcödé warning")
    let encoded = LibraryCacheCodec.encode(library, key: Self.key)
    #expect(try LibraryCacheCodec.decode(encoded, expecting: Self.key) == library)
    #expect(encoded.count < bytes.count / 10)
  }

  /// `String`'s `==` takes `é` and `e` with a combining accent for one string; the cache keeps
  /// each spelling as it was, byte for byte.
  @Test func canonicallyEqualSpellingsStayApart() throws {
    var library = try Self.quirks
    let spellings = ["Caf\u{E9}", "Cafe\u{301}"]
    library.contents.tracks[0].title = spellings[0]
    library.contents.tracks[1].title = spellings[1]
    let encoded = LibraryCacheCodec.encode(library, key: Self.key)
    let decoded = try LibraryCacheCodec.decode(encoded, expecting: Self.key)
    #expect(
      decoded.contents.tracks.prefix(2).map { Array($0.title.utf8) }
        == spellings.map { Array($0.utf8) })
  }

  @Test func rejectsAnotherSourceOrVersion() throws {
    var bytes = LibraryCacheCodec.encode(try Self.quirks, key: Self.key)
    var otherKey = Self.key
    otherKey.modified += 1
    #expect(throws: LibraryCacheError.staleSource) {
      try LibraryCacheCodec.decode(bytes, expecting: otherKey)
    }
    otherKey = Self.key
    otherKey.tailHash = 3
    #expect(throws: LibraryCacheError.staleSource) {
      try LibraryCacheCodec.decode(bytes, expecting: otherKey)
    }
    bytes[4] = LibraryCacheCodec.formatVersion &+ 1
    #expect(throws: LibraryCacheError.unsupportedVersion(LibraryCacheCodec.formatVersion &+ 1)) {
      try LibraryCacheCodec.decode(bytes, expecting: Self.key)
    }
    #expect(throws: LibraryCacheError.notACache) {
      try LibraryCacheCodec.decode(Array("<?xml version".utf8), expecting: Self.key)
    }
    #expect(throws: LibraryCacheError.notACache) {
      try LibraryCacheCodec.decode([], expecting: Self.key)
    }
  }

  @Test func rejectsEveryTruncation() throws {
    let bytes = LibraryCacheCodec.encode(try Self.quirks, key: Self.key)
    for count in 0..<bytes.count {
      #expect(throws: LibraryCacheError.self) {
        try LibraryCacheCodec.decode(Array(bytes[..<count]), expecting: Self.key)
      }
    }
    #expect(throws: LibraryCacheError.corrupt("trailing bytes")) {
      try LibraryCacheCodec.decode(bytes + [0], expecting: Self.key)
    }
  }

  @Test func rejectsCorruptBytesEvenWithAMatchingChecksum() throws {
    let library = try Self.quirks
    let bytes = LibraryCacheCodec.encode(library, key: Self.key)
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      var corrupt = bytes
      corrupt[random.int(in: 0...(bytes.count - 1))] ^= UInt8(random.int(in: 1...255))
      #expect(throws: LibraryCacheError.self) {
        try LibraryCacheCodec.decode(corrupt, expecting: Self.key)
      }
    }
    // With the checksum recomputed, the payload's own checks still refuse garbage.
    let header = LibraryCacheCodec.headerSize
    for _ in 0..<2_000 {
      var corrupt = bytes
      for _ in 0..<random.int(in: 1...4) {
        corrupt[random.int(in: header...(bytes.count - 1))] = UInt8(random.int(in: 0...255))
      }
      let checksum = CacheChecksum.of(corrupt[header...])
      corrupt.replaceSubrange((header - 8)..<header, with: littleEndianBytes(checksum))
      do {
        let decoded = try LibraryCacheCodec.decode(corrupt, expecting: Self.key)
        // A changed byte that still decodes (a letter in a name) must show in the result.
        #expect(decoded != library || corrupt == bytes)
      } catch {}
    }
  }

  /// Found by `Scripts/fuzz state-files`: a cache whose string table listed its strings in
  /// another order, its references changed to match, decoded to the same library, so a library
  /// had more than one encoding.
  @Test func aStringTableInAnotherOrderOrWithAnUnusedStringIsRejected() throws {
    var library = LibraryImport(contents: LibraryContents(), summary: LibraryImportSummary())
    library.summary.source = "a"
    library.summary.warnings = ["b"]
    let bytes = LibraryCacheCodec.encode(library, key: Self.key)
    let payload = Array(bytes[LibraryCacheCodec.headerSize...])
    // The table holds 2 strings, "a" then "b" in the order first used; then come five empty
    // lists (artists to recently played), the source's index, the summary's numbers, and last
    // the list of one warning with its index.
    #expect(payload.prefix(5) == [2, 1, UInt8(ascii: "a"), 1, UInt8(ascii: "b")])
    var reordered = payload
    reordered.swapAt(2, 4)
    reordered[10] = 1
    reordered[reordered.count - 1] = 0
    #expect(throws: LibraryCacheError.corrupt("a string index")) {
      try LibraryCacheCodec.decode(Self.sealed(bytes, payload: reordered), expecting: Self.key)
    }
    let unused =
      [3, 1, UInt8(ascii: "a"), 1, UInt8(ascii: "b"), 1, UInt8(ascii: "c")]
      + payload.dropFirst(5)
    #expect(throws: LibraryCacheError.corrupt("unused strings")) {
      try LibraryCacheCodec.decode(Self.sealed(bytes, payload: unused), expecting: Self.key)
    }
  }

  /// Found by `Scripts/fuzz state-files`: a track's duration whose tenth varint byte was 0x1F
  /// instead of 0x01 decoded to the same number (the bits past the 64th were dropped), so a
  /// library had more than one encoding.
  @Test func aTenthVarintByteAboveOneIsRejected() throws {
    func read(_ bytes: [UInt8]) throws(LibraryCacheError) -> UInt64 {
      var reader = BinaryReader(bytes)
      return try reader.varint()
    }
    #expect(try read([UInt8](repeating: 0xFF, count: 9) + [0x01]) == .max)
    for last: UInt8 in [0x02, 0x1F, 0x7F] {
      #expect(throws: LibraryCacheError.corrupt("an overlong number")) {
        try read([UInt8](repeating: 0xFF, count: 9) + [last])
      }
    }
  }

  /// `bytes`' header with `payload` in place of its own, length and checksum made to match.
  static func sealed(_ bytes: [UInt8], payload: [UInt8]) -> [UInt8] {
    var sealed = Array(bytes[..<(LibraryCacheCodec.headerSize - 16)])
    for word in [UInt64(payload.count), CacheChecksum.of(payload[...])] {
      sealed += littleEndianBytes(word)
    }
    return sealed + payload
  }

  @Test func theSourceKeyFollowsTheFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deepcut-key-\(UUID()).xml"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let contents = Array(repeating: UInt8(ascii: "a"), count: 200_000)
    try Data(contents).write(to: URL(fileURLWithPath: path))
    let first = try LibrarySourceKey(fileAtPath: path)
    #expect(try LibrarySourceKey(fileAtPath: path) == first)
    #expect(first.size == 200_000)
    // Same size and the old time, but a byte changed near the end: the tail hash tells.
    var changed = contents
    changed[199_000] = UInt8(ascii: "b")
    try Data(changed).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: TimeInterval(first.modified) / 1e9)],
      ofItemAtPath: path)
    let second = try LibrarySourceKey(fileAtPath: path)
    #expect(second.size == first.size && second.headHash == first.headHash)
    #expect(second != first)
    #expect(throws: LibraryXMLError.self) { try LibrarySourceKey(fileAtPath: path + ".missing") }
  }
}
