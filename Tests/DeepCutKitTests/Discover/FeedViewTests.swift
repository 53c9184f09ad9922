import DeepCutKit
import Foundation
import Testing

/// The feed as `discover` and `discover status` show it: ranking, counts, "all caught up".
@Suite struct FeedViewTests {
  static let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "India"]
  static let artists = names.map {
    LibraryArtist(id: LibraryArtistID(derivedFrom: "view/\($0)"), name: $0)
  }

  private static func artist(_ name: String) -> LibraryArtist {
    artists.first { $0.name == name }!
  }

  /// A matched check at `seconds` with `count` cuts.
  private static func matched(_ name: String, cuts count: Int, at seconds: Double) -> FeedCheck {
    let cuts = (0..<count).map {
      FeedFixtures.release("9\($0)", "\(name) \($0)", artist: "77", name: name)
    }
    return FeedCheck(
      date: FeedFixtures.date(seconds),
      outcome: .matched(CatalogArtistID("77")!, ArtistCuts(total: count + 1, owned: 1, cuts: cuts)))
  }

  /// Every case the view distinguishes, one artist each (Golf was never checked, Hotel left).
  static let cache: FeedCache = {
    var entries: [LibraryArtistID: FeedEntry] = [:]
    func put(_ name: String, _ check: FeedCheck?, failure: String? = nil) {
      let id = LibraryArtistID(derivedFrom: "view/\(name)")
      entries[id] = FeedEntry(
        lastAttempt: entries.count + 1, check: check,
        failure: failure.map {
          FeedFailure(artistID: id, artistName: name, date: FeedFixtures.date(40), reason: $0)
        })
    }
    put("Alpha", matched("Alpha", cuts: 2, at: 30))
    put("Bravo", matched("Bravo", cuts: 1, at: 20))
    put("Charlie", matched("Charlie", cuts: 0, at: 20))
    put("Delta", FeedCheck(date: FeedFixtures.date(20), outcome: .unmatched))
    put("Echo", matched("Echo", cuts: 3, at: 20), failure: "network unreachable (timed out)")
    put("Foxtrot", matched("Foxtrot", cuts: 1, at: 10))
    put("India", matched("India", cuts: 1, at: 5))
    put("Hotel", matched("Hotel", cuts: 4, at: 1))
    return FeedCache(refreshes: 3, attempts: entries.count, entries: entries)
  }()

  static let recent: Set<LibraryArtistID> = [artist("Alpha").id, artist("Foxtrot").id]

  @Test func ranksTheForgottenFirstThenTheLongestUnchecked() {
    let view = FeedView(cache: Self.cache, artists: Self.artists, recentlyPlayed: Self.recent)
    // Not recently played: India (oldest check), then Bravo and Echo (same check, library
    // order); then the recently played: Foxtrot (older check), Alpha.
    #expect(view.items.map(\.artist.name) == ["India", "Bravo", "Echo", "Foxtrot", "Alpha"])
    #expect(view.items.map(\.isRecentlyPlayed) == [false, false, false, true, true])
    #expect(view.items.map(\.cuts.cuts.count) == [1, 1, 3, 1, 2])
  }

  @Test func marksStaleItemsAndListsWhatIsMissing() {
    let view = FeedView(cache: Self.cache, artists: Self.artists, recentlyPlayed: Self.recent)
    #expect(
      view.items.first { $0.artist.name == "Echo" }?.lastFailure?.reason
        == "network unreachable (timed out)")
    #expect(view.items.filter { $0.lastFailure != nil }.count == 1)
    #expect(view.unmatched.map(\.name) == ["Delta"])
    #expect(view.failures.map(\.artistName) == ["Echo"])
    // Hotel left the library: its entry is not shown, whatever its cuts.
    #expect(!view.items.contains { $0.artist.name == "Hotel" })
  }

  @Test func statusCountsCoverageFailuresAndCuts() {
    let status = FeedStatus(cache: Self.cache, artists: Self.artists)
    #expect(status.artists == 8)
    #expect(status.checked == 7 && status.unchecked == 1)
    #expect(status.failures == 1 && status.unmatched == 1)
    #expect(status.artistsWithCuts == 5 && status.cuts == 8)
    #expect(status.oldestCheck == FeedFixtures.date(5))
    #expect(status.newestCheck == FeedFixtures.date(30))
    #expect(status.refreshes == 3)
    #expect(!status.isAllCaughtUp)
  }

  // MARK: - All caught up

  /// A feed over a library where artist `n` has `cuts[n]` releases it does not own.
  private func feed(_ cuts: [Int], linked: Bool = true) -> DiscoverFeed {
    var (contents, catalog) = FeedFixtures.ownedLibrary(["Ana", "Ben", "Cy"], cuts: cuts)
    if !linked {
      for index in contents.artists.indices { contents.artists[index].catalogID = nil }
    }
    return DiscoverFeed(
      library: InMemoryLibraryService(contents: contents, clock: VirtualClock()), catalog: catalog,
      clock: VirtualClock())
  }

  @Test func allCaughtUpOnlyOnceEveryArtistIsCheckedWithoutCuts() async throws {
    let feed = feed([0, 0, 0])
    var cache = try await feed.refresh(FeedCache(), batchSize: 2).cache
    #expect(try await feed.status(of: cache).isAllCaughtUp == false, "one artist unchecked")
    cache = try await feed.refresh(cache, batchSize: 2).cache
    let status = try await feed.status(of: cache)
    #expect(status.isAllCaughtUp)
    #expect(status.checked == 3 && status.cuts == 0)
    #expect(try await feed.view(of: cache).items.isEmpty)
  }

  @Test func oneCutMeansNotCaughtUp() async throws {
    let feed = feed([0, 1, 0])
    let refresh = try await feed.refresh(FeedCache())
    #expect(!refresh.status.isAllCaughtUp && refresh.status.cuts == 1)
  }

  @Test func aLibraryWhereNothingMatchedIsNotCaughtUp() async throws {
    let feed = feed([0, 0, 0], linked: false)
    let refresh = try await feed.refresh(FeedCache())
    #expect(refresh.status.unmatched == 3 && refresh.status.checked == 3)
    #expect(!refresh.status.isAllCaughtUp)
  }

  @Test func aFailedLastAttemptMeansNotCaughtUp() async throws {
    let failures = FailureInjector()
    let (contents, catalog) = FeedFixtures.ownedLibrary(["Ana", "Ben", "Cy"], cuts: [0, 0, 0])
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(
        contents: contents, failures: failures, clock: VirtualClock()), catalog: catalog,
      clock: VirtualClock())
    var cache = try await feed.refresh(FeedCache()).cache
    #expect(try await feed.status(of: cache).isAllCaughtUp)
    failures.fail([.albums], once: true)
    cache = try await feed.refresh(cache).cache
    let status = try await feed.status(of: cache)
    #expect(status.failures == 1 && status.checked == 3)
    #expect(!status.isAllCaughtUp)
  }

  // MARK: - The sample

  @Test func theSampleFeedPutsTheTwentyNineForgottenArtistsFirst() async throws {
    let sample = SampleFeed()
    let cache = try await sample.feed.refresh(FeedCache(), batchSize: 48).cache
    let recent = try await sample.feed.recentlyPlayedArtists()
    #expect(SampleLibrary.contents.artists.count - recent.count == 29)
    let view = try await sample.feed.view(of: cache)
    let flags = view.items.map(\.isRecentlyPlayed)
    #expect(flags == flags.sorted { !$0 && $1 }, "forgotten artists first")
    #expect(flags.contains(true) && flags.contains(false))
    #expect(view.items.allSatisfy { !$0.cuts.cuts.isEmpty })
    #expect(view.notice == nil)
  }

  @Test func withoutTheHistoryTheViewIsRankedByCheckAndSaysSo() async throws {
    let sample = SampleFeed()
    let cache = try await sample.feed.refresh(FeedCache(), batchSize: 48).cache
    sample.failures.fail([.recentlyPlayed])
    let view = try await sample.feed.view(of: cache)
    #expect(view.notice?.contains("recently played could not be loaded") == true)
    #expect(!view.items.isEmpty && view.items.allSatisfy { !$0.isRecentlyPlayed })
  }
}
