/// The emulated Apple Music player: the truth the app's optimistic indicator is reconciled
/// against.
///
/// A pure state machine in the style of swift-async-algorithms: `handle(_:at:startCheck:)`
/// applies a command, `advance(to:startCheck:)` applies the timed transitions up to an instant,
/// and `nextDeadline` says how long a thin engine may sleep. Nothing here reads a clock, sleeps,
/// prints or locks; every transition comes back as a numbered `PlayerEvent`. Instants earlier
/// than the latest one seen are treated as the latest: time never runs backward.
///
/// Semantics follow MusicKit where it is documented (reference/apple-formats.md §3); the
/// emulator's own choices are marked *ours*:
/// - **Timed endings.** A track ends when its duration has elapsed in playing time (pause,
///   preparation and interruption stop that clock). The next entry starts at once, with no
///   latency (the player prepares it ahead, as for gapless playback). Several endings can
///   happen inside one `advance`.
/// - **End of the queue** (*ours*; unconfirmed on a device, MediaPlayer reports `stopped`):
///   after the last entry ends, or `next` on it, the status becomes `stopped`, the last entry
///   stays current and the position returns to 0. `play()` then starts it again.
/// - **Start latency** (*ours*): starting an entry that is not prepared takes `latency`. The
///   status meanwhile says `stopped` with `isPreparing` set, since MusicKit has no "loading"
///   status. A pause or an interruption during preparation cancels it: the entry then stays
///   unprepared and the next `play()` prepares it again. Resuming a prepared entry from pause is
///   immediate.
/// - **Failures.** A start fails when the track has an `unplayableReason`, has no duration, or
///   the `StartCheck` says so; it is detected when preparation finishes. After a timed ending
///   the player stops on the failed entry. After a `play` command (*ours*: `play()` throws in
///   MusicKit and the app decides what to do) the player goes back to the queue, entry,
///   position and state it had before the command, as the app's rollback expects: a failed
///   `play Jezebel` while Hurricane plays leaves Hurricane playing.
/// - **Interruptions.** `interrupt` holds the position and reports `interrupted`; commands
///   meanwhile only change what happens when it ends. `endInterruption` resumes if the player
///   was (or was asked to be) playing, else returns to paused or stopped.
/// - **Seeking** (*ours* for the end): a seek past the end puts the position at the end, so a
///   playing track ends at once, exactly as at a timed ending, and a paused one ends as soon as
///   it plays again. A seek while stopped cues the entry: paused at that position.
/// - **Scanning.** `beginSeeking` while playing or paused scans at `scanRate` times normal speed
///   and reports `seekingForward` or `seekingBackward`; `endSeeking` returns to the state before
///   the scan ("the player returns to its previous state"), and so does a backward scan that
///   reaches 0. Scanning again while scanning changes direction. In any other state (stopped,
///   preparing, interrupted) it does nothing (*ours*). A forward scan that reaches the end is a
///   timed ending. Scanned time is not listening time (see plays, below).
/// - **Plays** (*ours*, after Apple Music's rule for counting a stream): the current entry is
///   counted as played (`takeCountedPlays()`) once it has spent `ListeningHistory.countsAfter` (30 s)
///   of playing time at normal speed, or its whole length when it is shorter. Seeking and
///   scanning move the position but add no listening time; a new entry and each repeat of one
///   count afresh.
/// - **Skipping.** `next` and `previous` keep the player's state: while playing, the new entry
///   starts (with latency); while paused or stopped it is only designated, as
///   `skipToNextEntry()` does. `previous` more than 3 s into a track restarts it.
/// - **Queue edits.** Removing the current entry moves to the one that followed it (the end of
///   the queue if none did); removing any other entry leaves the current one alone. `clear`
///   (*ours*, like "Clear" in Up Next) removes every entry but the current one, which plays on.
/// - **Shuffle** (*ours*): seeded, so the same seed gives the same order; the current entry
///   comes first and the rest follow shuffled; turning it off restores the unshuffled order.
public struct Player: Hashable, Sendable {
  /// How much faster than normal a scan moves (*ours*).
  public static let scanRate = 4
  /// How far into a track `previous` restarts it instead of going back.
  public static let restartThreshold: Duration = .seconds(3)

  public internal(set) var queue = PlaybackQueue()
  /// The latest instant the player has reached.
  public private(set) var now: Instant = .start
  /// The sequence number of the latest event (0 before the first).
  public private(set) var lastSequence = 0
  /// How long starting an unprepared entry takes.
  public var latency: Duration = .zero

  var phase: Phase = .stopped
  /// Listening time of the current entry at `anchor`, and whether its play was counted.
  var listenedAtAnchor: Duration = .zero
  var playCounted = false
  /// What the player did before the latest `play` command, until that play has started.
  var beforePlay: Snapshot?
  /// Plays counted and not yet taken (`takeCountedPlays()`), oldest first.
  ///
  /// Kept apart from the events: a count changes nothing an observer of `playbackStatus` sees.
  public private(set) var countedPlays: [CountedPlay] = []
  /// The position at `anchor`; the position at a later instant follows from the phase's rate.
  var anchorPosition: Duration = .zero
  var anchor: Instant = .start
  /// Whether the current entry is prepared (MusicKit's `isPreparedToPlay`).
  var isPrepared = false
  /// Whether the current entry has begun playing since it became current or was restarted.
  var currentHasStarted = false
  /// Events of the call in progress.
  var outbox: [PlayerEvent] = []

