/// The app's side of playback over any `PlayerDevice`: the optimistic indicator, the
/// reconciler that settles it on the device's events, and the trace of everything that
/// happened.
///
/// Pure: no clock, I/O or concurrency inside. A driver (the pure `PlaybackSession` over the
/// emulator, the shell's session over any device) lets time pass with `advance(to:on:)` and runs
/// an action in two halves around the one effect, the device's `send`:
/// `begin(_:at:on:)` says what to send, `finish(_:batches:on:)` takes what it caused
/// (`abandon(_:)` when the device refused it).
///
/// A user action first changes the indicator, at once, where the app would (play, resume,
/// pause, stop, toggle, next, prev), then goes to the device. Event batches reach the
/// reconciler after `observationDelay`.
public struct PlaybackApp: Sendable {
  public private(set) var indicator = NowPlayingIndicator()
  public private(set) var reconciler: Reconciler
  public private(set) var trace: PlaybackTrace
  /// The latest instant the app has reached.
  public private(set) var now: Instant = .start
  /// How long the app takes to observe a device's event batch.
  public private(set) var observationDelay: Duration
  /// The seed of the next `shuffle on`.
  public private(set) var shuffleSeed: UInt64
  /// Batches the app has not observed yet, in order.
  private var inFlight: [(deliverAt: Instant, batch: PlayerEventBatch)] = []
  /// Notices of time that passed before a command the device refused, for the next advance.
  private var held: [PlaybackNotice] = []

  public init(settings: PlaybackSettings = PlaybackSettings(), traceCapacity: Int = 10_000) {
    reconciler = Reconciler(isEnabled: settings.reconcile, window: settings.confirmWindow)
    trace = PlaybackTrace(capacity: traceCapacity)
    observationDelay = settings.observationDelay
    shuffleSeed = settings.shuffleSeed
  }

  /// Whether device events are still on their way to the app.
  public var hasEventsInFlight: Bool { !inFlight.isEmpty }

  /// When the app's side changes next by itself: a batch reaching it, an intent's window
  /// closing; `nil` when nothing will.
  public var nextDeadline: Instant? {
    .earliest(inFlight.first?.deliverAt, reconciler.expiry(of: indicator))
  }

  /// When something happens next without an action, on either side, or `nil` when nothing will.
  public func nextDeadline(on device: any PlayerDevice) -> Instant? {
    .earliest(device.nextDeadline, nextDeadline)
  }

  // MARK: - Time

  /// Lets time pass until `instant` on both sides, applying every timed transition in order,
  /// and returns what to announce.
  public mutating func advance(
    to instant: Instant, on device: any PlayerDevice
  ) -> [PlaybackNotice] {
    var notices = held
    held.removeAll()
    while let deadline = nextDeadline(on: device), deadline <= instant {
      let at = max(deadline, now)
      now = at
      absorb(device.advance(to: at), into: &notices, on: device)
      while let first = inFlight.first, first.deliverAt <= at {
        inFlight.removeFirst()
        deliver(first.batch, into: &notices, on: device)
      }
      note(reconciler.expire(at: at, indicator: &indicator), into: &notices, on: device)
    }
    now = max(now, instant)
    absorb(device.advance(to: now), into: &notices, on: device)
    return notices
  }

  // MARK: - Actions

  /// An action under way: the command to send, and what the app saw before it.
  public struct Sending: Sendable {
    public let command: PlayerCommand
    let action: PlaybackAction
    let indicatorBefore: IndicatorState
    let viewBefore: PlayerView
    let sequenceBefore: Int
    /// What the time before the action produced.
    let notices: [PlaybackNotice]
  }

  /// The first half of an action.
  public enum Step: Sendable {
    /// Done without the device (a setting): what to announce.
    case done([PlaybackNotice])
    /// Send this command, then `finish` (or `abandon` when the device refuses).
    case send(Sending)
  }

  /// Starts `action` at `instant`: refuses what is wrong before any time passes, lets the time
  /// before it pass, and applies a setting or says which command to send.
  public mutating func begin(
    _ action: PlaybackAction, at instant: Instant, on device: any PlayerDevice
  ) throws(PlayerDeviceError) -> Step {
    try validate(action, on: device)
    var notices = advance(to: instant, on: device)
    let command: PlayerCommand
    switch action {
    case .set(let setting):
      log(.action(action), on: device)
      try apply(setting, into: &notices, on: device)
      return .done(notices + settle(on: device))
    case .toggle(let track):
      switch indicator.toggleDecision(for: track) {
      case .pause: command = .pause
      case .play: command = .play([track], startingAt: 0)
      }
    default:
      guard let mapped = playerCommand(for: action) else { return .done(notices) }
      command = mapped
    }
    let view = device.view
    return .send(
      Sending(
        command: command, action: action, indicatorBefore: indicator.state, viewBefore: view,
        sequenceBefore: device.snapshot(at: now).lastSequence, notices: notices))
  }

  /// The device refused the command: nothing changed but the time before it, whose notices
  /// the next advance returns.
  public mutating func abandon(_ sending: Sending) {
    held = sending.notices + held
  }

