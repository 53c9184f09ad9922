import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// A MusicBrainz catalog wired to a fresh fixture server and a fresh state directory.
struct MusicBrainzHarness {
  let server: FixtureServer
  let state: StateDirectory
  let catalog: MusicBrainzCatalog
  let clock: VirtualClock
  let today: LockedDate

  /// The fixtures' MBIDs by artist name (written by make_fixtures.py).
  static let mbids: [String: String] = {
    let url = FixtureServer.musicBrainzRoutes.deletingLastPathComponent()
      .appendingPathComponent("mbids.json")
    return try! JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
  }()

  static func start(
    settings: MusicBrainzCatalog.Settings = .init(),
    routes: [URL] = [FixtureServer.musicBrainzRoutes]
  ) async throws -> MusicBrainzHarness {
    let server = try await FixtureServer.start(routes: routes)
    let state = try StateDirectory.temporary()
    let clock = VirtualClock()
    let client = RetryingHTTPClient(
      transport: CurlTransport(), userAgent: UserAgent.deepcut(version: "0.1.0"),
      policy: RetryPolicy(maximumAttempts: 3), clock: clock,
      gate: RateLimiter(schedule: .musicBrainz, clock: clock), random: { 0.5 })
    let today = LockedDate(Date(timeIntervalSince1970: 1_790_000_000))
    let catalog = MusicBrainzCatalog(
      client: client, query: MusicBrainzQuery(baseURL: server.baseURL),
      cache: MusicBrainzCache(state: state), settings: settings, now: { today.value })
    return MusicBrainzHarness(
      server: server, state: state, catalog: catalog, clock: clock, today: today)
  }

  func stop() {
    server.stop()
    state.removeAll()
  }

  /// A second catalog over the same state directory (another session), offline or not.
  func sibling(offline: Bool) throws -> MusicBrainzCatalog {
    MusicBrainzCatalog(
      client: catalog.client, query: catalog.query, cache: MusicBrainzCache(state: state),
      settings: .init(offline: offline), now: { today.value })
  }
}

/// A date the test moves forward, read by the catalog as its present.
final class LockedDate: Sendable {
  private let date: LockedValue<Date>
  init(_ date: Date) { self.date = LockedValue(date) }
  var value: Date { date.withLock { $0 } }
  func advance(days: Double) { date.withLock { $0 = $0.addingTimeInterval(days * 86_400) } }
}
