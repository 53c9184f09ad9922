import DeepCutKit

/// The feed over a generated 1,610-artist library on the simulated catalog, without latency.
enum FeedBench {
  static func run() async throws -> [Figure] {
    let (feed, fresh) = setUp()
    var half = fresh
    for _ in 0..<20 { half = try await feed.refresh(half).cache }
    var full = fresh
    return [
      try await measure("feed: one 40-artist batch", runs: 50, target: "≤ 10 ms") {
        _ = try await feed.refresh(half)
      },
      try await measure("feed: all 1,610 artists", runs: 10, target: "≤ 150 ms") {
        full = try await feed.refresh(fresh, batchSize: 1_610).cache
      },
      try await measure("feed: ranked view of 1,610 artists", runs: 20, target: "—") {
        _ = try await feed.view(of: full)
      },
    ]
  }

  /// The all-artists refresh, once to warm up and then `laps` times, untimed: for callgrind,
  /// where two lap counts' difference is the work of the refreshes alone.
  static func work(laps: Int) async throws {
    let (feed, fresh) = setUp()
    for _ in 0...laps { _ = try await feed.refresh(fresh, batchSize: 1_610) }
  }

  private static func setUp() -> (DiscoverFeed, FeedCache) {
    let generated = GeneratedLibrary.contents(artists: 1_610)
    let catalog = SimulatedCatalog(library: generated)
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(contents: catalog.linkedLibrary, clock: VirtualClock()),
      catalog: catalog,
      clock: VirtualClock())
    return (feed, FeedCache())
  }
}
