import FixtureServer
import Foundation
import Testing

@testable import DeepCutKit

/// The catalog against the loopback server: `next` followed as given across pages, release
/// types, search, the storefront in every path, and the feed over the real service.
@Suite struct AppleMusicCatalogTests {
  @Test func sixtyAlbumsOverThreePagesOfNext() async throws {
    let fixture = try await AppleMusicServer.start()
    let releases = try await fixture.catalog.allReleases(of: CatalogArtistID("500817163")!)
    #expect(releases.count == 60)
    #expect(Set(releases.map(\.id)).count == 60)
    #expect(
      try await fixture.targets() == [
        "/v1/catalog/gb/artists/500817163/albums?limit=25",
        "/v1/catalog/gb/artists/500817163/albums?offset=25",
        "/v1/catalog/gb/artists/500817163/albums?offset=50",
      ])
    let types = Set(releases.map(\.releaseType))
    #expect(types.isSuperset(of: [.album, .single, .ep, .compilation]))
    #expect(
      releases.allSatisfy { !$0.title.hasSuffix(" - Single") && !$0.title.hasSuffix(" - EP") })
  }

  @Test func aLibraryIDIsRefusedBeforeAnythingIsSent() async throws {
    let fixture = try await AppleMusicServer.start()
    let error = await AppleMusicServer.serviceError {
      _ = try await fixture.catalog.releases(
        of: CatalogArtistID(unchecked: "r.y8mMT7t"), limit: 25, after: nil)
    }
    #expect(error?.kind == .notfound)
    let cursor = await AppleMusicServer.serviceError {
      _ = try await fixture.catalog.releases(
        of: CatalogArtistID("1")!, limit: 25,
        after: "/v1/catalog/gb/artists/r.y8mMT7t/albums?offset=25")
    }
    #expect(cursor?.kind == .notfound)
    #expect(try await fixture.server.requests().isEmpty)
  }

  @Test func searchFindsExactNamesOnlyAndSaysNothingForNoHits() async throws {
    let fixture = try await AppleMusicServer.start()
    let found = try await fixture.catalog.searchArtists("Acid Bath")
    #expect(found.map(\.name) == ["Acid Bath", "Acid Bath Tribute Band"])
    #expect(try await fixture.catalog.artist(named: "Acid Bath")?.id.rawValue == "5765078")
    #expect(try await fixture.catalog.searchArtists("Nobody Here").isEmpty)
    #expect(try await fixture.catalog.artist(named: "Nobody Here") == nil)
    #expect(
      try await fixture.targets().first
        == "/v1/catalog/gb/search?term=Acid+Bath&types=artists&limit=25")
  }

  @Test func theFeedOverTheRealServiceAndCatalog() async throws {
    let fixture = try await AppleMusicServer.start()
    let feed = DiscoverFeed(
      library: fixture.library, catalog: fixture.catalog, clock: fixture.clock)
    let refresh = try await feed.refresh(FeedCache(), batchSize: 200)
    // The fixtures hold four discographies; the other linked artists' answer 404, each counted.
    #expect(refresh.matched == 4)
    #expect(refresh.failures.allSatisfy { $0.reason.contains("HTTP 404") }, "\(refresh.failures)")
    let byName = Dictionary(uniqueKeysWithValues: refresh.checks.map { ($0.artist.name, $0) })
    // The app's figures, in shape: total counts albums, EPs, live records and compilations.
    guard case .matched(_, let rocky) = byName["A$AP Rocky"]?.check?.outcome else {
      Issue.record("A$AP Rocky was not matched")
      return
    }
    #expect(rocky.owned == 4)
    #expect(rocky.total == rocky.owned + rocky.cuts.count)
    guard case .unmatched = byName["Orville Peck"]?.check?.outcome else {
      Issue.record("Orville Peck should be unmatched")
      return
    }
    guard case .unmatched = byName["The Silver Anchors"]?.check?.outcome else {
      Issue.record("The Silver Anchors should be unmatched (40403)")
      return
    }
    // Every catalog request used a catalog id.
    let requests = try await fixture.server.requests()
    let catalog = requests.filter { $0.path.hasPrefix("/v1/catalog/") }
    #expect(!catalog.isEmpty)
    #expect(catalog.allSatisfy { !AppleMusicPath.carriesLibraryID($0.target) })
  }
}
