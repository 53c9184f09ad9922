import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// The retrying client against a real server on 127.0.0.1: what it sends, and what every fault
/// the server can produce turns into (retried, or one error line).
@Suite struct HTTPClientTests {
  struct Greeting: Decodable, Equatable {
    var greeting: String
    var count: Int
  }

  static let routes = FixtureServer.folder.appendingPathComponent("Fixtures/HTTP/routes.json")
  static let agent = UserAgent.deepcut(version: "9.9.9")

  /// A client whose waits run on `clock` (virtual: instant) and whose jitter is fixed.
  static func client(
    clock: VirtualClock = VirtualClock(), gate: (any RequestGate)? = nil,
    policy: RetryPolicy = RetryPolicy(maximumAttempts: 3)
  ) -> RetryingHTTPClient {
    RetryingHTTPClient(
      transport: sharedTransport, userAgent: agent, policy: policy, clock: clock, gate: gate,
      random: { 0.5 })
  }

  static let sharedTransport = CurlTransport()

  /// The error `body` throws, or `nil` when it succeeds.
  static func error(_ body: () async throws(HTTPError) -> Greeting) async -> HTTPError? {
    do {
      _ = try await body()
      return nil
    } catch {
      return error
    }
  }

  @Test func sendsUserAgentAcceptAndTheQueryAsGiven() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let url = URL(string: "\(server.baseURL)/greeting?query=artist%3A%22AC%5C%2FDC%22&fmt=json")!
    let greeting = try await Self.client().getJSON(Greeting.self, from: url)
    #expect(greeting == Greeting(greeting: "hello", count: 2))
    let logged = try #require(try await server.requests().first)
    #expect(logged.path == "/greeting")
    #expect(logged.query == ["query": #"artist:"AC\/DC""#, "fmt": "json"])
    #expect(logged.header("User-Agent") == "deepcut/9.9.9 ( \(UserAgent.contact) )")
    #expect(logged.header("Accept") == "application/json")
  }

  @Test func a503WithRetryAfterIsRetriedAfterTheWaitAndTellsTheGate() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([
      Fault(
        .status(
          503, headers: ["Retry-After": "5", "X-RateLimit-Zone": "per-ip"],
          body: #"{"error":"Your requests are exceeding the allowable rate limit."}"#))
    ])
    let clock = VirtualClock()
    let gate = CountingGate()
    let url = server.baseURL.appendingPathComponent("greeting")
    let greeting = try await Self.client(clock: clock, gate: gate).getJSON(Greeting.self, from: url)
    #expect(greeting.greeting == "hello")
    #expect(try await server.requests().map(\.status) == [503, 200])
    #expect(clock.now.sinceStart >= .seconds(5))
    #expect(await gate.admitted == 2)
    #expect(await gate.throttles == [.seconds(5)])
  }

  @Test func aGlobalShedWithRetryAfterZeroStillBacksOff() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let busy =
      #"{"error": "The MusicBrainz web server is currently busy. Please try again later."}"#
    try await server.inject([
      Fault(.status(503, headers: ["Retry-After": "0", "X-RateLimit-Zone": "global"], body: busy))
    ])
    let clock = VirtualClock()
    let url = server.baseURL.appendingPathComponent("greeting")
    _ = try await Self.client(clock: clock).getJSON(Greeting.self, from: url)
    #expect(try await server.requests().count == 2)
    #expect(clock.now.sinceStart > .zero)
  }

  @Test func anHTMLGatewayPageGivesOneLineAfterTheRetries() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let url = server.baseURL.appendingPathComponent("not-json")
    let error = try #require(
      await Self.error { () async throws(HTTPError) in
        try await Self.client().getJSON(Greeting.self, from: url)
      })
    #expect(error.description == "HTTP 502 from 127.0.0.1: 502 Bad Gateway Bad Gateway")
    #expect(error.serviceError == .network)
    #expect(try await server.requests().count == 3)
  }

  @Test func a500WithHTMLIsRetriedThenSucceeds() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([
      Fault(.status(500, body: "<html><body><h1>Internal\nServer Error</h1></body></html>"))
    ])
    let url = server.baseURL.appendingPathComponent("greeting")
    _ = try await Self.client().getJSON(Greeting.self, from: url)
    #expect(try await server.requests().map(\.status) == [500, 200])
  }

  @Test func notFoundAndBadRequestAreNeverRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let client = Self.client()
    let missing = try #require(
      await Self.error { () async throws(HTTPError) in
        try await client.getJSON(
          Greeting.self, from: server.baseURL.appendingPathComponent("missing"))
      })
    #expect(missing.description == "HTTP 404 from 127.0.0.1: Not Found")
    #expect(missing.serviceError == .notFound("Not Found"))
    let bad = try #require(
      await Self.error { () async throws(HTTPError) in
        try await client.getJSON(Greeting.self, from: server.baseURL.appendingPathComponent("bad"))
      })
    #expect(bad.description == "HTTP 400 from 127.0.0.1: Invalid mbid.")
    #expect(try await server.requests().count == 2)
  }

  @Test func a429IsRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(429, body: #"{"errors":[{"title":"Too Many"}]}"#))])
    let gate = CountingGate()
    let url = server.baseURL.appendingPathComponent("greeting")
    _ = try await Self.client(gate: gate).getJSON(Greeting.self, from: url)
    #expect(try await server.requests().map(\.status) == [429, 200])
    #expect(await gate.throttles == [nil])
  }

  @Test func truncatedJSONIsOneLineAndNotRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.truncate)])
    let url = server.baseURL.appendingPathComponent("greeting")
    let error = try #require(
      await Self.error { () async throws(HTTPError) in
        try await Self.client().getJSON(Greeting.self, from: url)
      })
    #expect(error.description == "unreadable answer from 127.0.0.1: not valid JSON (truncated?)")
    #expect(try await server.requests().count == 1)
  }

  @Test func aConnectionClosedMidBodyIsRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.closeMidBody)])
    let url = server.baseURL.appendingPathComponent("greeting")
    _ = try await Self.client().getJSON(Greeting.self, from: url)
    #expect(try await server.requests().count == 2)
  }

  @Test func aDroppedConnectionIsRetried() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.drop)])
    let url = server.baseURL.appendingPathComponent("greeting")
    _ = try await Self.client().getJSON(Greeting.self, from: url)
    #expect(try await server.requests().map(\.status) == [nil, 200])
  }

  @Test func aResponseSlowerThanTheTimeoutTimesOutThenRetries() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.slow(seconds: 3))])
    let url = server.baseURL.appendingPathComponent("greeting")
    let greeting = try await Self.client().getJSON(
      Greeting.self, from: url, timeout: .milliseconds(400))
    #expect(greeting.count == 2)
    #expect(try await server.requests().count == 2)
  }

  @Test func everyAttemptTimingOutIsOneLine() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.slow(seconds: 3), times: -1)])
    let url = server.baseURL.appendingPathComponent("greeting")
    let error = try #require(
      await Self.error { () async throws(HTTPError) in
        try await Self.client(policy: RetryPolicy(maximumAttempts: 2))
          .getJSON(Greeting.self, from: url, timeout: .milliseconds(300))
      })
    #expect(error == .timedOut(host: "127.0.0.1"))
    #expect(error.serviceError == .network)
  }

  @Test func connectionRefusedIsOneLine() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    let url = server.baseURL.appendingPathComponent("greeting")
    server.stop()
    try await Task.sleep(for: .milliseconds(100))
    let error = try #require(
      await Self.error { () async throws(HTTPError) in
        try await Self.client().getJSON(Greeting.self, from: url)
      })
    #expect(error == .refused(host: "127.0.0.1"))
    #expect(error.description == "cannot reach 127.0.0.1: connection refused")
  }

  @Test func theOverallDeadlineEndsTheRetries() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.status(503, headers: ["Retry-After": "5"]), times: -1)])
    let policy = RetryPolicy(maximumAttempts: 10, overallDeadline: .seconds(8))
    let url = server.baseURL.appendingPathComponent("greeting")
    let error = try #require(
      await Self.error { () async throws(HTTPError) in
        try await Self.client(policy: policy).getJSON(Greeting.self, from: url)
      })
    #expect(error.serviceError == .rateLimited(retryAfterSeconds: 5))
    #expect(try await server.requests().count == 2)
  }

  @Test func cancellationEndsTheCallBeforeTheServerAnswers() async throws {
    let server = try await FixtureServer.start(routes: [Self.routes])
    try await server.inject([Fault(.slow(seconds: 30))])
    let url = server.baseURL.appendingPathComponent("greeting")
    let call = Task { () async throws(HTTPError) -> Greeting in
      try await Self.client().getJSON(Greeting.self, from: url, timeout: .seconds(60))
    }
    while try await server.requests().isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    call.cancel()
    let result = await call.result
    #expect(throws: HTTPError.cancelled) { try result.get() }
    // The server is still holding its answer: the call did not wait for it.
    #expect(try await server.requests().map(\.status) == [nil])
  }
}

/// A gate that lets everything through and remembers what it was told.
actor CountingGate: RequestGate {
  var admitted = 0
  var throttles: [Duration?] = []

  func admit() async throws { admitted += 1 }
  func throttled(retryAfter: Duration?) async { throttles.append(retryAfter) }
}
