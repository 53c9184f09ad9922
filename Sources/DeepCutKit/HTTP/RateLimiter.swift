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
  private let state: StateDirectory?
  private let name: String
  private let warn: @Sendable (String) -> Void

  /// The furthest ahead the schedule may be held, in seconds.
  ///
  /// A server's longest honoured wait (`RetryPolicy.maximumServerWait`); a file further ahead
  /// (by more than a burst) is repaired.
  public static let maximumHold = RetryPolicy().maximumServerWait.seconds

  /// A limiter for this process only.
  public init(schedule: RateSchedule, clock: any SessionClock) {
    self.schedule = schedule
    self.clock = clock
    self.path = nil
    self.state = nil
    self.name = ""
    self.warn = { _ in }
  }

  /// A limiter shared through the file `name` in `state` with every process using it (or for
  /// this process only, when there is no state directory); `warn` hears of a file repaired.
  public init(
    schedule: RateSchedule, clock: any SessionClock, sharedIn state: StateDirectory, name: String,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.schedule = schedule
    self.clock = clock
    self.path = state.isAvailable ? state.filePath(name) : nil
    self.state = state
    self.name = name
    self.warn = warn
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
      // `start` is at most `maximumHold` ahead (the file is checked on read), so this fits.
      let wait = min(start - now, Self.maximumHold + schedule.spacing * Double(schedule.burst))
      try await clock.sleep(for: .microseconds(Int64((wait * 1_000_000).rounded(.up))))
    }
  }

  public func throttled(retryAfter: Duration?) async {
    let asked = min((retryAfter ?? .zero).seconds, Self.maximumHold)
    let until = now + max(asked, schedule.spacing)
    _ = try? await update { nextDue in
      nextDue = schedule.holdingOff(until: until, nextDue: nextDue)
      return 0
    }
  }

  /// Runs `change` on the shared number: under the process-wide lock, and for a file under
  /// `flock` too (a missing file counts as 0: at worst one burst too many).
  ///
  /// The file is opened as state files are (`StateFileReader`: a link, FIFO or directory in
  /// its place is set aside, never written through), and its number checked: one that is not
  /// finite or further ahead than `maximumHold` (a crash, an edit, an older build's unbounded
  /// `Retry-After`) is repaired with a warning; one long past is simply taken as now.
  private func update(_ change: @Sendable (inout Double) -> Double) async throws -> Double {
    guard let path, let state else { return memory.withLock { change(&$0) } }
    let fd: Int32
    switch StateFileReader.open(path, limit: Int.max, writable: true, create: true) {
    case .file(let descriptor, _): fd = descriptor
    case .refused(let refusal):
      warn(state.setAside(name, kind: .rate, reason: refusal.description))
      return memory.withLock { change(&$0) }
    case .failed(let code): throw StoreError.io("cannot open \(path)", code)
    case .missing: throw StoreError.io("cannot open \(path)", ENOENT)
    }
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
    let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    var value = checked(text, at: now, path: path)
    let result = change(&value)
    let bytes = Array(String(value).utf8)
    _ = ftruncate(fd, 0)
    _ = pwrite(fd, bytes, bytes.count, 0)
    return result
  }

  /// The schedule's number read from the file's `text`, repaired when it cannot be right.
  private func checked(_ text: String, at now: Double, path: String) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return 0 }
    switch RateFileValue.check(trimmed, now: now, hold: Self.maximumHold, schedule: schedule) {
    case .valid(let value): return value
    case .stale: return 0
    case .repaired(let why):
      warn("\(path) held \(why); repaired, the rate limit holds as before")
      return now
    }
  }
}

/// The rate file's number checked as a pure function: what `RateLimiter` may trust.
enum RateFileValue: Equatable {
  /// A plausible schedule: use it.
  case valid(Double)
  /// Long past (more than a day): harmless, read as "no schedule".
  case stale
  /// Impossible: not a number, not finite, or further ahead than the clamp allows.
  case repaired(String)

  static func check(_ text: String, now: Double, hold: Double, schedule: RateSchedule)
    -> RateFileValue
  {
    guard let value = Double(text) else { return .repaired("no number") }
    guard value.isFinite else { return .repaired("'\(text.prefix(20))', not a time") }
    let furthest = now + hold + schedule.spacing * Double(schedule.burst)
    guard value <= furthest else {
      return .repaired("a time \(HTTPError.wait(.seconds(min(value - now, 1e12)))) ahead")
    }
    guard value >= now - 86_400 else { return .stale }
    return .valid(value)
  }
}
