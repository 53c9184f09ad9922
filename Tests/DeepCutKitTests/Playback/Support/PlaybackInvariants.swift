@testable import DeepCutKit

extension ModelRun {
  /// The invariants that hold after every step of any session, or a message naming the first
  /// one broken.
  static func violation(
    in session: PlaybackSession, queueLength: Int, notices: [PlaybackNotice],
    newEntries: ArraySlice<PlaybackTrace.Entry>, lastSequence: inout Int
  ) -> String? {
    let player = session.player
    let queue = player.queue
    let now = session.now
    if let entry = queue.current {
      let position = player.position(at: now)
      if position > entry.track.duration {
        return "position \(position) is past the duration \(entry.track.duration)"
      }
      if player.status == .stopped && !player.isPreparing && position != .zero {
        return "stopped at \(position) instead of 0"
      }
    }
    if queue.isEmpty != (queue.currentID == nil) {
      return "the current entry \(queue.currentID.map(\.description) ?? "nil") "
        + "does not match a queue of \(queue.count)"
    }
    if let id = queue.currentID, !queue.contains(id) {
      return "the current entry \(id) is not in the queue"
    }
    if Set(queue.entries.map(\.id)).count != queue.count { return "entry ids repeat" }
    if queue.count != queueLength {
      return "the queue has \(queue.count) entries, expected \(queueLength)"
    }
    for entry in newEntries {
      guard case .player(let event) = entry.kind else { continue }
      if event.sequence <= lastSequence {
        return "sequence \(event.sequence) does not increase on \(lastSequence)"
      }
      lastSequence = event.sequence
    }
    if zip(newEntries, newEntries.dropFirst()).contains(where: { $0.instant > $1.instant }) {
      return "the trace goes back in time"
    }
    if notices.contains(where: { $0.instant > now }) { return "a notice from the future" }
    if let deadline = session.nextDeadline, deadline <= now {
      return "the deadline \(deadline) is overdue at \(now)"
    }
    return reconciliationViolation(in: session)
  }

  /// With reconciliation on, a settled indicator tells the truth; with it off, nothing waits.
  private static func reconciliationViolation(in session: PlaybackSession) -> String? {
    let indicator = session.indicator
    guard session.reconciler.isEnabled else {
      return indicator.pending == nil ? nil : "an intent is pending with reconcile off"
    }
    if let intent = indicator.pending, intent.instant + session.reconciler.window <= session.now {
      return "the intent '\(intent.label)' outlived its window"
    }
    let truth = session.player.view.truth
    if indicator.pending == nil && !session.hasEventsInFlight
      && !indicator.state.agrees(with: truth)
    {
      return "settled indicator \(indicator.state) disagrees with the player \(truth)"
    }
    return nil
  }
}
