import Synchronization

/// Cancels the command now running when Ctrl-C arrives (or q or Enter during `watch`), and
/// only that command.
///
/// The line editor calls `accept()` as it hands over a line, before it reads any key for that
/// line's command; the prompt then runs the command through `run`. A stop that comes in
/// between, before the command has started, is kept and cancels the command as it starts: a
/// key typed right after Enter is never lost. Ctrl-C at the prompt stops nothing (the line
/// editor clears its line).
public final class CommandInterrupter: Sendable {
  private enum State {
    /// At the prompt: nothing to stop.
    case idle
    /// A line was accepted and its command has not started; `stopped` once asked to stop.
    case accepted(stopped: Bool)
    case running(Task<Outcome, Never>)
  }

  private let state = Mutex<State>(.idle)

  public init() {}

  /// Marks a line as accepted: a stop from now on is for its command, even before it starts.
  ///
  /// A stop left from an earlier line that ran nothing (a blank one) is dropped here.
  public func accept() {
    state.withLock { $0 = .accepted(stopped: false) }
  }

  /// Runs `work` as the current command, cancellable by `interrupt()`.
  public func run(_ work: @escaping @Sendable () async -> Outcome) async -> Outcome {
    // Registered under the lock, so an `interrupt()` from inside `work` (which may start before
    // this returns) waits for it and finds the task.
    let task = state.withLock { state in
      let task = Task { await work() }
      if case .accepted(stopped: true) = state { task.cancel() }
      state = .running(task)
      return task
    }
    let outcome = await task.value
    state.withLock { $0 = .idle }
    return outcome
  }

  /// Cancels the running command, or the accepted one as it starts; returns whether there was
  /// one.
  @discardableResult
  public func interrupt() -> Bool {
    state.withLock { state in
      switch state {
      case .idle:
        return false
      case .accepted:
        state = .accepted(stopped: true)
        return true
      case .running(let task):
        task.cancel()
        return true
      }
    }
  }
}
