import Foundation
import Synchronization

/// A clock that moves only when asked: `sleep(until:)` jumps to the deadline at once.
///
/// Scripts and tests run on it, so `wait 3m` is instant and every run prints the same thing.
public final class VirtualClock: SessionClock {
  private let current: Mutex<Instant>
  public let startDate: Date
  public var isVirtual: Bool { true }

  /// 2026-01-01T00:00:00Z: fixed, so that recorded dates never differ between runs.
  public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_225_600)

  public init(startDate: Date = VirtualClock.defaultStartDate, now: Instant = .start) {
    self.startDate = startDate
    self.current = Mutex(now)
  }

  public var now: Instant { current.withLock { $0 } }

  public func sleep(until deadline: Instant) async throws {
    try Task.checkCancellation()
    advance(to: deadline)
  }

  /// Moves time forward to `instant`; never backward.
  public func advance(to instant: Instant) {
    current.withLock { now in now = max(now, instant) }
  }

  /// Moves time forward by `duration`.
  public func advance(by duration: Duration) {
    current.withLock { now in now = now + max(duration, .zero) }
  }
}
