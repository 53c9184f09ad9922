import DeepCutKit
import Foundation
import Testing

@Suite struct FeedCacheCodecTests {
  /// A cache with every kind of entry: cuts, no cuts, unmatched, failed with and without an
  /// earlier check, and a cut credited to another catalog artist (a collaboration).
  static func richCache() async throws -> FeedCache {
    let sample = SampleFeed(latency: .milliseconds(1_250))
    var cache = try await sample.feed.refresh(FeedCache(), batchSize: 30).cache
    sample.failures.fail([.catalogReleases], afterCalls: 12)
    cache = try await sample.feed.refresh(cache, batchSize: 30).cache
    let rocky = sample.artist("A$AP Rocky").id
    let outcome = try #require(cache.entries[rocky]?.check?.outcome)
    guard case .matched(let link, var cuts) = outcome, !cuts.cuts.isEmpty else {
      Issue.record("A$AP Rocky has cuts in the sample")
      return cache
    }
    cuts.cuts[0].artistID = CatalogArtistID("123")!
    cuts.cuts[0].artistName = "A$AP Mob"
    cache.entries[rocky]?.check?.outcome = .matched(link, cuts)
    return cache
  }

  @Test func roundTripsThroughBytes() async throws {
    let cache = try await Self.richCache()
    #expect(cache.entries.values.contains { $0.failure != nil && $0.check != nil })
    #expect(cache.entries.values.contains { $0.failure != nil && $0.check == nil })
    #expect(cache.entries.values.contains { $0.check?.outcome == .unmatched })
    let bytes = FeedCacheCodec.encode(cache, identity: "sample")
    #expect(try FeedCacheCodec.decode(bytes, identity: "sample") == cache)
  }

  @Test func theSameCacheAlwaysGivesTheSameBytes() async throws {
    let cache = try await Self.richCache()
    var reordered = FeedCache(refreshes: cache.refreshes, attempts: cache.attempts)
    for (id, entry) in cache.entries.sorted(by: { $0.key > $1.key }) {
      reordered.entries[id] = entry
    }
    #expect(
      FeedCacheCodec.encode(cache, identity: "sample")
        == FeedCacheCodec.encode(reordered, identity: "sample"))
  }

  @Test func startsWithAReadableHeader() {
    let bytes = FeedCacheCodec.encode(FeedCache(), identity: "sample")
    let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    #expect(firstLine == #"{"format":"deepcut-feed","identity":"sample","version":1}"#)
    #expect(FeedCacheCodec.fileName(for: "sample") == "feed-sample.json")
  }

  @Test(arguments: ["", "hello", "{}", "{}\n{}", "\n", "\u{0}\u{1}\u{2}", "[1,2,3]\n{}"])
  func rejectsGarbage(text: String) {
    #expect(throws: FeedCacheCodec.Rejection.notAFeedCache) {
      _ = try FeedCacheCodec.decode(Data(text.utf8), identity: "sample")
    }
  }

  @Test func rejectsEveryTruncation() async throws {
    let bytes = FeedCacheCodec.encode(try await Self.richCache(), identity: "sample")
    // Every prefix short of the final newline, in steps (each decode parses the prefix).
    for length in stride(from: 0, to: bytes.count - 1, by: 97) {
      #expect(throws: FeedCacheCodec.Rejection.self, "\(length) of \(bytes.count) bytes") {
        _ = try FeedCacheCodec.decode(bytes.prefix(length), identity: "sample")
      }
    }
  }

  @Test func rejectsAnotherVersionOrLibrary() throws {
    let bytes = FeedCacheCodec.encode(FeedCache(), identity: "sample")
    let text = String(decoding: bytes, as: UTF8.self)
    let newer = Data(text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#).utf8)
    #expect(throws: FeedCacheCodec.Rejection.unsupportedVersion(2)) {
      _ = try FeedCacheCodec.decode(newer, identity: "sample")
    }
    #expect(throws: FeedCacheCodec.Rejection.otherLibrary("sample")) {
      _ = try FeedCacheCodec.decode(bytes, identity: "import-1a2b")
    }
  }

  /// The header of a valid file followed by `body`.
  private func file(body: String) -> Data {
    let header = FeedCacheCodec.encode(FeedCache(), identity: "sample").prefix {
      $0 != UInt8(ascii: "\n")
    }
    return header + Data(("\n" + body).utf8)
  }

  private let artist = #""id":"r.0000000000A","lastAttempt":1"#

  @Test(arguments: [
    ("{}", "missing"),
    (#"{"refreshes":1,"attempts":1,"artists":"none"}"#, "wrong type"),
    // Counts that do not add up: owned + cuts must be the total.
    (
      #"{"refreshes":1,"attempts":1,"artists":[{"id":"r.0000000000A","lastAttempt":1,"checked":0,"catalogID":"1","catalogName":"A","total":5,"owned":1,"cuts":[]}]}"#,
      "inconsistent"
    ),
    // A matched check with its cuts missing.
    (
      #"{"refreshes":1,"attempts":1,"artists":[{"id":"r.0000000000A","lastAttempt":1,"checked":0,"catalogID":"1"}]}"#,
      "inconsistent"
    ),
    (
      #"{"refreshes":1,"attempts":1,"artists":[{"id":"r.0000000000A","lastAttempt":7}]}"#,
      "attempt 7 of 1"
    ),
    (
      #"{"refreshes":1,"attempts":2,"artists":[{"id":"r.0000000000A","lastAttempt":1},{"id":"r.0000000000A","lastAttempt":2}]}"#,
      "twice"
    ),
    (#"{"refreshes":1,"attempts":1,"artists":[{"id":"not-an-id","lastAttempt":1}]}"#, "unreadable"),
    (
      #"{"refreshes":1,"attempts":1,"artists":[{"id":"r.0000000000A","lastAttempt":1,"checked":0,"catalogID":"1","catalogName":"A","total":1,"owned":0,"cuts":[["1","T","2020-01-01","polka",1]]}]}"#,
      "unreadable"
    ),
  ])
  func rejectsABodyThatDoesNotHangTogether(body: String, reason: String) {
    #expect {
      _ = try FeedCacheCodec.decode(file(body: body), identity: "sample")
    } throws: { error in
      guard case .malformed(let why) = error as? FeedCacheCodec.Rejection else { return false }
      return why.contains(reason)
    }
  }

  @Test func acceptsAMinimalBody() throws {
    let body = #"{"refreshes":1,"attempts":1,"artists":[{"# + artist + "}]}"
    let cache = try FeedCacheCodec.decode(file(body: body), identity: "sample")
    #expect(cache.entries.count == 1 && cache.attempts == 1)
  }

  @Test func survivesTheStateDirectoryAndACorruptFileIsMovedAside() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let name = FeedCacheCodec.fileName(for: "sample")
    let cache = try await Self.richCache()
    try state.write(FeedCacheCodec.encode(cache, identity: "sample"), to: name)
    let read = try #require(try state.read(name))
    #expect(try FeedCacheCodec.decode(read, identity: "sample") == cache)
    // What the adapter does with a file it cannot use: move it aside and start again.
    try state.write(read.prefix(read.count / 2), to: name)
    let truncated = try #require(try state.read(name))
    do throws(FeedCacheCodec.Rejection) {
      _ = try FeedCacheCodec.decode(truncated, identity: "sample")
      Issue.record("a truncated cache was accepted")
    } catch {
      let warning = state.quarantine(name, reason: error.description)
      #expect(warning.contains("moved aside"))
      #expect(try state.read(name) == nil)
    }
  }
}
