import Foundation
import Testing

@testable import DeepCutKit

/// Thousands of random mutations of the quirks fixture.
///
/// Each import returns a consistent library or throws one located, one-line error; a crash
/// fails the whole run.
@Suite struct LibraryXMLFuzzTests {
  static let fragments = [
    "<", ">", "/", "&", ";", "\"", "\n", "<dict>", "</dict>", "<array>", "</array>", "<key>",
    "</key>", "<true/>", "<string/>", "<integer>", "&amp;", "&#x0;", "&#1114112;", "<!--", "<?",
    "<plist>", "\u{FEFF}", "é", "中",
  ].map { Array($0.utf8) }

  /// `bytes` with one to four random edits: overwritten, deleted, duplicated or inserted bytes,
  /// markup fragments, or a cut.
  static func mutate(_ bytes: [UInt8], random: inout SeededRandom) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<random.int(in: 1...4) where !bytes.isEmpty {
      let at = random.int(in: 0...(bytes.count - 1))
      switch random.int(in: 0...5) {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
      case 1: bytes.removeSubrange(at..<min(bytes.count, at + random.int(in: 1...40)))
      case 2:
        bytes.insert(
          contentsOf: bytes[at..<min(bytes.count, at + random.int(in: 1...300))],
          at: random.int(in: 0...at))
      case 3: bytes.insert(contentsOf: random.pick(fragments), at: at)
      case 4: bytes.replaceSubrange(at..<min(bytes.count, at + 3), with: random.pick(fragments))
      default: bytes.removeSubrange(at...)
      }
    }
    return bytes
  }

  @Test func mutatedExportsNeverCrash() throws {
    let original = try LibraryXMLFixtures.quirks
    var random = SeededRandom(seed: 2024)
    var imported = 0
    var rejected = 0
    for _ in 0..<3_000 {
      let bytes = Self.mutate(original, random: &random)
      let library: LibraryImport
      do {
        library = try LibraryXMLImporter.importBytes(bytes)
      } catch {
        let lines = lineCount(bytes)
        #expect(error.line.map { (1...lines).contains($0) } == true, "\(error)")
        #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error)")
        rejected += 1
        continue
      }
      try Self.checkConsistency(library)
      imported += 1
    }
    // Both outcomes must happen, or the mutations are too weak or too strong to test anything.
    #expect(imported > 100 && rejected > 100)
  }

  @Test func mutatedCachesNeverCrash() throws {
    let key = LibrarySourceKey(size: 1, modified: 2, headHash: 3, tailHash: 4)
    let original = LibraryCacheCodec.encode(
      try LibraryXMLImporter.importBytes(try LibraryXMLFixtures.quirks), key: key)
    let header = LibraryCacheCodec.headerSize
    var random = SeededRandom(seed: 99)
    var decoded = 0
    for _ in 0..<3_000 {
      // Mutate the payload and seal it again (length and checksum), so the payload reader itself
      // meets the garbage instead of the checksum turning it away.
      let payload = Self.mutate(Array(original[header...]), random: &random)
      var bytes = Array(original[..<(header - 16)])
      for word in [UInt64(payload.count), CacheChecksum.of(payload[...])] {
        bytes += littleEndianBytes(word)
      }
      if (try? LibraryCacheCodec.decode(bytes + payload, expecting: key)) != nil { decoded += 1 }
    }
    #expect(decoded < 3_000)
  }

  /// What any import must satisfy, however odd its input.
  static func checkConsistency(_ library: LibraryImport) throws {
    let contents = library.contents
    let trackIDs = Set(contents.tracks.map(\.id))
    let albums = Dictionary(
      contents.albums.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(trackIDs.count == contents.tracks.count)
    #expect(albums.count == contents.albums.count)
    #expect(Set(contents.artists.map(\.id)).count == contents.artists.count)
    #expect(Set(contents.playlists.map(\.id)).count == contents.playlists.count)
    for track in contents.tracks {
      #expect(albums[track.albumID]?.artistID == track.artistID)
    }
    #expect(contents.playlists.allSatisfy { $0.trackIDs.allSatisfy(trackIDs.contains) })
    #expect(contents.recentlyPlayed.allSatisfy { trackIDs.contains($0.trackID) })
    #expect(
      zip(contents.recentlyPlayed, contents.recentlyPlayed.dropFirst()).allSatisfy {
        $0.playedAt >= $1.playedAt
      })
    let summary = library.summary
    #expect(summary.tracks == contents.tracks.count && summary.artists == contents.artists.count)
    #expect(
      summary.albums == contents.albums.count && summary.playlists == contents.playlists.count)
    let key = LibrarySourceKey(size: 0, modified: 0, headHash: 0, tailHash: 0)
    #expect(
      try LibraryCacheCodec.decode(LibraryCacheCodec.encode(library, key: key), expecting: key)
        == library)
  }
}