  /// The second half of an action: the optimistic indicator change the app makes for the
  /// command, and what the command caused.
  public mutating func finish(
    _ sending: Sending, batches: [PlayerEventBatch], on device: any PlayerDevice
  ) -> [PlaybackNotice] {
    var notices = sending.notices
    log(.action(sending.action), view: sending.viewBefore)
    if let target = intent(
      for: sending.command, before: sending.indicatorBefore, current: device.view.current?.shared)
    {
      indicator.state = target
      if reconciler.isEnabled {
        indicator.pending = PlaybackIntent(
          target: target, label: sending.action.description, instant: now,
          afterSequence: sending.sequenceBefore)
      }
      log(.indicator(target), view: sending.viewBefore)
    }
    absorb(batches, into: &notices, on: device)
    return notices + settle(on: device)
  }

  /// What the action made due at once (a zero window, events queued behind late ones), and an
  /// intent the truth already satisfies settled.
  private mutating func settle(on device: any PlayerDevice) -> [PlaybackNotice] {
    var notices = advance(to: now, on: device)
    if inFlight.isEmpty {
      note(reconciler.settle(indicator: &indicator), into: &notices, on: device)
    }
    return notices
  }

  private func validate(
    _ action: PlaybackAction, on device: any PlayerDevice
  ) throws(PlayerDeviceError) {
    switch action {
    case .set(.latency(let value)) where value < .zero:
      throw .invalid(.negativeSetting("latency"))
    case .set(.latency) where !(device is EmulatedPlayer):
      throw Self.latencyRefusal(on: device)
    case .set(.confirmWindow(let value)) where value < .zero:
      throw .invalid(.negativeSetting("window"))
    case .set(.observationDelay(let value)) where value < .zero:
      throw .invalid(.negativeSetting("delay"))
    default:
      if let command = playerCommand(for: action) { try device.check(command) }
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

  /// What the app shows at once for a command, or `nil` when it has no optimistic code for it
  /// (seeks, queue edits, modes and interruptions are left to the reconciler).
  ///
  /// `current` is the device's entry after the command.
  private func intent(
    for command: PlayerCommand, before: IndicatorState, current: SharedTrack?
  ) -> IndicatorState? {
    switch command {
    case .play(let tracks, let start): return IndicatorState(track: tracks[start], isPlaying: true)
    case .resume: return IndicatorState(shown: before.shown ?? current, isPlaying: true)
    case .pause, .stop: return IndicatorState(shown: before.shown ?? current, isPlaying: false)
    // The app knows the queue, so it can show the new entry before the player confirms.
    case .next, .previous: return IndicatorState(shown: current, isPlaying: before.isPlaying)
    default: return nil
    }
  }

  /// `set latency` on a real player: its latency is its own, so only the emulator's is set.
  private static func latencyRefusal(on device: any PlayerDevice) -> PlayerDeviceError {
    .unsupported(
      "latency is a setting of the emulated player (--player emulated), not of \(device.name)")
  }

  private mutating func apply(
    _ setting: PlaybackSetting, into notices: inout [PlaybackNotice], on device: any PlayerDevice
  ) throws(PlayerDeviceError) {
    switch setting {
    case .latency(let value):
      guard let emulator = device as? EmulatedPlayer else { throw Self.latencyRefusal(on: device) }
      emulator.latency = value
    case .observationDelay(let value): observationDelay = value
    case .shuffleSeed(let seed): shuffleSeed = seed
    case .confirmWindow(let value):
      reconciler.window = value
      note(reconciler.expire(at: now, indicator: &indicator), into: &notices, on: device)
    case .reconcile(true):
      guard !reconciler.isEnabled else { return }
      let decision = reconciler.enable(observing: device.view, at: now, indicator: &indicator)
      note(decision, into: &notices, on: device)
    case .reconcile(false):
      reconciler.disable(indicator: &indicator)
      inFlight.removeAll()
    }
  }

  // MARK: - Events

  /// Records batches' events, announces them, and sends each batch to the app.
  private mutating func absorb(
    _ batches: [PlayerEventBatch], into notices: inout [PlaybackNotice],
    on device: any PlayerDevice
  ) {
    for batch in batches {
      for event in batch.events {
        log(.player(event), at: event.instant, view: event.view)
        if let notice = Self.notice(for: event) { notices.append(notice) }
      }
      if reconciler.isEnabled {
        if observationDelay == .zero && inFlight.isEmpty {
          deliver(batch, into: &notices, on: device)
        } else {
          inFlight.append((batch.instant + observationDelay, batch))
        }
      }
    }
  }

  private mutating func deliver(
    _ batch: PlayerEventBatch, into notices: inout [PlaybackNotice], on device: any PlayerDevice
  ) {
    note(reconciler.observe(batch.events, indicator: &indicator), into: &notices, on: device)
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
    _ kind: PlaybackTrace.Entry.Kind, at instant: Instant? = nil, view: PlayerView
  ) {
    trace.append(.init(instant: instant ?? now, kind: kind, indicator: indicator, player: view))
  }

  private mutating func log(_ kind: PlaybackTrace.Entry.Kind, on device: any PlayerDevice) {
    log(kind, view: device.view)
  }

  /// Records a reconciler decision and announces a visible correction.
  ///
  /// A rollback joins the failure it answers when both happen together, so the user reads one
  /// line.
  private mutating func note(
    _ decision: Reconciler.Decision?, into notices: inout [PlaybackNotice],
    on device: any PlayerDevice
  ) {
    guard let decision else { return }
    log(.reconciler(decision), on: device)
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
