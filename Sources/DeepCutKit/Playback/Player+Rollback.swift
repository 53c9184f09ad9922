extension Player {
  /// The player as it is, to restore if the `play` command about to run cannot start.
  func snapshot(at instant: Instant) -> Snapshot {
    Snapshot(
      queue: queue, phase: phase, position: position(at: instant), isPrepared: isPrepared,
      currentHasStarted: currentHasStarted, listened: listened(at: instant),
      playCounted: playCounted)
  }

  /// Goes back to what the player did before a `play` that could not start.
  ///
  /// The queue comes back with its entry ids (new ids stay unused), the position where it was;
  /// a player that was preparing comes back stopped, one that was scanning comes back playing.
  mutating func restore(_ saved: Snapshot, at instant: Instant) {
    beforePlay = nil
    queue.restore(saved.queue)
    emit(.queueChanged(.restored(count: queue.count)), at: instant)
    emit(.currentEntryChanged(queue.currentID), at: instant)
    let resumed: Phase
    switch saved.phase {
    case .playing, .scanning: resumed = saved.isPrepared ? .playing : .stopped
    case .paused: resumed = .paused
    case .stopped, .preparing, .interrupted: resumed = .stopped
    }
    anchorPosition = resumed == .stopped ? .zero : saved.position
    anchor = instant
    isPrepared = saved.isPrepared
    currentHasStarted = saved.currentHasStarted
    listenedAtAnchor = saved.listened
    playCounted = saved.playCounted
    setPhase(resumed, at: instant)
  }
}
