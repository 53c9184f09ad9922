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
  /// The longest a server's ask (`Retry-After`) holds later requests back.
  ///
  /// The shared rate limiter holds no longer; a longer ask fails the call with
  /// `HTTPError.asksToWait` ("try later"). An ask longer than `maximumDelay` is never slept
  /// through by the call itself.
  public var maximumServerWait: Duration = .seconds(600)

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
    switch error {
    case .refused, .unknownHost: if attempt >= maximumRefusedAttempts { return nil }
    default: break
    }
    let step = min(baseDelay * (1 << min(attempt - 1, 30)), maximumDelay)
    let jittered = step * (0.5 + 0.5 * min(max(random, 0), 1))
    guard let retryAfter = error.retryAfter else { return jittered }
    guard retryAfter <= maximumDelay else { return nil }
    return max(jittered, retryAfter)
  }
}

/// Reads a `Retry-After` header: whole seconds, or an HTTP date.
public enum RetryAfter {
  /// The longest wait kept from a header: anything longer reads as this (a year).
  public static let longest: Duration = .seconds(366 * 86_400)

  /// The wait the header asks for; `nil` when absent or unreadable; never negative, never
  /// longer than `longest`.
  ///
  /// Total over any text: delay-seconds are digits only (RFC 9110), of any length; `1e300`,
  /// `inf`, `nan`, `-5` and `1.5` are not delay-seconds and read as no header, as curl reads
  /// them.
  public static func parse(_ value: String?, now: Date = Date()) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      guard let seconds = Int64(value), seconds < Int64(longest.seconds) else { return longest }
      return .seconds(seconds)
    }
    guard let date = httpDate(value) else { return nil }
    let seconds = date - now.timeIntervalSince1970
    guard seconds.isFinite, seconds > 0 else { return .zero }
    guard seconds < longest.seconds else { return longest }
    return .milliseconds(Int64(seconds * 1000))
  }

  /// Seconds since 1970 of an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form HTTP
  /// servers send; `nil` for anything else.
  ///
  /// By hand rather than with `DateFormatter`, which leaks on Linux for some inputs (found by
  /// the musicbrainz-json fuzz target).
  static func httpDate(_ text: String) -> Double? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
      let day = Int(parts[1]), (1...31).contains(day),
      let month = months.firstIndex(of: String(parts[2])),
      let year = Int(parts[3]), (1970...9999).contains(year)
    else { return nil }
    let clock = parts[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]),
      (0...60).contains(clock[2])
    else { return nil }
    let days = daysSince1970(year: year, month: month + 1, day: day)
    return Double(days * 86_400 + clock[0] * 3_600 + clock[1] * 60 + clock[2])
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// Days from 1970-01-01 to the date (proleptic Gregorian; Howard Hinnant's algorithm).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = y / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
