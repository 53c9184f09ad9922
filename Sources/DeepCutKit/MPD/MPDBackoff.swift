/// How long the idle listener waits before each reconnection attempt: a pure value.
///
/// The first retry comes after 1 s (an MPD restart takes about 0.4 s), then 2 s and 4 s, then
/// every 5 s, as ncmpc and ncmpcpp do; a success starts the sequence again.
public struct MPDBackoff: Hashable, Sendable {
  public var delays: [Duration]
  private var attempt = 0

  public init(delays: [Duration]) {
    precondition(!delays.isEmpty, "a backoff needs a delay")
    self.delays = delays
  }

  /// 1 s, 2 s, 4 s, then 5 s for every later attempt.
  public static let standard = MPDBackoff(delays: [
    .seconds(1), .seconds(2), .seconds(4), .seconds(5),
  ])

  /// The wait before the next attempt (the last delay repeats).
  public mutating func next() -> Duration {
    let delay = delays[min(attempt, delays.count - 1)]
    attempt += 1
    return delay
  }

  /// After a success.
  public mutating func reset() { attempt = 0 }
}
