import Synchronization

/// A value behind a mutex, for the few places that share state between threads.
final class LockedValue<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) {
    mutex = Mutex(value)
  }

  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
