import DeepCutKit
import Foundation
import Synchronization
import Testing

/// Refreshing the feed over the sample library and catalog: what gets cached, counted and
/// reported.
@Suite struct DiscoverFeedTests {
  static let unmatchedNames = ["Duster", "Hiroshi Yoshimura", "Jim Sullivan", "Neutral Milk Hotel"]

  @Test(arguments: [
    ("A.N.I.M.A.L.", 25, 4, 21), ("A$AP Rocky", 25, 6, 19), ("Acid Bath", 7, 6, 1),
  ])
  func reproducesTheAppsDiagnosticThroughTheFeed(name: String, total: Int, owned: Int, cuts: Int)
    async throws
  {
    let sample = SampleFeed()
    let refresh = try await sample.feed.refresh(FeedCache(), batchSize: 48)
    let found = try #require(refresh.cache.entries[sample.artist(name).id]?.check?.cuts)
    #expect(found.summary == "total=\(total) owned=\(owned) cuts=\(cuts)")
  }

  @Test func followsEveryPageOfAProlificArtist() async throws {
    let sample = SampleFeed()
    let refresh = try await sample.feed.refresh(FeedCache(), batchSize: 48)
    let gizzard = sample.artist("King Gizzard & the Lizard Wizard")
    let cuts = try #require(refresh.cache.entries[gizzard.id]?.check?.cuts)
    let link = try #require(gizzard.catalogID)
    let discography = try #require(SampleCatalog.discographies[link])
    let considered = discography.releases.filter {
      ReleaseType.defaultFilter.contains($0.releaseType)
    }
    #expect(cuts.total == considered.count)
    #expect(cuts.total > 25)
  }

  @Test func reportsUnmatchedArtistsAndNeverDropsThem() async throws {
    let sample = SampleFeed()
    let refresh = try await sample.feed.refresh(FeedCache(), batchSize: 48)
    #expect(refresh.unmatched.map(\.name) == Self.unmatchedNames)
    #expect(refresh.matched == 44 && refresh.failures.isEmpty)
    #expect(refresh.status.unmatched == 4 && refresh.status.checked == 48)
    let view = try await sample.feed.view(of: refresh.cache)
    #expect(view.unmatched.map(\.name) == Self.unmatchedNames)
  }

  @Test func tellsProgressForEveryArtistInOrder() async throws {
    let sample = SampleFeed()
    let seen = Mutex<[FeedProgress]>([])
    let refresh = try await sample.feed.refresh(FeedCache()) { progress in
      seen.withLock { $0.append(progress) }
    }
    let progress = seen.withLock { $0 }
    #expect(progress.map(\.position) == Array(1...40))
    #expect(progress.allSatisfy { $0.count == 40 })
    #expect(progress.map(\.artist) == refresh.checks.map(\.artist))
  }

  @Test func datesEachCheckOnTheSessionClock() async throws {
    let sample = SampleFeed(latency: .seconds(1))
    let refresh = try await sample.feed.refresh(FeedCache(), batchSize: 3)
    // A second per page: A$AP Rocky and A.N.I.M.A.L. have two pages each, Acid Bath one.
    #expect(refresh.checks.compactMap(\.check?.date) == [2, 4, 5].map { FeedFixtures.date($0) })
  }

