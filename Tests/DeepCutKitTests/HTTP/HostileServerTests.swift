import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// Nothing a server sends can exhaust a session: answers are bounded as they arrive, a
/// `Retry-After` of any text neither crashes nor holds the limiter for long, and a DNS failure
/// or a notice-worthy wait behaves as a person at a terminal expects.
@Suite struct HostileServerTests {
  static let routes = HTTPClientTests.routes

  /// The error `send` throws for one GET of `path`.
  static func failure(
    _ server: FixtureServer, _ path: String = "greeting", clock: VirtualClock = VirtualClock(),
    gate: (any RequestGate)? = nil, notice: (@Sendable (String) -> Void)? = nil
  ) async -> HTTPError? {
    let client = RetryingHTTPClient(
      transport: HTTPClientTests.sharedTransport, userAgent: HTTPClientTests.agent,
      policy: RetryPolicy(maximumAttempts: 3), clock: clock, gate: gate, random: { 0.5 },
      notice: notice)
    do {
      _ = try await client.send(
        HTTPRequest(url: server.baseURL.appendingPathComponent(path), timeout: .seconds(20)))
      return nil
    } catch {
      return error
    }
  }

  @Test func anEndlessBodyStopsAtTheLimitAndIsNotRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.endlessBody, times: -1)])
    let started = ContinuousClock.now
    let error = await Self.failure(server)
    #expect(error == .tooLarge(host: "127.0.0.1", what: "body", limit: 4 << 20))
    #expect(
      error?.description
        == "the answer from 127.0.0.1 is too large (body over 4 MiB); nothing of it was used")
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(try await server.requests().count == 1)
  }

  @Test func aHugeAnnouncedBodyIsRefusedBeforeItArrives() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.hugeBody(bytes: 100 << 20, chunked: false))])
    #expect(
      await Self.failure(server) == .tooLarge(host: "127.0.0.1", what: "body", limit: 4 << 20))
    #expect(try await server.requests().count == 1)
  }

  @Test func aHugeChunkedBodyStopsAtTheLimit() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.hugeBody(bytes: 20 << 20, chunked: true))])
    #expect(
      await Self.failure(server) == .tooLarge(host: "127.0.0.1", what: "body", limit: 4 << 20))
  }

  @Test func aBodyJustUnderTheLimitIsKept() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.hugeBody(bytes: (4 << 20) - 1, chunked: true))])
    let client = HTTPClientTests.client()
    let response = try await client.send(
      HTTPRequest(url: server.baseURL.appendingPathComponent("greeting")))
    #expect(response.body.count == (4 << 20) - 1)
  }

  @Test func aHundredKilobyteHeaderIsOneClearLineAndNotRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.hugeHeader(bytes: 100_000), times: -1)])
    let error = await Self.failure(server)
    #expect(error == .tooLarge(host: "127.0.0.1", what: "headers", limit: 64 << 10))
    #expect(error?.description.contains("Out of memory") == false)
    #expect(try await server.requests().count == 1)
  }

  @Test func headersOverTheLimitInSeveralLinesAreStoppedToo() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let headers = Dictionary(
      uniqueKeysWithValues: (0..<20).map { ("X-Pad-\($0)", String(repeating: "b", count: 4000)) })
    try await server.inject([Fault(.status(200, headers: headers, body: "{}"))])
    #expect(
      await Self.failure(server) == .tooLarge(host: "127.0.0.1", what: "headers", limit: 64 << 10))
  }

  /// Every `Retry-After` text the issue found, through a real 503: no crash, no wait longer
  /// than the clamp, and a limiter file that still lets the next request go soon.
  @Test(arguments: [
    "1000000000", "9223372036854775807", "99999999999999999999999", "Fri, 31 Dec 9999 23:59:59 GMT",
  ])
  func aRetryAfterBeyondTheClampFailsTheCallAndHoldsTenMinutesAtMost(_ value: String)
    async throws
  {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": value]), times: -1)])
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let clock = VirtualClock()
    let limiter = RateLimiter(
      schedule: .musicBrainz, clock: clock, sharedIn: state, name: "musicbrainz-rate")
    let error = try #require(await Self.failure(server, clock: clock, gate: limiter))
    guard case .asksToWait(_, let wait) = error else {
      Issue.record("expected asksToWait, got \(error)")
      return
    }
    #expect(wait > .seconds(600))
    #expect(error.description.hasSuffix("; try later"))
    #expect(clock.now.sinceStart == .zero)
    #expect(try await server.requests().count == 1)
    let saved = try #require(
      try state.read("musicbrainz-rate").map { String(decoding: $0, as: UTF8.self) })
    let held = try #require(Double(saved)) - clock.date(at: clock.now).timeIntervalSince1970
    #expect(held <= RateLimiter.maximumHold + 3)
    // The next request waits out the clamp, not the ask.
    try await limiter.admit()
    #expect(clock.now.sinceStart <= .seconds(Int64(RateLimiter.maximumHold) + 3))
  }

  @Test(arguments: ["1e300", "inf", "-inf", "nan", "-5", "1.5", "0x10", "", "  "])
  func aRetryAfterThatIsNotDelaySecondsReadsAsNone(_ value: String) async throws {
    #expect(RetryAfter.parse(value) == nil)
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": value]))])
    let clock = VirtualClock()
    let gate = CountingGate()
    #expect(await Self.failure(server, clock: clock, gate: gate) == nil)
    #expect(await gate.throttles == [nil])
    #expect(clock.now.sinceStart < .seconds(2))
  }

  @Test func retryAfterParsingIsTotal() {
    let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    #expect(RetryAfter.parse("9223372036854775807") == RetryAfter.longest)
    #expect(RetryAfter.parse(String(repeating: "9", count: 400)) == RetryAfter.longest)
    #expect(RetryAfter.parse("Fri, 31 Dec 9999 23:59:59 GMT", now: now) == RetryAfter.longest)
    #expect(RetryAfter.parse("300") == .seconds(300))
    #expect(HTTPError.wait(RetryAfter.longest) == "more than a year")
    #expect(HTTPError.wait(.seconds(1_000_000_000)) == "more than a year")
    #expect(HTTPError.wait(.seconds(900)) == "15 minutes")
  }

  @Test func aWaitOfSecondsIsWaitedOutAndSaidOnTheNotice() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": "20"]))])
    let clock = VirtualClock()
    let notices = LockedValue<[String]>([])
    let error = await Self.failure(
      server, clock: clock, notice: { line in notices.withLock { $0.append(line) } })
    #expect(error == nil)
    #expect(clock.now.sinceStart >= .seconds(20))
    #expect(notices.withLock { $0 } == ["retrying 127.0.0.1 in 20 s…"])
  }

  /// Longer than a call sleeps (30 s) but within the clamp: the call fails with the server's
  /// answer, and the shared limiter holds later requests as long as asked.
  @Test func aWaitOfMinutesFailsTheCallAndHoldsTheLimiterThatLong() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": "300"]))])
    let clock = VirtualClock()
    let gate = CountingGate()
    let error = await Self.failure(server, clock: clock, gate: gate)
    #expect(error?.retryAfter == .seconds(300))
    #expect(await gate.throttles == [.seconds(300)])
    #expect(clock.now.sinceStart == .zero)
  }

  @Test func aShortWaitHasNoNotice() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": "1"]))])
    let notices = LockedValue<[String]>([])
    #expect(await Self.failure(server, notice: { l in notices.withLock { $0.append(l) } }) == nil)
    #expect(notices.withLock { $0 }.isEmpty)
  }

  @Test func aDNSFailureIsRetriedOnceAtMost() {
    let policy = RetryPolicy()
    let unknown = HTTPError.unknownHost(host: "nosuch.invalid")
    #expect(policy.delay(after: unknown, attempt: 1, random: 0) != nil)
    #expect(policy.delay(after: unknown, attempt: 2, random: 0) == nil)
    #expect(unknown.description == "cannot reach nosuch.invalid: unknown host")
    #expect(MusicBrainzError.from(unknown) as? MusicBrainzError == .unreachable(unknown))
  }

  @Test func aMusicBrainzAskBeyondTheClampSaysTryLater() {
    let error = MusicBrainzError.failed(.asksToWait(host: "musicbrainz.org", wait: .seconds(7200)))
    #expect(error.description == "MusicBrainz asks to wait 2 hours; try later")
  }
}
