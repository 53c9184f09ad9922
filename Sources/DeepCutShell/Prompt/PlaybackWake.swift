import DeepCutKit

/// Waits for whichever comes first: a deadline on the session's clock, or a player's report.
enum PlaybackWake {
  /// Returns at `deadline` (never, when it is `nil`), at the first element of `arrivals`, or
  /// when the task is cancelled.
  ///
  /// A stream that ends leaves only the deadline to wait for.
  static func first(
    of deadline: Instant?, on clock: any SessionClock, or arrivals: AsyncStream<Int>
  ) async {
    await withTaskGroup(of: Void.self) { group in
      if let deadline {
        group.addTask { try? await clock.sleep(until: deadline) }
      }
      group.addTask {
        for await _ in arrivals { return }
        // Ended: wait for the deadline, or for cancellation.
        await Self.untilCancelled()
      }
      await group.next()
      group.cancelAll()
    }
  }

  /// Suspends until the task is cancelled.
  private static func untilCancelled() async {
    let never = AsyncStream<Void> { _ in }
    for await _ in never {}
  }
}
