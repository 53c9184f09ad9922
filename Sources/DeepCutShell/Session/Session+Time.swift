import DeepCutKit

extension Session {
  /// Lets `duration` pass on the session's clock, then applies every timed transition in it;
  /// returns what happened meanwhile.
  ///
  /// On the virtual clock the wait is instant and transitions apply in order; on the real
  /// clock a cancellation (Ctrl-C) ends the sleep early, and the time that did pass counts
  /// (the session sees the cancellation when the command returns).
  func wait(_ duration: Duration) async -> [CommandEvent] {
    try? await environment.clock.sleep(until: environment.clock.now + duration)
    return catchUp()
  }
}
