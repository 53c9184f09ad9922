import Foundation

/// ListenBrainz's rate limit as a pure state machine: a fixed window of so many requests,
/// learnt from the headers of every answer.
///
/// ListenBrainz counts requests per IP address in a fixed window (30 per 10 s in production,
/// changeable by its operators at any time) and says on every answer how many are left
/// (`X-RateLimit-Remaining`) and when the window ends (`X-RateLimit-Reset-In`, seconds: the
/// form its documentation recommends, as it does not depend on the two clocks agreeing). So
/// the state is two numbers: the requests left, and the end of the window (seconds since
/// 1970), which is also what two processes share through a file (`PopularityRateGate`).
///
/// - A request spends one of the requests left; with none left it waits for the window's end.
/// - When the window is over and nothing is known of the next, it is taken to be
///   ListenBrainz's published one; the first answer corrects that.
/// - A 429 spends the window: nothing goes before its end.
public struct PopularityRateWindow: Sendable, Hashable {
  /// Requests left in the window.
  public var remaining: Int
  /// When the window ends, in seconds since 1970.
  public var resetAt: Double

  /// What is assumed of a window nothing is known of: ListenBrainz's per-IP limit.
  public static let assumedLimit = 30
  /// The length of such a window, in seconds.
  public static let assumedWindow = 10.0
  /// The longest wait a window may impose, in seconds: a `Reset-In` beyond it is taken as it,
  /// and a window said to end later (a damaged shared file) as nothing known.
  public static let longestWait = 60.0

  public init(remaining: Int = 0, resetAt: Double = 0) {
    self.remaining = remaining
    self.resetAt = resetAt
  }

  /// What happens to a request asked for at `now`.
  public enum Admission: Hashable, Sendable {
    /// It goes now, and the window is then this.
    case go(PopularityRateWindow)
    /// It waits until then (seconds since 1970) and asks again.
    case wait(until: Double)
  }

  /// Whether a request may go at `now`.
  public func admit(at now: Double) -> Admission {
    if now >= resetAt || resetAt - now > Self.longestWait {
      return .go(
        PopularityRateWindow(
          remaining: Self.assumedLimit - 1, resetAt: now + Self.assumedWindow))
    }
    guard remaining > 0 else { return .wait(until: resetAt) }
    return .go(PopularityRateWindow(remaining: remaining - 1, resetAt: resetAt))
  }

  /// The window after an answer at `now` that said `remaining` and `resetIn`; unchanged when
  /// the answer carried no (readable) rate headers.
  ///
  /// Within one window the fewer requests left wins: the server's count does not know of the
  /// requests still on their way, this one may. `Reset-In` is whole seconds, so two answers
  /// of one window can put its end up to a second apart.
  public func heard(remaining: Int?, resetIn: Double?, at now: Double) -> PopularityRateWindow {
    guard let remaining, let resetIn, remaining >= 0, resetIn >= 0 else { return self }
    let end = now + min(resetIn, Self.longestWait)
    if now >= resetAt || end > resetAt + 1 {
      return PopularityRateWindow(remaining: remaining, resetAt: end)
    }
    return PopularityRateWindow(remaining: min(self.remaining, remaining), resetAt: end)
  }

  /// The window after a 429 at `now`: nothing goes until the end it gives (or the assumed
  /// window's, when it gives none).
  public func throttled(resetIn: Double?, at now: Double) -> PopularityRateWindow {
    let end = now + min(max(resetIn ?? Self.assumedWindow, 0), Self.longestWait)
    // The server's word replaces what was assumed: nothing goes until then, and no longer.
    return PopularityRateWindow(remaining: 0, resetAt: end)
  }

  /// The rate headers of `response`: requests left and seconds to the window's end.
  public static func headers(of response: HTTPResponse) -> (remaining: Int?, resetIn: Double?) {
    let remaining = response.header("X-RateLimit-Remaining").flatMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    let resetIn = response.header("X-RateLimit-Reset-In").flatMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }.flatMap { $0.isFinite ? $0 : nil }
    return (remaining, resetIn)
  }

  /// The text the shared file holds: `remaining resetAt`.
  var text: String { "\(remaining) \(resetAt)" }

  /// The window a shared file's `text` describes; nothing known for anything else.
  init(text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let remaining = Int(parts[0]), let resetAt = Double(parts[1]),
      resetAt.isFinite
    else {
      self.init()
      return
    }
    self.init(remaining: max(remaining, 0), resetAt: resetAt)
  }
}
