import Foundation

@testable import DeepCutKit
@testable import FixtureServer

/// The popularity source over a fresh state directory, pointed at a fixture server with the
/// ListenBrainz routes, on the real clock (the server's rate window is in real time).
struct ListenBrainzHarness {
  let server: FixtureServer
  let state: StateDirectory
  let source: ListenBrainzPopularity
  let settings: LockedValue<MusicBrainzCatalog.Settings>
  let today: LockedDate

  static func start(token: AppleMusicToken? = nil) async throws -> ListenBrainzHarness {
    let server = try await FixtureServer.start(routes: [FixtureServer.listenBrainzRoutes])
    let state = try StateDirectory.temporary()
    let clock = RealClock()
    let gate = PopularityRateGate(base: CurlTransport(), clock: clock, sharedIn: state)
    let client = RetryingHTTPClient(
      transport: gate, userAgent: UserAgent.deepcut(version: "0.1.0"),
      policy: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(50)), clock: clock,
      random: { 0.5 })
    let settings = LockedValue(MusicBrainzCatalog.Settings())
    let today = LockedDate(Date())
    let source = ListenBrainzPopularity(
      client: client, baseURL: server.baseURL, cache: PopularityCache(state: state),
      settings: { settings.withLock { $0 } }, token: token, now: { today.value })
    return ListenBrainzHarness(
      server: server, state: state, source: source, settings: settings, today: today)
  }

  func stop() {
    server.stop()
    state.removeAll()
  }

  /// The MBIDs each logged popularity request asked for, in order.
  func batches() async throws -> [[String]] {
    try await server.requests().filter { $0.path == "/1/popularity/release-group" }.map {
      let body = try JSONDecoder().decode(
        [String: [String]].self, from: Data(($0.body ?? "").utf8))
      return body["release_group_mbids"] ?? []
    }
  }

  /// `count` valid MBIDs the fixtures do not hold.
  static func unknownMBIDs(_ count: Int) -> [String] {
    (0..<count).map { String(format: "00000000-0000-4000-8000-%012x", $0) }
  }
}
