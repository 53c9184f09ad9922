import Foundation
import Synchronization

/// A thread of its own for blocking work (libedit's `el_gets`, `read(2)` on stdin), so that
/// nothing ever blocks Swift's cooperative pool, whose threads are never replaced.
final class DedicatedThread: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let ready = DispatchSemaphore(value: 0)

  init(name: String) {
    let thread = Thread { [self] in loop() }
    thread.name = name
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Runs `work` on the thread and returns its result to the awaiting task.
  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      jobs.withLock { $0.append { continuation.resume(returning: work()) } }
      ready.signal()
    }
  }

  /// Queues `work` on the thread without waiting for it.
  func schedule(_ work: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.append(work) }
    ready.signal()
  }

  private func loop() -> Never {
    while true {
      ready.wait()
      let job = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      job?()
    }
  }
}
