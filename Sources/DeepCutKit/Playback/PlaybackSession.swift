/// A playback session: the emulated player, the app's optimistic indicator and the reconciler
/// between them, with a trace of everything that happened.
///
/// The shell is a thin adapter over it: it resolves names to tracks, calls `perform(_:at:)` or
/// `advance(to:)` with the clock's instant, and prints the notices that come back. There is no
/// clock, I/O or concurrency inside; a live engine only sleeps until `nextDeadline`.
///
/// A user action first changes the indicator, at once, where the app would (play, resume,
/// pause, stop, toggle, next, prev), then goes to the player. Player events are delivered to
/// the reconciler in batches, one per transition, after `observationDelay`.
public struct PlaybackSession: Sendable {
  public private(set) var player: Player
  public private(set) var indicator = NowPlayingIndicator()
  public private(set) var reconciler: Reconciler
  public private(set) var trace: PlaybackTrace
  /// The latest instant the session has reached.
  public private(set) var now: Instant = .start
  /// Decides injected start failures (see `StartCheck`).
  public var startCheck: StartCheck
  private var observationDelay: Duration
  private var shuffleSeed: UInt64
  /// Plays the player counted and the caller has not taken yet (`takeCountedPlays()`).
  private var countedPlays: [CountedPlay] = []
  /// Batches of events the app has not observed yet, in order.
  private var inFlight: [(deliverAt: Instant, batch: [PlayerEvent])] = []

  public init(
    settings: PlaybackSettings = PlaybackSettings(), startCheck: StartCheck = .allowAll,
    traceCapacity: Int = 10_000
  ) {
    player = Player(latency: settings.latency)
    reconciler = Reconciler(isEnabled: settings.reconcile, window: settings.confirmWindow)
    trace = PlaybackTrace(capacity: traceCapacity)
    observationDelay = settings.observationDelay
    shuffleSeed = settings.shuffleSeed
    self.startCheck = startCheck
  }

  /// The emulation's current settings.
  public var settings: PlaybackSettings {
    PlaybackSettings(
      latency: player.latency, reconcile: reconciler.isEnabled,
      confirmWindow: reconciler.window, observationDelay: observationDelay,
      shuffleSeed: shuffleSeed)
  }

  /// Whether player events are still on their way to the app.
  public var hasEventsInFlight: Bool { !inFlight.isEmpty }

  /// When something happens next without an action, or `nil` when nothing will.
  ///
  /// A start, an ending, an event reaching the app, an intent's window closing.
  public var nextDeadline: Instant? {
    .earliest(
      .earliest(player.nextDeadline, inFlight.first?.deliverAt), reconciler.expiry(of: indicator))
  }

  // MARK: - Time

  /// Lets time pass until `instant`, applying every timed transition in order, and returns
  /// what to announce.
  public mutating func advance(to instant: Instant) -> [PlaybackNotice] {
    var notices: [PlaybackNotice] = []
    while let deadline = nextDeadline, deadline <= instant {
      let at = max(deadline, now)
      now = at
      absorb(player.advance(to: at, startCheck: startCheck), into: &notices)
      while let first = inFlight.first, first.deliverAt <= at {
        inFlight.removeFirst()
        deliver(first.batch, into: &notices)
      }
      note(reconciler.expire(at: at, indicator: &indicator), into: &notices)
    }
    now = max(now, instant)
    absorb(player.advance(to: now, startCheck: startCheck), into: &notices)
    if !player.countedPlays.isEmpty { countedPlays += player.takeCountedPlays() }
    return notices
  }

  /// Whether plays were counted that `takeCountedPlays()` has not taken yet.
  public var hasCountedPlays: Bool { !countedPlays.isEmpty }

  /// The plays counted since the last call, oldest first.
  ///
  /// What the listening history records (`ListeningHistory`). They come from the player, never from the indicator.
  public mutating func takeCountedPlays() -> [CountedPlay] {
    defer { countedPlays.removeAll() }
    return countedPlays
  }

  // MARK: - Actions

  /// Performs `action` at `instant`, after the time before it has passed, and returns what to
  /// announce.
  ///
  /// A refused action throws and changes nothing, time included.
  public mutating func perform(
    _ action: PlaybackAction, at instant: Instant
  ) throws(PlaybackError) -> [PlaybackNotice] {
    try validate(action)
    var notices = advance(to: instant)
    let before = indicator.state
    log(.action(action))
    switch action {
    case .set(let setting):
      apply(setting, into: &notices)
    case .toggle(let track):
      switch indicator.toggleDecision(for: track) {
      case .pause: command(.pause, for: action, before: before, into: &notices)
      case .play:
        command(.play([track], startingAt: 0), for: action, before: before, into: &notices)
      }
    default:
      if let playerCommand = playerCommand(for: action) {
        command(playerCommand, for: action, before: before, into: &notices)
      }
    }
    // What the action made due at once: a zero window, events queued behind late ones.
    notices += advance(to: now)
    if inFlight.isEmpty { note(reconciler.settle(indicator: &indicator), into: &notices) }
    return notices
  }

  private func validate(_ action: PlaybackAction) throws(PlaybackError) {
    switch action {
    case .set(.latency(let value)) where value < .zero: throw .negativeSetting("latency")
    case .set(.confirmWindow(let value)) where value < .zero: throw .negativeSetting("window")
    case .set(.observationDelay(let value)) where value < .zero: throw .negativeSetting("delay")
    default:
      if let playerCommand = playerCommand(for: action) { try player.validate(playerCommand) }
    }
  }

