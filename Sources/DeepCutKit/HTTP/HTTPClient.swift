import Foundation

/// What catalogs call to fetch JSON: a GET that either returns a successful response or throws
/// one `HTTPError`, retries and rate limits already dealt with.
///
/// Catalogs take `any HTTPClient` and a base URL, so a test points them at a local server.
public protocol HTTPClient: Sendable {
  /// The 2xx response to `request`; any other outcome throws.
  func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}

extension HTTPClient {
  /// GETs `url` and decodes the JSON body into `type` (an app-owned `Decodable`).
  public func getJSON<Value: Decodable>(
    _ type: Value.Type, from url: URL, timeout: Duration = .seconds(20)
  ) async throws(HTTPError) -> Value {
    let request = HTTPRequest(
      url: url, headers: ["Accept": "application/json"], timeout: timeout)
    let response = try await send(request)
    do {
      return try JSONDecoder().decode(Value.self, from: response.body)
    } catch {
      var reason = DecodingText.reason(error)
      if case .keyNotFound? = error as? DecodingError {
        reason = "\(url.path) is malformed: " + reason
      }
      throw .undecodable(host: url.host ?? url.absoluteString, reason: reason)
    }
  }
}

/// The `User-Agent` every request carries: `deepcut/VERSION ( CONTACT )`, the form MusicBrainz
/// asks for (a blank or library-default agent is throttled as "anonymous").
public enum UserAgent {
  /// Where the project lives; servers' operators use it to reach the authors.
  public static let contact = "https://github.com/deep-cut-atlas/deepcut"

  /// The header value for deepcut at `version`.
  public static func deepcut(version: String) -> String { "deepcut/\(version) ( \(contact) )" }
}

/// The retrying client: one transport, a `User-Agent` on every request, a rate gate before
/// every attempt, and `RetryPolicy` deciding what happens after a failure.
///
/// Waits (backoff, `Retry-After`) go through `clock`, so tests on a `VirtualClock` are fast and
/// a real session really waits; `random` supplies the jitter. A 429 or 503 also tells the gate,
/// so a shared rate limiter slows every later request down rather than failing the batch
/// (for no longer than `RetryPolicy.maximumServerWait`: a longer ask fails the call with
/// `.asksToWait`). Cancellation ends the call at once with `.cancelled`.
public struct RetryingHTTPClient: HTTPClient {
  public let transport: any HTTPTransport
  public let userAgent: String
  public let policy: RetryPolicy
  public let clock: any SessionClock
  public let gate: (any RequestGate)?
  public let random: @Sendable () -> Double
  /// Told before a wait of more than a second ("retrying HOST in 5 s…"), so a person at a
  /// terminal knows why nothing happens; `nil` says nothing.
  public let notice: (@Sendable (String) -> Void)?

  public init(
    transport: any HTTPTransport, userAgent: String, policy: RetryPolicy = RetryPolicy(),
    clock: any SessionClock, gate: (any RequestGate)? = nil,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    notice: (@Sendable (String) -> Void)? = nil
  ) {
    self.transport = transport
    self.userAgent = userAgent
    self.policy = policy
    self.clock = clock
    self.gate = gate
    self.random = random
    self.notice = notice
  }

  public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    var request = request
    request.headers["User-Agent"] = userAgent
    let host = request.url.host ?? request.url.absoluteString
    let deadline = clock.now + policy.overallDeadline
    var attempt = 1
    while true {
      do {
        try await gate?.admit()
      } catch {
        throw .cancelled
      }
      guard !Task.isCancelled else { throw .cancelled }
      let failure: HTTPError
      do {
        let response = try await transport.perform(request)
        if response.isSuccess { return response }
        failure = HTTPError.from(response, host: host)
      } catch {
        failure = error
      }
      if case .status(let code, _, _, let retryAfter) = failure, code == 429 || code == 503 {
        await gate?.throttled(retryAfter: retryAfter.map { min($0, policy.maximumServerWait) })
        if let retryAfter, retryAfter > policy.maximumServerWait {
          throw .asksToWait(host: host, wait: retryAfter)
        }
      }
      guard let delay = policy.delay(after: failure, attempt: attempt, random: random()),
        clock.now + delay < deadline
      else { throw failure }
      if delay > .seconds(1) {
        notice?("retrying \(host) in \(HTTPError.wait(delay))…")
      }
      do {
        try await clock.sleep(for: delay)
      } catch {
        throw .cancelled
      }
      attempt += 1
    }
  }
}

/// One line about why JSON did not decode, without the decoder's nested context dump.
enum DecodingText {
  static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON (truncated?)" : "bad value at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      "missing '\(key.stringValue)' at \(path(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "unexpected value at \(path(context.codingPath))"
    default:
      "not valid JSON"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty
      ? "the top"
      : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
  }
}
