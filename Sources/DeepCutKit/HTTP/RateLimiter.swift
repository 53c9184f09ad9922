import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Holds every request to a `RateSchedule`, for one process or for every process sharing a
/// state directory: a `RequestGate` for `RetryingHTTPClient`.
///
/// The schedule's one number lives in memory, or in a file in the state directory that each
/// process reads and writes under an exclusive `flock`, so two deepcut sessions on one state
/// directory together keep to the limit. Time is `clock`'s date (seconds since 1970), so a
/// virtual clock makes the limiter instant and deterministic; waiting is `clock.sleep`.
public final class RateLimiter: RequestGate {
  public let schedule: RateSchedule
  private let clock: any SessionClock
  private let memory = LockedValue<Double>(0)
  private let path: String?

  /// A limiter for this process only.
  public init(schedule: RateSchedule, clock: any SessionClock) {
    self.schedule = schedule
    self.clock = clock
    self.path = nil
  }

  /// A limiter shared through the file `name` in `state` with every process using it.
  public init(
    schedule: RateSchedule, clock: any SessionClock, sharedIn state: StateDirectory, name: String
  ) {
    self.schedule = schedule
    self.clock = clock
    self.path = state.filePath(name)
  }

  private var now: Double { clock.date(at: clock.now).timeIntervalSince1970 }

  /// Returns when a request may go, having taken its place in the schedule.
  ///
  /// The place is taken only when the request really goes: a task that wakes late (a busy
  /// machine) asks again rather than sending on a reservation made earlier, so late wakers
  /// never bunch up beyond the burst.
  public func admit() async throws {
    while true {
      try Task.checkCancellation()
      let now = self.now
      let start = try await update { nextDue in
        let (start, next) = schedule.reserve(at: now, nextDue: nextDue)
        if start <= now { nextDue = next }
        return start
      }
      if start <= now { return }
      try await clock.sleep(for: .microseconds(Int64(((start - now) * 1_000_000).rounded(.up))))
    }
  }

  public func throttled(retryAfter: Duration?) async {
    let until = now + max((retryAfter ?? .zero).seconds, schedule.spacing)
    _ = try? await update { nextDue in
      nextDue = schedule.holdingOff(until: until, nextDue: nextDue)
      return 0
    }
  }

  /// Runs `change` on the shared number: under the process-wide lock, and for a file under
  /// `flock` too (a missing or unreadable file counts as 0: at worst one burst too many).
  private func update(_ change: @Sendable (inout Double) -> Double) async throws -> Double {
    guard let path else { return memory.withLock { change(&$0) } }
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw StoreError.io("cannot open \(path)", errno) }
    defer { close(fd) }
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw StoreError.io("cannot lock \(path)", errno)
      }
      try await Task.sleep(for: .milliseconds(1))
    }
    defer { flock(fd, LOCK_UN) }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = pread(fd, &buffer, buffer.count, 0)
    var value = Double(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)) ?? 0
    let result = change(&value)
    let text = Array(String(value).utf8)
    _ = ftruncate(fd, 0)
    _ = pwrite(fd, text, text.count, 0)
    return result
  }
}