  private func playerCommand(for action: PlaybackAction) -> PlayerCommand? {
    switch action {
    case .play(let tracks, let start): .play(tracks, startingAt: start)
    case .resume: .resume
    case .pause: .pause
    case .stop: .stop
    case .next: .next
    case .previous: .previous
    case .seek(let target): .seek(to: target)
    case .scan(let direction): .beginSeeking(direction)
    case .endScan: .endSeeking
    case .enqueue(let tracks, let position): .insert(tracks, position)
    case .remove(let id): .remove(id)
    case .move(let id, let index): .move(id, to: index)
    case .clearQueue: .clear
    case .setRepeat(let mode): .setRepeat(mode)
    case .setShuffle(let on): .setShuffle(on: on, seed: shuffleSeed)
    case .interrupt: .interrupt
    case .endInterruption: .endInterruption
    case .toggle, .set: nil
    }
  }

  /// Sends a command to the player, with the optimistic indicator change the app makes for it.
  private mutating func command(
    _ playerCommand: PlayerCommand, for action: PlaybackAction, before: IndicatorState,
    into notices: inout [PlaybackNotice]
  ) {
    let sequenceBefore = player.lastSequence
    let viewBefore = player.view
    player.run(playerCommand, at: now, startCheck: startCheck)
    let events = player.takeEvents()
    if let target = intent(for: playerCommand, before: before) {
      indicator.state = target
      if reconciler.isEnabled {
        indicator.pending = PlaybackIntent(
          target: target, label: action.description, instant: now,
          afterSequence: sequenceBefore)
      }
      log(.indicator(target), view: viewBefore)
    }
    absorb(events, into: &notices)
  }

  /// What the app shows at once for a command, or `nil` when it has no optimistic code for it
  /// (seeks, queue edits, modes and interruptions are left to the reconciler).
  private func intent(for command: PlayerCommand, before: IndicatorState) -> IndicatorState? {
    let current = player.currentEntry?.shared
    switch command {
    case .play(let tracks, let start): return IndicatorState(track: tracks[start], isPlaying: true)
    case .resume: return IndicatorState(shown: before.shown ?? current, isPlaying: true)
    case .pause, .stop: return IndicatorState(shown: before.shown ?? current, isPlaying: false)
    // The app knows the queue, so it can show the new entry before the player confirms.
    case .next, .previous: return IndicatorState(shown: current, isPlaying: before.isPlaying)
    default: return nil
    }
  }

  private mutating func apply(_ setting: PlaybackSetting, into notices: inout [PlaybackNotice]) {
    switch setting {
    case .latency(let value): player.latency = value
    case .observationDelay(let value): observationDelay = value
    case .shuffleSeed(let seed): shuffleSeed = seed
    case .confirmWindow(let value):
      reconciler.window = value
      note(reconciler.expire(at: now, indicator: &indicator), into: &notices)
    case .reconcile(true):
      guard !reconciler.isEnabled else { return }
      let decision = reconciler.enable(observing: player.view, at: now, indicator: &indicator)
      note(decision, into: &notices)
    case .reconcile(false):
      reconciler.disable(indicator: &indicator)
      inFlight.removeAll()
    }
  }

  // MARK: - Events

  /// Records a call's events, announces them, and sends each transition's batch to the app.
  private mutating func absorb(_ events: [PlayerEvent], into notices: inout [PlaybackNotice]) {
    var start = events.startIndex
    while start < events.endIndex {
      let instant = events[start].instant
      let end = events[start...].firstIndex { $0.instant != instant } ?? events.endIndex
      // Nearly always one transition: its events are the batch, without a copy.
      let batch =
        start == events.startIndex && end == events.endIndex ? events : Array(events[start..<end])
      for event in batch {
        log(.player(event), at: event.instant, view: event.view)
        if let notice = Self.notice(for: event) { notices.append(notice) }
      }
      if reconciler.isEnabled {
        if observationDelay == .zero && inFlight.isEmpty {
          deliver(batch, into: &notices)
        } else {
          inFlight.append((instant + observationDelay, batch))
        }
      }
      start = end
    }
  }

  private mutating func deliver(_ batch: [PlayerEvent], into notices: inout [PlaybackNotice]) {
    note(reconciler.observe(batch, indicator: &indicator), into: &notices)
  }

  private static func notice(for event: PlayerEvent) -> PlaybackNotice? {
    switch event.kind {
    case .entryStarted:
      guard let track = event.view.current?.track else { return nil }
      return PlaybackNotice(instant: event.instant, kind: .nowPlaying(track))
    case .queueEnded:
      return PlaybackNotice(instant: event.instant, kind: .queueEnded)
    case .startFailed(_, let reason):
      guard let track = event.view.current?.track else { return nil }
      return PlaybackNotice(
        instant: event.instant, kind: .playFailed(track, reason: reason, rolledBack: false))
    default:
      return nil
    }
  }

  // MARK: - Trace

  /// Appends to the trace, with both sides as they are now unless told otherwise.
  private mutating func log(
    _ kind: PlaybackTrace.Entry.Kind, at instant: Instant? = nil, view: PlayerView? = nil
  ) {
    trace.append(
      .init(
        instant: instant ?? now, kind: kind, indicator: indicator, player: view ?? player.view))
  }

  /// Records a reconciler decision and announces a visible correction.
  ///
  /// A rollback joins the failure it answers when both happen together, so the user reads one
  /// line.
  private mutating func note(
    _ decision: Reconciler.Decision?, into notices: inout [PlaybackNotice]
  ) {
    guard let decision else { return }
    log(.reconciler(decision))
    guard case .corrected(let correction) = decision, correction.changesIndicator else { return }
    if correction.isRollback, let last = notices.last, last.instant == correction.instant,
      case .playFailed(let track, let reason, false) = last.kind
    {
      notices[notices.count - 1].kind = .playFailed(track, reason: reason, rolledBack: true)
      return
    }
    notices.append(PlaybackNotice(instant: correction.instant, kind: .reconciled(correction)))
  }
}
