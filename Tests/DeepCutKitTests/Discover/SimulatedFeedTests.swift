import DeepCutKit
import Foundation
import Testing

/// The feed over a library with no catalog links, as an import has it, on the simulated
/// catalog: the path every imported library takes.
@Suite struct SimulatedFeedTests {
  static let imported = GeneratedLibrary.contents(artists: 200, tracksPerAlbum: 2)

  private func feed() -> (DiscoverFeed, SimulatedCatalog) {
    let catalog = SimulatedCatalog(library: Self.imported)
    let library = InMemoryLibraryService(contents: catalog.linkedLibrary, clock: VirtualClock())
    return (DiscoverFeed(library: library, catalog: catalog, clock: VirtualClock()), catalog)
  }

  @Test func fiveRefreshesCoverTwoHundredArtists() async throws {
    let (feed, _) = feed()
    var cache = FeedCache()
    var checked: [LibraryArtistID] = []
    for _ in 0..<5 {
      let refresh = try await feed.refresh(cache)
      #expect(refresh.checks.count == 40 && refresh.failures.isEmpty)
      checked += refresh.checks.map(\.artist.id)
      cache = refresh.cache
    }
    #expect(Set(checked) == Set(Self.imported.artists.map(\.id)))
    let status = try await feed.status(of: cache)
    #expect(status.checked == 200 && status.unchecked == 0)
    #expect(
      status.unmatched == Self.imported.artists.count { SimulatedCatalog.leavesUnmatched($0.name) })
    #expect(status.unmatched > 0)
    // The sixth refresh starts the second lap where the first began.
    let sixth = try await feed.refresh(cache)
    #expect(sixth.checks.map(\.artist.id) == Array(checked.prefix(40)))
  }

  @Test func importedArtistsOwnSomeReleasesAndHaveCuts() async throws {
    let (feed, _) = feed()
    let refresh = try await feed.refresh(FeedCache(), batchSize: 200)
    let cuts = refresh.checks.compactMap(\.check?.cuts)
    #expect(cuts.count == refresh.matched)
    #expect(cuts.filter { $0.owned > 0 }.count > cuts.count * 8 / 10)
    #expect(refresh.status.artistsWithCuts > cuts.count / 2)
    let view = try await feed.view(of: refresh.cache)
    #expect(view.items.count == refresh.status.artistsWithCuts)
    #expect(view.items.contains { $0.isRecentlyPlayed })
  }

  @Test func theFeedIsTheSameOnEveryRun() async throws {
    let first = try await feed().0.refresh(FeedCache(), batchSize: 60)
    let second = try await feed().0.refresh(FeedCache(), batchSize: 60)
    #expect(first == second)
  }
}
