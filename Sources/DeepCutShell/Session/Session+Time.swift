import DeepCutKit

extension Session {
  /// Lets `duration` pass on the session's clock.
  ///
  /// On the real clock a cancellation (Ctrl-C) ends the sleep early and throws.
  func wait(_ duration: Duration) async throws {
    try await environment.clock.sleep(until: environment.clock.now + duration)
  }
}
