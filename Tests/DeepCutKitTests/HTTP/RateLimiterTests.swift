import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// The rate limit: the schedule as a pure state machine, and real runs measured from the
/// fixture server's own log.
@Suite struct RateLimiterTests {
  @Test func aBurstGoesAtOnceThenOnePerSpacing() {
    let schedule = RateSchedule(spacing: .seconds(1), burst: 3)
    var due = 0.0
    var starts: [Double] = []
    for _ in 0..<6 {
      let (start, next) = schedule.reserve(at: 100, nextDue: due)
      starts.append(start)
      due = next
    }
    #expect(starts == [100, 100, 100, 101, 102, 103])
  }

  @Test func aPauseRefillsTheBurstButNoMore() {
    let schedule = RateSchedule(spacing: .seconds(1), burst: 2)
    var due = schedule.reserve(at: 0, nextDue: 0).nextDue
    due = schedule.reserve(at: 0, nextDue: due).nextDue
    let (afterPause, next) = schedule.reserve(at: 50, nextDue: due)
    #expect(afterPause == 50)
    #expect(schedule.reserve(at: 50, nextDue: next).start == 50)
    #expect(schedule.reserve(at: 50, nextDue: next + 1).start == 51)
  }

  @Test func holdingOffSpendsTheBurst() {
    let schedule = RateSchedule(spacing: .seconds(1), burst: 3)
    let due = schedule.holdingOff(until: 10, nextDue: 0)
    #expect(schedule.reserve(at: 0, nextDue: due).start == 10)
    #expect(schedule.reserve(at: 0, nextDue: due + 1).start == 11)
  }

  @Test func theWindowCheckSeesABurstTooMany() {
    let schedule = RateSchedule(spacing: .milliseconds(100), burst: 2)
    let (seen, allowed) = schedule.worstWindow(of: [0, 0.01, 0.02, 0.03, 0.5], window: 0.1)
    #expect(seen == 4)
    #expect(allowed == 3)
  }

  @Test func onAVirtualClockTheLimiterWaitsExactlyTheSchedule() async throws {
    let clock = VirtualClock()
    let limiter = RateLimiter(schedule: RateSchedule(spacing: .seconds(1), burst: 2), clock: clock)
    var times: [Duration] = []
    for _ in 0..<5 {
      try await limiter.admit()
      times.append(clock.now.sinceStart)
    }
    #expect(times == [.zero, .zero, .seconds(1), .seconds(2), .seconds(3)])
    await limiter.throttled(retryAfter: .seconds(10))
    try await limiter.admit()
    #expect(clock.now.sinceStart == .seconds(13))
  }

  static let routes = FixtureServer.folder.appendingPathComponent("Fixtures/HTTP/routes.json")

  /// Sends `count` requests from `tasks` concurrent tasks through `client`.
  static func run(_ client: RetryingHTTPClient, to server: FixtureServer, count: Int, tasks: Int)
    async throws
  {
    let url = server.baseURL.appendingPathComponent("greeting")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for _ in stride(from: task, to: count, by: tasks) {
            _ = try await client.send(HTTPRequest(url: url))
          }
        }
      }
      try await group.waitForAll()
    }
  }

  /// The most requests the server logged in any window of ten spacings, and how many allowed.
  ///
  /// The schedule allows the burst plus one per spacing; one more comes at each edge of the
  /// window for the jitter between leaving the client and arriving at the server on a loaded
  /// machine (the server logs arrivals, so a request held up in flight can join the next
  /// window). Without the limiter the same check still fails by far.
  static func worstWindow(_ schedule: RateSchedule, _ log: [LoggedRequest]) -> (Int, Int) {
    let (seen, allowed) = schedule.worstWindow(of: log.map(\.time), window: schedule.spacing * 10)
    return (seen, allowed + 2)
  }

  @Test func twoHundredConcurrentRequestsKeepToTheLimitInTheServersLog() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let schedule = RateSchedule(spacing: .milliseconds(25), burst: 3)
    let clock = RealClock()
    let client = RetryingHTTPClient(
      transport: CurlTransport(), userAgent: "deepcut-test/1 ( test )", clock: clock,
      gate: RateLimiter(schedule: schedule, clock: clock))
    try await Self.run(client, to: server, count: 200, tasks: 4)
    let log = try await server.requests()
    #expect(log.count == 200)
    let (seen, allowed) = Self.worstWindow(schedule, log)
    #expect(seen <= allowed)
    let span = log.last!.time - log.first!.time
    #expect(span >= schedule.spacing * Double(200 - schedule.burst) * 0.9)
  }

  /// The schedule is one a second, 40 times the spacing above: the check must fail for any
  /// client without a limiter, and a loaded two-core machine sent only six a second (12 in the
  /// 2 s window of a 200 ms schedule, which allows 15).
  @Test func withoutTheLimiterTheSameCheckFails() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let schedule = RateSchedule(spacing: .seconds(1), burst: 3)
    let client = RetryingHTTPClient(
      transport: CurlTransport(), userAgent: "deepcut-test/1 ( test )", clock: RealClock())
    try await Self.run(client, to: server, count: 30, tasks: 4)
    let (seen, allowed) = Self.worstWindow(schedule, try await server.requests())
    #expect(seen > allowed)
  }

  @Test func twoLimitersSharingAStateDirectoryTogetherKeepToTheLimit() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let schedule = RateSchedule(spacing: .milliseconds(25), burst: 3)
    let clients = (0..<2).map { _ in
      let clock = RealClock()
      return RetryingHTTPClient(
        transport: CurlTransport(), userAgent: "deepcut-test/1 ( test )", clock: clock,
        gate: RateLimiter(
          schedule: schedule, clock: clock, sharedIn: state, name: "musicbrainz-rate"))
    }
    async let first: Void = Self.run(clients[0], to: server, count: 100, tasks: 2)
    async let second: Void = Self.run(clients[1], to: server, count: 100, tasks: 2)
    _ = try await (first, second)
    let log = try await server.requests()
    #expect(log.count == 200)
    let (seen, allowed) = Self.worstWindow(schedule, log)
    #expect(seen <= allowed)
  }
}
