/// A point on a session's timeline, measured from the moment the session started.
///
/// Pure state machines (the player, the reconciler, the feed) take instants as plain values, so
/// virtual and real time differ only in who produces them.
public struct Instant: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Time elapsed since the session started.
  public var sinceStart: Duration

  public init(sinceStart: Duration) {
    self.sinceStart = sinceStart
  }

  /// The session's first instant.
  public static let start = Instant(sinceStart: .zero)

  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.sinceStart < rhs.sinceStart }

  public static func + (lhs: Instant, rhs: Duration) -> Instant {
    Instant(sinceStart: lhs.sinceStart + rhs)
  }

  public static func - (lhs: Instant, rhs: Duration) -> Instant {
    Instant(sinceStart: lhs.sinceStart - rhs)
  }

  public static func - (lhs: Instant, rhs: Instant) -> Duration { lhs.sinceStart - rhs.sinceStart }

  /// The earlier of two instants that may be absent; `nil` only when both are.
  ///
  /// What deadlines are combined with, once or more per command: an array of optionals,
  /// compacted and searched, allocated twice for it.
  public static func earliest(_ first: Instant?, _ second: Instant?) -> Instant? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }

  /// `h:mm:ss.mmm` since the start (`0:03:01.000`).
  public var description: String { DurationText.clock(sinceStart) }

  public init(from decoder: any Decoder) throws {
    let milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    sinceStart = .milliseconds(milliseconds)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(sinceStart.milliseconds)
  }
}

extension Duration {
  /// Whole milliseconds, rounded toward zero.
  public var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// Seconds as a floating-point number, for display and JSON.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
