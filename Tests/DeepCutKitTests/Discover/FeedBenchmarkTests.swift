import DeepCutKit
import Foundation
import Testing

/// The feed's speed on a 1,610-artist generated library and the simulated catalog, without
/// latency: the design's targets are one 40-artist batch under 5 ms and all 1,610 artists
/// under 100 ms (release build, this 2-core machine).
///
/// Skipped unless `DEEPCUT_BENCH` is set, since timings are for benchmarks, not tests:
/// `DEEPCUT_BENCH=1 swift test -c release --filter FeedBenchmarkTests`. Prints one line per
/// measurement (the best of several runs, and the median); fails only if the work itself does.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DEEPCUT_BENCH"] != nil))
struct FeedBenchmarkTests {
  static let artistCount = 1_610

  /// The library, its simulated catalog and a feed over them.
  struct Fixture {
    let contents: LibraryContents
    let feed: DiscoverFeed

    init() {
      let generated = GeneratedLibrary.contents(artists: FeedBenchmarkTests.artistCount)
      let catalog = SimulatedCatalog(library: generated)
      contents = catalog.linkedLibrary
      feed = DiscoverFeed(
        library: InMemoryLibraryService(contents: contents), catalog: catalog,
        clock: VirtualClock())
    }
  }

  /// Runs `body` `runs` times and prints the best and median durations.
  private func measure(
    _ label: String, runs: Int, _ body: () async throws -> Void
  ) async rethrows {
    var durations: [Duration] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      try await body()
      durations.append(ContinuousClock.now - start)
    }
    durations.sort()
    let best = durations[0]
    let median = durations[durations.count / 2]
    print("bench \(label): best \(Self.ms(best)), median \(Self.ms(median)) (\(runs) runs)")
  }

  private static func ms(_ duration: Duration) -> String {
    String(format: "%.2f ms", duration.seconds * 1000)
  }

  @Test func oneBatchAndTheWholeLibrary() async throws {
    let fixture = Fixture()
    let feed = fixture.feed
    let fresh = FeedCache()
    // A cache halfway round the rotation, so recording meets a full dictionary.
    var half = fresh
    for _ in 0..<20 { half = try await feed.refresh(half).cache }

    try await measure("one 40-artist batch, empty cache", runs: 50) {
      _ = try await feed.refresh(fresh)
    }
    try await measure("one 40-artist batch, 800 cached", runs: 50) {
      _ = try await feed.refresh(half)
    }
    var full = fresh
    try await measure("all 1,610 artists in one refresh", runs: 10) {
      full = try await feed.refresh(fresh, batchSize: Self.artistCount).cache
    }
    try await measure("all 1,610 artists in 41 refreshes of 40", runs: 5) {
      var cache = fresh
      for _ in 0..<41 { cache = try await feed.refresh(cache).cache }
      #expect(cache.entries.count == Self.artistCount)
    }
    try await measure("ranked view of the full cache", runs: 20) {
      _ = try await feed.view(of: full)
    }
    let bytes = FeedCacheCodec.encode(full, identity: "bench")
    await measure("encode the full cache (\(bytes.count / 1024) KB)", runs: 10) {
      _ = FeedCacheCodec.encode(full, identity: "bench")
    }
    try await measure("decode the full cache", runs: 10) {
      _ = try FeedCacheCodec.decode(bytes, identity: "bench")
    }
    let status = FeedStatus(cache: full, artists: fixture.contents.artists)
    print(
      "bench feed: \(status.checked) checked, \(status.unmatched) unmatched, "
        + "\(status.artistsWithCuts) artists with \(status.cuts) cuts")
    #expect(status.checked == Self.artistCount)
  }
}