  public init(latency: Duration = .zero) {
    self.latency = latency
  }

  /// What the player is doing; `PlaybackStatus` is derived from it.
  enum Phase: Hashable, Sendable {
    /// Not playing, at position 0.
    case stopped
    /// Holding its position.
    case paused
    /// Preparing the current entry, which starts at `readyAt`; reported as `stopped`.
    case preparing(readyAt: Instant)
    case playing
    /// Scanning at `scanRate` times normal speed; `returnsTo` is the state before the scan.
    case scanning(SeekDirection, returnsTo: ScanReturn)
    /// The system holds the audio session; `then` is what to do when it lets go.
    case interrupted(then: AfterInterruption)
  }

  /// The state a scan returns to.
  enum ScanReturn: Hashable, Sendable {
    case playing
    case paused
  }

  /// The player before a `play` command, restored if that play cannot start.
  struct Snapshot: Hashable, Sendable {
    var queue: PlaybackQueue
    var phase: Phase
    var position: Duration
    var isPrepared: Bool
    var currentHasStarted: Bool
    var listened: Duration
    var playCounted: Bool
  }

  /// What the player does when an interruption ends.
  enum AfterInterruption: Hashable, Sendable {
    case stop
    case pause
    case play
  }

  // MARK: - Reading

  public var status: PlaybackStatus {
    switch phase {
    case .stopped, .preparing: .stopped
    case .paused: .paused
    case .playing: .playing
    case .scanning(.forward, _): .seekingForward
    case .scanning(.backward, _): .seekingBackward
    case .interrupted: .interrupted
    }
  }

  public var isPreparing: Bool {
    if case .preparing = phase { return true }
    return false
  }

  public var currentEntry: QueueEntry? { queue.current }

  /// The status and current entry, as an observer sees them.
  public var view: PlayerView {
    PlayerView(status: status, isPreparing: isPreparing, current: queue.current)
  }

  /// The position in the current entry at `instant` (0 with no entry).
  ///
  /// Exact for instants up to `nextDeadline`; advance first to ask about later ones.
  public func position(at instant: Instant) -> Duration {
    guard queue.current != nil else { return .zero }
    let elapsed = max(.zero, instant - anchor)
    return max(.zero, anchorPosition + elapsed * rate)
  }

  /// When the next timed transition happens, or `nil` when nothing will before a command.
  ///
  /// The transitions are preparation finishing, the current track ending and a backward scan
  /// reaching 0. A play being counted is not one (nothing an observer sees changes): it is
  /// applied by any `advance` that passes it.
  public var nextDeadline: Instant? {
    guard let entry = queue.current else { return nil }
    let remaining = max(.zero, entry.track.duration - anchorPosition)
    switch phase {
    case .preparing(let readyAt): return readyAt
    case .playing: return anchor + remaining
    case .scanning(.forward, _): return anchor + remaining / Player.scanRate
    case .scanning(.backward, _): return anchor + anchorPosition / Player.scanRate
    case .stopped, .paused, .interrupted: return nil
    }
  }

  /// When the current entry's play counts, if it is playing and has not counted yet.
  private var countDeadline: Instant? {
    guard phase == .playing, !playCounted, let entry = queue.current else { return nil }
    let threshold = ListeningHistory.threshold(for: entry.track.duration)
    return anchor + max(.zero, threshold - listenedAtAnchor)
  }

  /// Listening time of the current entry at `instant` (normal-speed playing time only).
  func listened(at instant: Instant) -> Duration {
    phase == .playing ? listenedAtAnchor + max(.zero, instant - anchor) : listenedAtAnchor
  }

  /// How fast the position moves: 1 while playing, ±`scanRate` while scanning, else 0.
  private var rate: Int {
    switch phase {
    case .playing: 1
    case .scanning(.forward, _): Player.scanRate
    case .scanning(.backward, _): -Player.scanRate
    case .stopped, .paused, .preparing, .interrupted: 0
    }
  }

  // MARK: - Time

  /// Applies every timed transition up to `instant`, in order, and returns their events.
  public mutating func advance(
    to instant: Instant, startCheck: StartCheck = .allowAll
  ) -> [PlayerEvent] {
    runDue(until: instant, startCheck: startCheck)
    return takeEvents()
  }

  /// Fires the transitions due by `instant` and moves `now` there.
  mutating func runDue(until instant: Instant, startCheck: StartCheck) {
    while let deadline = Instant.earliest(nextDeadline, countDeadline), deadline <= instant {
      let at = max(deadline, now)
      now = at
      // A play counts before the ending it coincides with (a short track played through).
      if let count = countDeadline, count <= deadline, let entry = queue.current {
        playCounted = true
        countedPlays.append(CountedPlay(track: entry.track, instant: at))
        continue
      }
      switch phase {
      case .preparing: begin(at: at, startCheck: startCheck)
      case .scanning(.backward, let returnsTo): endScan(returningTo: returnsTo, at: at)
      default: finishCurrent(at: at, startCheck: startCheck)
      }
    }
    now = max(now, instant)
  }

