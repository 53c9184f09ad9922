/// The rate limit as a pure state machine: when may the next request go, given when the last
/// ones went (the generic cell rate algorithm, GCRA).
///
/// The whole state is one number, `nextDue`: the time (seconds since 1970) at which the
/// schedule would be "caught up". A request at `now` may start at
/// `max(now, nextDue - (burst - 1) × spacing)` and moves `nextDue` on by `spacing`. So after a
/// pause, up to `burst` requests go at once, and over any window of length `w` at most
/// `burst + w / spacing` requests start: one per `spacing` on average. One number is also what
/// two processes share through a file (`RateLimiter`), and a number in seconds since 1970
/// means the same thing to both.
public struct RateSchedule: Sendable, Hashable {
  /// The average time between requests.
  public var spacing: Double
  /// How many requests may go at once after a pause (at least 1).
  public var burst: Int

  public init(spacing: Duration, burst: Int) {
    self.spacing = spacing.seconds
    self.burst = max(burst, 1)
  }

  /// MusicBrainz's published limit: one request per second on average, a burst of three.
  public static let musicBrainz = RateSchedule(spacing: .seconds(1), burst: 3)

  /// When a request asked for at `now` may start, and the state after it.
  public func reserve(at now: Double, nextDue: Double) -> (start: Double, nextDue: Double) {
    let due = max(nextDue, now)
    let start = max(now, due - Double(burst - 1) * spacing)
    return (start, due + spacing)
  }

  /// The state after the server said "wait until `until`": no request starts before then,
  /// and the burst is spent.
  public func holdingOff(until: Double, nextDue: Double) -> Double {
    max(nextDue, until + Double(burst - 1) * spacing)
  }

  /// How many of `times` (seconds, in any order) the schedule would have allowed in the worst
  /// window of `window` seconds, and how many it allows there: for checking a server's log.
  public func worstWindow(of times: [Double], window: Double) -> (seen: Int, allowed: Int) {
    let sorted = times.sorted()
    var seen = 0
    var end = 0
    for start in sorted.indices {
      while end < sorted.count && sorted[end] < sorted[start] + window { end += 1 }
      seen = max(seen, end - start)
    }
    return (seen, burst + Int((window / spacing).rounded(.up)))
  }
}
