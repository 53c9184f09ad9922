import Synchronization

/// Cancels the command now running when Ctrl-C arrives, and only that command.
///
/// The prompt registers each command's task here; the SIGINT watcher calls `interrupt()`.
/// Ctrl-C with no command running does nothing here (the line editor clears its line).
public final class CommandInterrupter: Sendable {
  private let running = Mutex<Task<Outcome, Never>?>(nil)

  public init() {}

  /// Runs `work` as the current command, cancellable by `interrupt()`.
  public func run(_ work: @escaping @Sendable () async -> Outcome) async -> Outcome {
    let task = Task { await work() }
    running.withLock { $0 = task }
    let outcome = await task.value
    running.withLock { $0 = nil }
    return outcome
  }

  /// Cancels the running command, if any; returns whether there was one.
  @discardableResult
  public func interrupt() -> Bool {
    running.withLock { task in
      guard let task else { return false }
      task.cancel()
      return true
    }
  }
}