  // MARK: - Transitions shared by commands and time

  /// Starts the current entry from its position: through preparation unless it is prepared or
  /// there is no latency.
  mutating func start(at instant: Instant, startCheck: StartCheck) {
    guard let entry = queue.current else { return setPhase(.stopped, at: instant) }
    if isPrepared || latency <= .zero { return begin(at: instant, startCheck: startCheck) }
    setPhase(.preparing(readyAt: instant + latency), at: instant)
    emit(.preparing(entry.id), at: instant)
  }

  /// Preparation is over: the current entry plays, or fails to start and the player stops.
  mutating func begin(at instant: Instant, startCheck: StartCheck) {
    guard let entry = queue.current else { return setPhase(.stopped, at: instant) }
    if !isPrepared, let reason = failure(starting: entry.track, startCheck: startCheck) {
      setPhase(.stopped, at: instant)
      anchorPosition = .zero
      currentHasStarted = false
      emit(.startFailed(entry.id, reason: reason), at: instant)
      if let saved = beforePlay { restore(saved, at: instant) }
      return
    }
    beforePlay = nil
    isPrepared = true
    setPhase(.playing, at: instant)
    if !currentHasStarted {
      currentHasStarted = true
      emit(.entryStarted(entry.id), at: instant)
    }
  }

  /// The current track played to its end: repeat it, start the next one, or end the queue.
  mutating func finishCurrent(at instant: Instant, startCheck: StartCheck) {
    guard let ended = queue.current else { return }
    emit(.entryEnded(ended.id), at: instant)
    guard let next = queue.successor(of: ended.id, for: .trackEnded) else {
      return endOfQueue(at: instant)
    }
    if next.id == ended.id {
      anchorPosition = .zero
      anchor = instant
      currentHasStarted = false
      listenedAtAnchor = .zero
      playCounted = false
    } else {
      makeCurrent(next, at: instant)
    }
    begin(at: instant, startCheck: startCheck)
  }

  /// Playback ran out of entries: stopped, at 0, on the entry that is current.
  mutating func endOfQueue(at instant: Instant) {
    let wasStopped = phase == .stopped || phase == .interrupted(then: .stop)
    if case .interrupted = phase {
      phase = .interrupted(then: .stop)
    } else {
      setPhase(.stopped, at: instant)
    }
    rewind(at: instant)
    if !wasStopped { emit(.queueEnded, at: instant) }
  }

  /// Makes `entry` current, at position 0 and not prepared; the phase is the caller's business.
  mutating func makeCurrent(_ entry: QueueEntry?, at instant: Instant) {
    queue.setCurrent(entry?.id)
    rewind(at: instant)
    emit(.currentEntryChanged(entry?.id), at: instant)
  }

  /// Back to the start of the current entry, unprepared, as if it had never played.
  mutating func rewind(at instant: Instant) {
    anchorPosition = .zero
    anchor = instant
    isPrepared = false
    currentHasStarted = false
    listenedAtAnchor = .zero
    playCounted = false
  }

  /// Moves the position to `target` at `instant` without listening to what lies between.
  mutating func jump(to target: Duration, at instant: Instant) {
    listenedAtAnchor = listened(at: instant)
    anchorPosition = target
    anchor = instant
  }

  /// A scan ends (asked, or a backward scan reached 0): back to the state before it.
  mutating func endScan(returningTo state: ScanReturn, at instant: Instant) {
    setPhase(state == .playing ? .playing : .paused, at: instant)
  }

  /// Changes the phase, keeping the position continuous, and reports a status change.
  mutating func setPhase(_ new: Phase, at instant: Instant) {
    anchorPosition = position(at: instant)
    listenedAtAnchor = listened(at: instant)
    anchor = instant
    let old = status
    phase = new
    if status != old { emit(.statusChanged(from: old, to: status), at: instant) }
  }

  mutating func emit(_ kind: PlayerEvent.Kind, at instant: Instant) {
    lastSequence += 1
    outbox.append(PlayerEvent(sequence: lastSequence, instant: instant, kind: kind, view: view))
  }

  /// The plays counted since the last call, oldest first.
  public mutating func takeCountedPlays() -> [CountedPlay] {
    defer { countedPlays.removeAll() }
    return countedPlays
  }

  mutating func takeEvents() -> [PlayerEvent] {
    defer { outbox.removeAll() }
    return outbox
  }

  private func failure(starting track: LibraryTrack, startCheck: StartCheck) -> String? {
    if let reason = track.unplayableReason { return reason }
    // A zero-length track would end the instant it started, forever under repeat.
    if track.duration <= .zero { return "the track has no duration" }
    return startCheck.failure(starting: track)
  }
}
