import DeepCutKit
import Foundation
import Testing

/// The feed's rules from issue #13: the app's library-id bug and both guards (point 8), the
/// names it leaves out (10), wall-clock dates for saved checks (12) and what "not checked yet"
/// counts (14).
@Suite struct FeedRulesTests {
  private func libraryIDFeed(_ guardRule: FeedGuard) -> (DiscoverFeed, InMemoryLibraryService) {
    let clock = VirtualClock()
    let library = InMemoryLibraryService(clock: clock)
    let feed = DiscoverFeed(
      library: library, catalog: SampleCatalog(), clock: clock, lookup: .libraryIDs,
      feedGuard: guardRule)
    return (feed, library)
  }

  @Test func libraryIDsGetMostly404sAndAFewEmptyAnswers() async throws {
    let (feed, _) = libraryIDFeed(.old)
    let refresh = try await feed.refresh(FeedCache(), batchSize: 48)
    let empty = refresh.checks.filter(\.isEmptyForOwner)
    #expect(refresh.failures.count > empty.count)
    #expect(!empty.isEmpty)
    #expect(refresh.failures.allSatisfy { $0.reason.contains("not found") })
    #expect(empty.count + refresh.failures.count == refresh.checks.count)
  }

  @Test func theOldGuardSaysAllCaughtUpOverTheFailures() async throws {
    let (feed, _) = libraryIDFeed(.old)
    let refresh = try await feed.refresh(FeedCache(), batchSize: 48)
    #expect(refresh.status.cuts == 0)
    #expect(FeedGuard.old.saysAllCaughtUp(refresh.status))
    #expect(!FeedGuard.current.saysAllCaughtUp(refresh.status))
  }

  @Test func todaysGuardMakesTheSameBatchAnError() async throws {
    let (feed, _) = libraryIDFeed(.current)
    await #expect {
      _ = try await feed.refresh(FeedCache(), batchSize: 48)
    } throws: { error in
      guard case FeedError.noUsableAnswer(let failures, let empty) = error else { return false }
      return !failures.isEmpty && !empty.isEmpty
        && "\(error)".hasPrefix("no artist of the batch got a usable answer: ")
    }
  }

  @Test func catalogLinksPassTodaysGuard() async throws {
    let clock = VirtualClock()
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(clock: clock), catalog: SampleCatalog(), clock: clock)
    let refresh = try await feed.refresh(FeedCache(), batchSize: 48)
    #expect(refresh.failures.isEmpty)
    #expect(refresh.cuts > 0)
  }

  @Test func anEmptyAnswerAmongGoodOnesIsNotAnError() {
    let artist = LibraryArtist(id: LibraryArtistID(derivedFrom: "a"), name: "A")
    let answered = FeedCheck(
      date: .distantPast,
      outcome: .matched(CatalogArtistID("1")!, ArtistCuts(total: 1, owned: 1, cuts: [])))
    let empty = ArtistCheck(artist: artist, result: .success(answered), isEmptyForOwner: true)
    let good = ArtistCheck(artist: artist, result: .success(answered))
    #expect(!FeedGuard.current.rejects([empty, good]))
    #expect(FeedGuard.current.rejects([empty, empty]))
    #expect(!FeedGuard.old.rejects([empty, empty]))
  }

  @Test(arguments: [
    "Various Artists", "VARIOUS ARTISTS", "Unknown Artist", "[Unknown Artist]", "", "  ",
  ])
  func theFeedLeavesOutNamesThatAreNotArtists(name: String) async throws {
    var (contents, catalog) = FeedFixtures.ownedLibrary(["Ana", "Bo"], cuts: [2, 1])
    let odd = LibraryArtist(
      id: LibraryArtistID(derivedFrom: "odd"), name: name, catalogID: CatalogArtistID("1"))
    contents.artists.append(odd)
    let clock = VirtualClock()
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(contents: contents, clock: clock), catalog: catalog,
      clock: clock)
    let refresh = try await feed.refresh(FeedCache())
    #expect(refresh.checks.map(\.artist.name) == ["Ana", "Bo"])
    #expect(refresh.status.artists == 2)
    #expect(try await feed.view(of: refresh.cache).status.isAllCaughtUp == false)
    #expect(FeedArtistFilter.excludes(name))
    #expect(!FeedArtistFilter.excludes("Various Cruelties"))
  }

  @Test func artistsTriedAndFailedAreNotCountedAsNotCheckedYet() async throws {
    let names = ["Ana", "Bo", "Cy", "Di", "Ed"]
    let (contents, catalog) = FeedFixtures.ownedLibrary(names, cuts: [1, 1, 1, 1, 1])
    let failures = FailureInjector()
    let clock = VirtualClock()
    let library = InMemoryLibraryService(contents: contents, failures: failures, clock: clock)
    let feed = DiscoverFeed(library: library, catalog: catalog, clock: clock)
    failures.fail([.albums], with: .network, once: true)
    let refresh = try await feed.refresh(FeedCache(), batchSize: 3)
    #expect(refresh.status.failures == 1)
    #expect(refresh.status.checked == 2)
    #expect(refresh.status.unchecked == 2)
  }

  @Test func savedChecksOfAVirtualSessionCarryWallClockDates() async throws {
    let clock = VirtualClock()
    let (contents, catalog) = FeedFixtures.ownedLibrary(["Ana", "Bo"], cuts: [1, 1])
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(contents: contents, clock: clock), catalog: catalog,
      clock: clock)
    clock.advance(by: .seconds(90))
    let cache = try await feed.refresh(FeedCache()).cache
    let wallStart = Date(timeIntervalSince1970: 1_800_000_000)
    let rebase = WallClockRebase(virtualStart: VirtualClock.defaultStartDate, wallStart: wallStart)
    let loaded = Date(timeIntervalSince1970: 1_700_000_000)
    var mixed = cache
    let first = try #require(mixed.entries.keys.min())
    mixed.entries[first]?.check?.date = loaded
    let saved = rebase.rebase(
      mixed, virtualNow: clock.date(at: clock.now), wallNow: wallStart.addingTimeInterval(5))
    let dates = saved.entries.values.compactMap(\.check?.date)
    // 90 s of virtual time, but only 5 s passed on the wall: never in the future.
    #expect(dates.contains(wallStart.addingTimeInterval(5)))
    // A check that came from the state directory keeps its date.
    #expect(saved.entries[first]?.check?.date == loaded)
    #expect(!dates.contains { $0 >= VirtualClock.defaultStartDate && $0 < wallStart })
    #expect(
      rebase.wallDate(of: VirtualClock.defaultStartDate, wallNow: .distantFuture) == wallStart)
  }
}
