import DeepCutKit

extension Session {
  /// Lets `duration` pass on the session's clock, then applies every timed transition in it.
  ///
  /// On the virtual clock the wait is instant and transitions apply in order; on the real
  /// clock a cancellation (Ctrl-C) ends the sleep early, and the time that did pass counts.
  func wait(_ duration: Duration) async throws {
    defer { catchUp() }
    try await environment.clock.sleep(until: environment.clock.now + duration)
  }
}
