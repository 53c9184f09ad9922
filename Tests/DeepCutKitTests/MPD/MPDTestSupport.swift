import DeepCutKit
import MPDServer
import Synchronization

/// Polls `condition` every 20 ms until it holds or `timeout` passes; whether it held.
func eventually(
  within timeout: Duration = .seconds(3), _ condition: () throws -> Bool
) async throws -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try condition() { return true }
    try await Task.sleep(for: .milliseconds(20))
  }
  return try condition()
}

/// The events an idle listener reported, for tests to wait on.
final class IdleEvents: Sendable {
  private let events = Mutex<[MPDIdleListener.Event]>([])

  var all: [MPDIdleListener.Event] { events.withLock { $0 } }

  func record(_ event: MPDIdleListener.Event) { events.withLock { $0.append(event) } }

  func clear() { events.withLock { $0.removeAll() } }

  /// Waits until an event satisfying `matches` has arrived.
  func wait(
    within timeout: Duration = .seconds(3), for matches: (MPDIdleListener.Event) -> Bool
  ) async throws -> Bool {
    try await eventually(within: timeout) { all.contains(where: matches) }
  }

  /// Every subsystem reported changed so far.
  var changed: Set<MPDSubsystem> {
    Set(
      all.flatMap { event -> [MPDSubsystem] in
        if case .changed(let subsystems) = event { return subsystems }
        return []
      })
  }
}

extension MPDServer {
  /// This server's Unix socket, with its password.
  var address: MPDAddress { MPDAddress(.unix(path: socketPath), password: password) }
}
