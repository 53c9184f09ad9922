extension Player {
  /// Applies `command` at `instant`, after the timed transitions up to `instant`, and returns
  /// every event in order (the timed ones first).
  ///
  /// A refused command throws before anything happens, time included. Validation looks only at
  /// what timed transitions never change (the queue's entries, whether the player is
  /// interrupted), so refusing first loses nothing.
  public mutating func handle(
    _ command: PlayerCommand, at instant: Instant, startCheck: StartCheck = .allowAll
  ) throws(PlaybackError) -> [PlayerEvent] {
    try validate(command)
    run(command, at: instant, startCheck: startCheck)
    return takeEvents()
  }

  /// Throws when `command` makes no sense in the current state.
  func validate(_ command: PlayerCommand) throws(PlaybackError) {
    switch command {
    case .play(let tracks, let start):
      guard !tracks.isEmpty else { throw .nothingToPlay }
      guard tracks.indices.contains(start) else {
        throw .startOutOfRange(index: start, count: tracks.count)
      }
    case .insert(let tracks, _):
      guard !tracks.isEmpty else { throw .nothingToPlay }
    case .resume, .next, .previous:
      guard !queue.isEmpty else { throw .emptyQueue }
    case .seek(let target):
      guard !queue.isEmpty else { throw .emptyQueue }
      guard target >= .zero else { throw .negativeSeek }
    case .remove(let id):
      guard queue.contains(id) else { throw .unknownEntry(id) }
    case .move(let id, let index):
      guard queue.contains(id) else { throw .unknownEntry(id) }
      guard (0..<queue.count).contains(index) else {
        throw .positionOutOfRange(index: index, count: queue.count)
      }
    case .interrupt:
      guard !isInterrupted else { throw .alreadyInterrupted }
    case .endInterruption:
      guard isInterrupted else { throw .notInterrupted }
    case .pause, .stop, .beginSeeking, .endSeeking, .clear, .setRepeat, .setShuffle:
      break
    }
  }

  /// Applies a validated command; its events and those of the time before it go to the outbox.
  mutating func run(_ command: PlayerCommand, at instant: Instant, startCheck: StartCheck) {
    runDue(until: instant, startCheck: startCheck)
    let at = now
    // Only the play about to run may be rolled back: any other command settles the last one.
    beforePlay = nil
    switch command {
    case .play(let tracks, let startIndex):
      if !queue.isEmpty && !isInterrupted { beforePlay = snapshot(at: at) }
      queue.replace(with: tracks, startingAt: startIndex)
      emit(.queueChanged(.replaced(count: tracks.count)), at: at)
      makeCurrent(queue.current, at: at)
      if case .interrupted = phase {
        phase = .interrupted(then: .play)
      } else {
        start(at: at, startCheck: startCheck)
      }
    case .resume: resume(at: at, startCheck: startCheck)
    case .pause: pause(at: at)
    case .stop: stop(at: at)
    case .next: skipForward(at: at, startCheck: startCheck)
    case .previous: skipBack(at: at, startCheck: startCheck)
    case .seek(let target): seek(to: target, at: at)
    case .beginSeeking(let direction): beginScan(direction, at: at)
    case .endSeeking:
      if case .scanning(_, let returnsTo) = phase { endScan(returningTo: returnsTo, at: at) }
    case .insert(let tracks, let position):
      let wasEmpty = queue.isEmpty
      queue.insert(tracks, at: position)
      emit(.queueChanged(.inserted(count: tracks.count, position)), at: at)
      if wasEmpty { makeCurrent(queue.current, at: at) }
    case .remove(let id): remove(id, at: at, startCheck: startCheck)
    case .move(let id, let index):
      queue.move(id, to: index)
      emit(.queueChanged(.moved(id, to: index)), at: at)
    case .clear:
      let removed = queue.removeAllButCurrent()
      if removed > 0 { emit(.queueChanged(.cleared(count: removed)), at: at) }
    case .setRepeat(let mode):
      guard mode != queue.repeatMode else { break }
      queue.repeatMode = mode
      emit(.repeatModeChanged(mode), at: at)
    case .setShuffle(let on, let seed):
      guard on || queue.isShuffled else { break }
      if on { queue.shuffle(seed: seed) } else { queue.unshuffle() }
      emit(.shuffleChanged(on), at: at)
    case .interrupt:
      let then: AfterInterruption =
        isUnderway ? .play : isPausedOrScanningFromPause ? .pause : .stop
      // A preparation in progress is lost with the audio session: the entry stays unprepared.
      setPhase(.interrupted(then: then), at: at)
    case .endInterruption:
      guard case .interrupted(let then) = phase else { break }
      switch then {
      case .play: start(at: at, startCheck: startCheck)
      case .pause: setPhase(.paused, at: at)
      case .stop: setPhase(.stopped, at: at)
      }
    }
    // A command can make something due at once: a seek to the end, a zero latency.
    runDue(until: at, startCheck: startCheck)
  }

  /// Paused, or scanning with a pause to return to.
  var isPausedOrScanningFromPause: Bool {
    switch phase {
    case .paused, .scanning(_, returnsTo: .paused): true
    default: false
    }
  }

  var isInterrupted: Bool {
    if case .interrupted = phase { return true }
    return false
  }

  /// Playing, preparing to play, or scanning: the states in which a new entry starts at once.
  var isUnderway: Bool {
    switch phase {
    case .playing, .preparing, .scanning(_, returnsTo: .playing): true
    case .stopped, .paused, .interrupted, .scanning(_, returnsTo: .paused): false
    }
  }

  // MARK: - Commands

  private mutating func beginScan(_ direction: SeekDirection, at instant: Instant) {
    switch phase {
    case .playing: setPhase(.scanning(direction, returnsTo: .playing), at: instant)
    case .paused: setPhase(.scanning(direction, returnsTo: .paused), at: instant)
    case .scanning(_, let returnsTo):
      setPhase(.scanning(direction, returnsTo: returnsTo), at: instant)
    case .stopped, .preparing, .interrupted: break
    }
  }

  private mutating func resume(at instant: Instant, startCheck: StartCheck) {
    switch phase {
    case .playing, .preparing, .scanning: break
    case .paused, .stopped: start(at: instant, startCheck: startCheck)
    case .interrupted: phase = .interrupted(then: .play)
    }
  }

  private mutating func pause(at instant: Instant) {
    switch phase {
    case .playing, .scanning, .preparing: setPhase(.paused, at: instant)
    case .interrupted(then: .play): phase = .interrupted(then: .pause)
    case .interrupted, .paused, .stopped: break
    }
  }

  private mutating func stop(at instant: Instant) {
    if case .interrupted = phase {
      phase = .interrupted(then: .stop)
    } else {
      setPhase(.stopped, at: instant)
    }
    rewind(at: instant)
  }

  private mutating func skipForward(at instant: Instant, startCheck: StartCheck) {
    guard let current = queue.current else { return }
    guard let next = queue.successor(of: current.id, for: .skip) else {
      return endOfQueue(at: instant)
    }
    switchTo(next, at: instant, startCheck: startCheck)
  }

  private mutating func skipBack(at instant: Instant, startCheck: StartCheck) {
    guard let current = queue.current else { return }
    let position = position(at: instant)
    if position <= Player.restartThreshold, let previous = queue.predecessor(of: current.id) {
      return switchTo(previous, at: instant, startCheck: startCheck)
    }
    guard position > .zero else { return }
    seek(to: .zero, at: instant)
  }

  /// Moves to `entry` keeping the player's state: playing starts it, paused or stopped only
  /// designates it, an interruption keeps its plan.
  private mutating func switchTo(
    _ entry: QueueEntry, at instant: Instant, startCheck: StartCheck
  ) {
    let wasUnderway = isUnderway
    makeCurrent(entry, at: instant)
    if wasUnderway { start(at: instant, startCheck: startCheck) }
  }

  private mutating func seek(to target: Duration, at instant: Instant) {
    guard let entry = queue.current else { return }
    let clamped = min(target, entry.track.duration)
    jump(to: clamped, at: instant)
    emit(.seeked(entry.id, to: clamped), at: instant)
    guard clamped > .zero else { return }
    // Stopped means position 0, so a seek cues the entry instead.
    switch phase {
    case .stopped: setPhase(.paused, at: instant)
    case .interrupted(then: .stop): phase = .interrupted(then: .pause)
    default: break
    }
  }

  private mutating func remove(_ id: QueueEntryID, at instant: Instant, startCheck: StartCheck) {
    guard id == queue.currentID else {
      if let removed = queue.remove(id) { emit(.queueChanged(.removed(removed)), at: instant) }
      return
    }
    let wasUnderway = isUnderway
    let following = queue.successor(of: id, for: .skip)
    let last = queue.entries.last { $0.id != id }
    guard let removed = queue.remove(id) else { return }
    emit(.queueChanged(.removed(removed)), at: instant)
    if let following, following.id != id {
      makeCurrent(following, at: instant)
      if wasUnderway { start(at: instant, startCheck: startCheck) }
    } else {
      // It was the last entry (or the only one): playback ends on what is now last.
      makeCurrent(last, at: instant)
      endOfQueue(at: instant)
    }
  }
}
