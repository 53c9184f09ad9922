import Foundation

/// Why an HTTP call failed, with a one-line description a person can act on.
///
/// Every case reads as one line, whatever the server sent: an HTML gateway page becomes
/// "HTTP 502 from HOST" plus at most a short excerpt of its text, never the page itself.
public enum HTTPError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No answer in time (the per-attempt timeout, or the overall deadline).
  case timedOut(host: String)
  /// Nothing listens there (connection refused): retried once at most.
  case refused(host: String)
  /// The name does not resolve (DNS): retried once at most, as a refusal is.
  case unknownHost(host: String)
  /// The answer was larger than the request allows (`what`: "body" or "headers"); nothing of
  /// it is used, and asking again would get the same.
  case tooLarge(host: String, what: String, limit: Int)
  /// The server asked to wait longer than deepcut waits (`RetryPolicy.maximumServerWait`):
  /// the call fails now rather than hang, and later calls are not held up that long.
  case asksToWait(host: String, wait: Duration)
  /// The connection could not be made or broke before the response was complete.
  case connection(host: String, reason: String)
  /// The server answered with an error status. `message` is the server's own error text
  /// (the `error` field of a JSON body) or a short excerpt of a non-JSON body.
  case status(Int, host: String, message: String, retryAfter: Duration?)
  /// The body did not decode into what the caller expected (truncated or unexpected JSON).
  case undecodable(host: String, reason: String)
  /// The calling task was cancelled; never shown as a failure.
  case cancelled

  public var description: String {
    switch self {
    case .timedOut(let host): "\(host) did not answer in time"
    case .refused(let host): "cannot reach \(host): connection refused"
    case .unknownHost(let host): "cannot reach \(host): unknown host"
    case .tooLarge(let host, let what, let limit):
      "the answer from \(host) is too large (\(what) over \(Self.size(limit))); nothing of it was used"
    case .asksToWait(let host, let wait): "\(host) asks to wait \(Self.wait(wait)); try later"
    case .connection(let host, let reason): "cannot reach \(host): \(reason)"
    case .status(let code, let host, let message, _):
      message.isEmpty ? "HTTP \(code) from \(host)" : "HTTP \(code) from \(host): \(message)"
    case .undecodable(let host, let reason): "unreadable answer from \(host): \(reason)"
    case .cancelled: "cancelled"
    }
  }

  /// The category the app's error handling knows (`ServiceError`).
  public var serviceError: ServiceError {
    switch self {
    case .timedOut, .refused, .unknownHost, .connection, .undecodable, .tooLarge: .network
    case .cancelled: .cancelled
    case .asksToWait(_, let wait): .rateLimited(retryAfterSeconds: Int(wait.seconds.rounded(.up)))
    case .status(let code, _, let message, let retryAfter):
      switch code {
      case 401, 403: .auth
      case 404: .notFound(message.isEmpty ? "HTTP 404" : message)
      case 429, 503:
        .rateLimited(retryAfterSeconds: Int((retryAfter ?? .zero).seconds.rounded(.up)))
      default: .network
      }
    }
  }

  /// Whether trying again may help: timeouts, broken connections, 429 and 5xx.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .refused, .unknownHost, .connection: true
    case .status(let code, _, _, _): code == 429 || (500..<600).contains(code)
    case .undecodable, .cancelled, .tooLarge, .asksToWait: false
    }
  }

  /// `bytes` as a person reads a size: `4 MiB`, `64 KiB`, `100 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  /// A server's wait as a person reads it: `45 s`, `20 minutes`, `3 hours`, `12 days`, or
  /// "more than a year" for the longest `RetryAfter` keeps.
  static func wait(_ wait: Duration) -> String {
    let seconds = Int(min(wait.seconds, RetryAfter.longest.seconds).rounded(.up))
    if wait >= RetryAfter.longest { return "more than a year" }
    if seconds < 120 { return "\(seconds) s" }
    if seconds < 7_200 { return "\(seconds / 60) minutes" }
    if seconds < 172_800 { return "\(seconds / 3_600) hours" }
    return "\(seconds / 86_400) days"
  }

  /// The wait the server asked for (`Retry-After`), if any.
  public var retryAfter: Duration? {
    if case .status(_, _, _, let retryAfter) = self { return retryAfter }
    return nil
  }
}

extension HTTPError {
  /// The error for a non-2xx `response` from `host`: the JSON `error` text when the body is
  /// JSON (MusicBrainz, and Apple's `errors[0].title`), else a one-line excerpt of the body.
  static func from(_ response: HTTPResponse, host: String, now: Date = Date()) -> HTTPError {
    .status(
      response.status, host: host, message: ErrorBodyText.message(in: response.body),
      retryAfter: RetryAfter.parse(response.header("Retry-After"), now: now))
  }
}

/// The human-readable message inside an error body, reduced to one short line.
enum ErrorBodyText {
  /// The longest excerpt kept from a body that is not JSON.
  static let excerptLimit = 120

  static func message(in body: Data) -> String {
    if let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
      if let error = json["error"] as? String { return oneLine(error) }
      if let errors = json["errors"] as? [[String: Any]], let first = errors.first {
        let text = (first["detail"] as? String) ?? (first["title"] as? String) ?? ""
        // Apple's code (`40403`) tells apart answers that share a status, so it is kept.
        let code = (first["code"] as? String) ?? (first["code"] as? Int).map(String.init)
        return oneLine(code.map { "\(text) (\($0))" } ?? text)
      }
    }
    let text = String(decoding: body.prefix(4096), as: UTF8.self)
    return oneLine(strippingMarkup(text))
  }

  /// `text` with tags removed, for an HTML page's visible words (its title comes first).
  private static func strippingMarkup(_ text: String) -> String {
    var result = ""
    var inTag = false
    for character in text {
      if character == "<" {
        inTag = true
        result.append(" ")
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        result.append(character)
      }
    }
    return result
  }

  /// Whitespace runs (newlines included) collapsed to single spaces, cut at `excerptLimit`.
  static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    let line = words.joined(separator: " ")
    guard line.count > excerptLimit else { return line }
    return String(line.prefix(excerptLimit - 1)) + "…"
  }
}
