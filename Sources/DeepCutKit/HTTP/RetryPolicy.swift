import Foundation

/// When and how long to wait before trying a failed request again: a pure function of the
/// error, the attempt number and a random draw, so tests can pin every delay.
///
/// Transient failures (timeouts, broken connections, 429, 5xx) are retried with exponential
/// backoff (`baseDelay`, doubling up to `maximumDelay`) and "equal jitter" (each delay is
/// between half and all of its step, so clients that failed together do not retry together).
/// A `Retry-After` from the server is a floor under the delay. Other 4xx answers are never
/// retried: asking again would get the same answer.
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included.
  public var maximumAttempts: Int
  /// The step before the second attempt.
  public var baseDelay: Duration
  /// The longest step; a `Retry-After` longer than this ends the retries instead.
  public var maximumDelay: Duration
  /// How long one call may take in all, attempts and waits included.
  public var overallDeadline: Duration
  /// Attempts in all when nothing listens (connection refused): a server that is down rarely
  /// comes up within seconds, and an unreachable catalog should say so quickly.
  public var maximumRefusedAttempts = 2

  public init(
    maximumAttempts: Int = 5, baseDelay: Duration = .seconds(1),
    maximumDelay: Duration = .seconds(30), overallDeadline: Duration = .seconds(90)
  ) {
    self.maximumAttempts = maximumAttempts
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.overallDeadline = overallDeadline
  }

  /// The wait before the next attempt, or `nil` when the call should fail now.
  ///
  /// `attempt` (1-based) failed with `error`; `random` is a draw in `0..<1`.
  public func delay(after error: HTTPError, attempt: Int, random: Double) -> Duration? {
    guard error.isTransient, attempt < maximumAttempts else { return nil }
    if case .refused = error, attempt >= maximumRefusedAttempts { return nil }
    let step = min(baseDelay * (1 << min(attempt - 1, 30)), maximumDelay)
    let jittered = step * (0.5 + 0.5 * min(max(random, 0), 1))
    guard let retryAfter = error.retryAfter else { return jittered }
    guard retryAfter <= maximumDelay else { return nil }
    return max(jittered, retryAfter)
  }
}

/// Reads a `Retry-After` header: whole seconds, or an HTTP date.
public enum RetryAfter {
  /// The wait the header asks for; `nil` when absent or unreadable; never negative.
  public static func parse(_ value: String?, now: Date = Date()) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if let seconds = Int(value) { return .seconds(max(seconds, 0)) }
    guard let date = httpDate.date(from: value) else { return nil }
    return .milliseconds(max(Int64(date.timeIntervalSince(now) * 1000), 0))
  }

  private static let httpDate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter
  }()
}