  @Test func aFailedLibraryReadFailsTheRefresh() async throws {
    let sample = SampleFeed()
    sample.failures.fail([.artists], with: .auth)
    await #expect(throws: ServiceError.auth) {
      _ = try await sample.feed.refresh(FeedCache())
    }
  }

  // MARK: - Failures

  @Test func partialFailuresAreCountedAndKeepThePreviousCache() async throws {
    let sample = SampleFeed()
    let before = try await sample.feed.refresh(FeedCache(), batchSize: 48).cache
    // The first ten catalog pages answer, then the network goes.
    sample.failures.fail([.catalogReleases], afterCalls: 10)
    let refresh = try await sample.feed.refresh(before, batchSize: 48)
    #expect(refresh.matched > 0 && refresh.unmatched.count == 4)
    #expect(refresh.failures.count == 44 - refresh.matched)
    #expect(refresh.status.failures == refresh.failures.count)
    #expect(!refresh.status.isAllCaughtUp)
    for failure in refresh.failures {
      let entry = try #require(refresh.cache.entries[failure.artistID])
      #expect(entry.check == before.entries[failure.artistID]?.check, "\(failure.artistName)")
      #expect(entry.failure?.reason == "network unreachable (timed out)")
    }
    let view = FeedView(
      cache: refresh.cache, artists: SampleLibrary.contents.artists, recentlyPlayed: [])
    #expect(Set(view.failures.map(\.artistID)) == Set(refresh.failures.map(\.artistID)))
    #expect(view.items.contains { $0.lastFailure != nil })
  }

  @Test func aBatchWhereEveryLookupFailedIsAnErrorAndChangesNothing() async throws {
    let sample = SampleFeed()
    let before = try await sample.feed.refresh(FeedCache(), batchSize: 10).cache
    sample.failures.fail([.catalogReleases])
    // The next batch holds unmatched artists (they need no catalog): still an error.
    let artists = try await sample.library.artists()
    #expect(before.nextBatch(of: artists, size: 40).contains { $0.catalogID == nil })
    var cache = before
    await #expect {
      cache = try await sample.feed.refresh(cache).cache
    } throws: { error in
      guard case .everyArtistFailed(let failures) = error as? FeedError else { return false }
      return failures.count == 36 && failures.allSatisfy { $0.reason.hasPrefix("network") }
    }
    #expect(cache == before)
  }

  /// The app's bug: library ids sent to the catalog.
  ///
  /// Every lookup fails (404), and the feed says so instead of "all caught up".
  @Test func sendingLibraryIDsToTheCatalogFailsLoudly() async throws {
    let buggy = CatalogBridge { artist in CatalogArtistID(unchecked: artist.id.rawValue) }
    let sample = SampleFeed(bridge: buggy)
    var cache = FeedCache()
    for _ in 0..<2 {
      await #expect {
        cache = try await sample.feed.refresh(cache).cache
      } throws: { error in
        guard case .everyArtistFailed(let failures) = error as? FeedError else { return false }
        return failures.count == 40 && failures.allSatisfy { $0.reason.contains("a library id?") }
      }
    }
    let status = try await sample.feed.status(of: cache)
    #expect(!status.isAllCaughtUp)
    #expect(status.checked == 0)
    // The same library and catalog through the catalog link work.
    #expect(try await SampleFeed().feed.refresh(cache).failures.isEmpty)
  }

  @Test func theLibraryIDBugFailsOnTheSimulatedCatalogToo() async throws {
    let catalog = SimulatedCatalog(
      library: GeneratedLibrary.contents(artists: 60, tracksPerAlbum: 1))
    let library = InMemoryLibraryService(contents: catalog.linkedLibrary, clock: VirtualClock())
    let buggy = CatalogBridge { artist in CatalogArtistID(unchecked: artist.id.rawValue) }
    let feed = DiscoverFeed(
      library: library, catalog: catalog, clock: VirtualClock(), bridge: buggy)
    await #expect(throws: FeedError.self) { _ = try await feed.refresh(FeedCache()) }
  }

  // MARK: - Cancellation

  @Test(arguments: [ServiceMethod.catalogReleases, .catalogArtist, .albums])
  func anInjectedCancellationKeepsThePreviousCache(method: ServiceMethod) async throws {
    let sample = SampleFeed()
    let before = try await sample.feed.refresh(FeedCache(), batchSize: 10).cache
    sample.failures.fail([method], with: .cancel, afterCalls: 5)
    var cache = before
    await #expect(throws: CancellationError.self) {
      cache = try await sample.feed.refresh(cache).cache
    }
    #expect(cache == before)
    // Nothing was recorded, so the next refresh checks the same batch.
    sample.failures.clear()
    let next = try await sample.feed.refresh(cache)
    let artists = try await sample.library.artists()
    #expect(next.checks.map(\.artist) == before.nextBatch(of: artists, size: 40))
  }

  @Test func cancellingTheTaskMidBatchKeepsThePreviousCache() async throws {
    let sample = SampleFeed()
    let before = try await sample.feed.refresh(FeedCache(), batchSize: 10).cache
    let task = Task { () async throws -> FeedCache in
      try await sample.feed.refresh(before) { progress in
        if progress.position == 5 { withUnsafeCurrentTask { $0?.cancel() } }
      }.cache
    }
    var cache = before
    await #expect(throws: CancellationError.self) { cache = try await task.value }
    #expect(cache == before)
  }

  @Test func cancellingDuringRealLatencyStopsPromptly() async throws {
    let clock = RealClock()
    let failures = FailureInjector()
    let library = InMemoryLibraryService(failures: failures, clock: clock)
    let catalog = LatencyCatalog(
      SampleCatalog(failures: failures), latency: .seconds(3600), clock: clock)
    let feed = DiscoverFeed(library: library, catalog: catalog, clock: clock)
    let started = ContinuousClock.now
    let task = Task { try await feed.refresh(FeedCache()) }
    try await Task.sleep(for: .milliseconds(50))
    task.cancel()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
    // An hour's latency, cut short: less than the hour passed. (Not a tighter bound: on a
    // loaded machine the whole suite shares two threads, and a full-suite run measured 457 s.)
    #expect(ContinuousClock.now - started < .seconds(3600))
  }
}
