import Foundation

/// The session's source of time: virtual in scripts and tests, real at an interactive prompt.
///
/// Everything timed reads `now` and sleeps through this protocol, so a script on the virtual
/// clock and a person at the prompt run the same code with different values passed in.
public protocol SessionClock: Sendable {
  /// The current instant on the session's timeline.
  var now: Instant { get }
  /// The wall-clock date of the session's start; virtual clocks use a fixed date so that
  /// recorded times are the same on every run.
  var startDate: Date { get }
  /// Whether time only moves when the session asks it to (`wait`, simulated latency).
  var isVirtual: Bool { get }
  /// Returns at `deadline`: at once on a virtual clock (which jumps there), after sleeping on a
  /// real one. Throws `CancellationError` when the task is cancelled (Ctrl-C).
  func sleep(until deadline: Instant) async throws
}

extension SessionClock {
  /// Sleeps for `duration` from now.
  public func sleep(for duration: Duration) async throws {
    try await sleep(until: now + duration)
  }

  /// The wall-clock date of `instant`.
  public func date(at instant: Instant) -> Date {
    startDate.addingTimeInterval(instant.sinceStart.seconds)
  }
}
