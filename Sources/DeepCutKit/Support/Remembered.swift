import Synchronization

/// A value worked out the first time it is asked for, then kept, for any thread that asks.
///
/// For what is costly to make and often not needed: the indexes a library makes on first use,
/// the resolvers' prepared names (a name nothing matches must not fold every name again).
public final class Remembered<Value: Sendable>: Sendable {
  private let stored = Mutex<Value?>(nil)

  public init() {}

  /// The value, from `make` the first time (another thread asking meanwhile waits for it).
  public func value(_ make: () -> Value) -> Value {
    stored.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
