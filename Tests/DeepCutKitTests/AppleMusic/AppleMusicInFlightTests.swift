import FixtureServer
import Foundation
import Synchronization
import Testing

@testable import DeepCutKit

/// At most 8 requests are in flight at once, and a feed refresh over Apple Music overlaps its
/// artists without changing what it finds or the order it reports.
@Suite struct AppleMusicInFlightTests {
  /// Counts the calls under way through it, and the most at once.
  final class CountingClient: HTTPClient {
    let base: any HTTPClient
    private let counts = Mutex((now: 0, most: 0))

    init(_ base: any HTTPClient) { self.base = base }

    var most: Int { counts.withLock { $0.most } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
      counts.withLock {
        $0.now += 1
        $0.most = max($0.most, $0.now)
      }
      defer { counts.withLock { $0.now -= 1 } }
      return try await base.send(request)
    }
  }

  @Test func noMoreThanEightAtOnce() async throws {
    let server = try await FixtureServer.start(
      routes: [FixtureServer.appleMusicRoutes], latency: 0.05)
    let counting = CountingClient(
      RetryingHTTPClient(
        transport: AppleMusicServer.transport, userAgent: "deepcut/test", clock: VirtualClock()))
    let client = InFlightLimitedHTTPClient(counting, limit: 8)
    let url = server.baseURL.appendingPathComponent("v1/me/storefront")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<30 {
        group.addTask { _ = try await client.send(HTTPRequest(url: url)) }
      }
      try await group.waitForAll()
    }
    #expect(counting.most <= 8)
    #expect(counting.most >= 2)
    #expect(try await server.requests().count == 30)
  }

  @Test func aConcurrentRefreshReportsInBatchOrderAndFindsTheSame() async throws {
    let fixture = try await AppleMusicServer.start(latency: 0.02)
    #expect(fixture.catalog.concurrentChecks == 8)
    let library = fixture.library
    // The user's storefront (gb), read on first use.
    let catalog = AppleMusicCatalog(
      api: fixture.api, storefronts: .users(), failures: fixture.failures)
    let concurrent = try await DiscoverFeed(
      library: library, catalog: catalog, clock: fixture.clock
    )
    .refresh(FeedCache(), batchSize: 40)
    // Eight checks at once still fetch each collection, and the storefront, once.
    #expect(try await fixture.targets("/v1/me/library/albums").count == 2)
    #expect(try await fixture.targets("/v1/me/storefront").count == 1)
    let sequential = try await DiscoverFeed(
      library: library, catalog: OneAtATime(base: fixture.catalog), clock: fixture.clock
    ).refresh(FeedCache(), batchSize: 40)
    #expect(concurrent.checks.map(\.artist.name) == sequential.checks.map(\.artist.name))
    #expect(concurrent.checks.map(\.check?.cuts) == sequential.checks.map(\.check?.cuts))
    #expect(concurrent.matched == 4)
  }
}

/// A catalog that checks one artist at a time, to compare against.
private struct OneAtATime: CatalogSource {
  let base: any CatalogSource
  var label: String { base.label }
  var isSimulated: Bool { base.isSimulated }

  func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?) async throws
    -> Page<CatalogRelease>
  {
    try await base.releases(of: artist, limit: limit, after: cursor)
  }
}
