import Foundation
import Testing

@testable import DeepCutKit

/// `FeedCacheCodec.encode` writes the very bytes `JSONEncoder` (`.sortedKeys`) wrote before
/// it, so that older deepcut builds read the caches this one writes, and this one theirs.
@Suite struct FeedCacheCodecAgreementTests {
  private struct Header: Encodable {
    var format: String
    var version: Int
    var identity: String
  }

  /// The bytes as `JSONEncoder` writes them: the header line, then the cache line.
  private static func reference(_ cache: FeedCache, identity: String) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = try encoder.encode(
      Header(format: FeedCacheCodec.format, version: FeedCacheCodec.version, identity: identity))
    data.append(UInt8(ascii: "\n"))
    data.append(try encoder.encode(FeedCacheFile(cache)))
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// A cache of `count` artists with every kind of entry, names and reasons full of what
  /// JSON escapes (`/` included), and dates with and without fractions of a second.
  private static func generatedCache(count: Int, seed: UInt64) -> FeedCache {
    var random = SeededRandom(seed: seed)
    let texts = JSONTextAgreementTests.strings(count: 4 * count + 8, seed: seed)
    let dates = JSONTextAgreementTests.dates(seed: seed)
    var cache = FeedCache(refreshes: count, attempts: 2 * count)
    for index in 0..<count {
      let id = LibraryArtistID(value: UInt64.random(in: 0 ... .max, using: &random))
      var entry = FeedEntry(lastAttempt: Int.random(in: 1...(2 * count), using: &random))
      let date = dates[index % dates.count]
      switch index % 4 {
      case 0:
        entry.check = FeedCheck(date: date, outcome: .unmatched)
      case 1, 2:
        let catalogID = CatalogArtistID(unchecked: "mb/\(index)")
        let cuts = (0..<(index % 5)).map { cut in
          CatalogRelease(
            id: CatalogReleaseID(unchecked: "r\(index)-\(cut)"), title: texts[4 * index + cut],
            artistID: cut == 1 ? CatalogArtistID(unchecked: "other/\(cut)") : catalogID,
            artistName: cut == 1 ? texts[4 * index + 3] : texts[4 * index],
            releaseDate: "20\(10 + cut)-0\(cut + 1)-1\(cut)",
            releaseType: ReleaseType.allCases[cut % ReleaseType.allCases.count],
            trackCount: cut * 7)
        }
        entry.check = FeedCheck(
          date: date,
          outcome: .matched(
            catalogID, ArtistCuts(total: cuts.count + index, owned: index, cuts: cuts)))
      default:
        break
      }
      if index % 3 == 0 {
        entry.failure = FeedFailure(
          artistID: id, artistName: texts[4 * index + 1], date: dates[(index + 1) % dates.count],
          reason: texts[4 * index + 2])
      }
      cache.entries[id] = entry
    }
    return cache
  }

  @Test(arguments: [0, 1, 7, 60])
  func writesJSONEncodersBytes(count: Int) throws {
    for seed in UInt64(1)...3 {
      let cache = Self.generatedCache(count: count, seed: seed)
      for identity in ["sample", "import/\"x\"\\é"] {
        let bytes = FeedCacheCodec.encode(cache, identity: identity)
        let expected = try Self.reference(cache, identity: identity)
        #expect(
          String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try FeedCacheCodec.decode(bytes, identity: identity) == cache)
      }
    }
  }

  /// A session's writer remembers each artist's bytes: after caches in which entries were
  /// kept, changed (checked again, retried, failed, re-dated), left out and added, it still
  /// writes each one's very bytes.
  @Test func aWriterThatWroteBeforeWritesJSONEncodersBytes() throws {
    let writer = FeedCacheWriter()
    var cache = Self.generatedCache(count: 40, seed: 4)
    let others = Self.generatedCache(count: 40, seed: 5).entries.sorted { $0.key < $1.key }
      .map(\.value)
    for round in 0..<6 {
      let bytes = writer.encode(cache, identity: "sample")
      #expect(bytes == (try Self.reference(cache, identity: "sample")), "round \(round)")
      var next = cache
      for (index, id) in cache.entries.keys.sorted().enumerated() {
        switch (index + round) % 7 {
        case 0: next.entries[id]?.lastAttempt += 1
        case 1: next.entries[id]?.check = others[index % others.count].check
        case 2: next.entries[id]?.failure = others[(index + 1) % others.count].failure
        case 3: next.entries[id]?.check?.date += 0.5
        case 4 where round % 2 == 1: next.entries[id] = nil
        default: break
        }
      }
      for extra in 0..<3 {
        next.entries[LibraryArtistID(value: UInt64(100 * round + extra))] = others[extra + round]
      }
      next.refreshes += 1
      cache = next
    }
  }

  @Test func writesJSONEncodersBytesForTheSampleCache() async throws {
    let cache = try await FeedCacheCodecTests.richCache()
    #expect(
      FeedCacheCodec.encode(cache, identity: "sample")
        == (try Self.reference(cache, identity: "sample")))
  }
}
