/// Settles the app's optimistic now-playing indicator on the player's truth, by observing the
/// player's events.
///
/// The reconciler sees the player only through events, delivered in batches (the events of one
/// transition, as an app sees one `objectWillChange` per run-loop turn), possibly late. Its
/// policy, rule by rule (each rule has a test in `ReconcilerTests`):
///
/// 1. **Off.** While off it observes nothing and no intent is pending: the indicator changes
///    only when the user acts. This is the app's original bug: after the song ends the
///    indicator still says playing while the player says stopped. Turning it on adopts the
///    player's current state at once.
/// 2. **Stale.** While an intent is pending, a batch that happened before it (every sequence
///    number at most the intent's) is ignored: it describes a state the user already overrode.
/// 3. **Confirmation.** A batch after which the player agrees with the pending intent (same
///    track, same playing state) settles it.
/// 4. **Decisive events.** A timed ending, the end of the queue or a failed start corrects the
///    indicator at once, intent or not. A failure that withdraws a pending intent is a
///    rollback, and says why.
/// 5. **Patience.** Any other batch that disagrees with a pending intent is ignored: the player
///    may still be preparing.
/// 6. **Window.** An intent the player has not confirmed within `window` (2 s by default)
///    yields: the indicator takes the observed truth.
/// 7. **Follow.** With no intent pending, every batch sets the indicator to the truth
///    (interruptions, a start later than the window, queue edits, the next track).
/// 8. **Nothing to wait for.** An intent that the observed truth already satisfies, with no
///    events still on their way, is settled at once (pause while paused).
public struct Reconciler: Hashable, Sendable {
  public var isEnabled: Bool
  /// How long an intent may wait for the player's confirmation.
  public var window: Duration
  /// The player as last observed: the view after the latest delivered batch.
  public private(set) var observed: PlayerView

  public init(
    isEnabled: Bool = true, window: Duration = .seconds(2),
    observing view: PlayerView = PlayerView(status: .stopped, current: nil)
  ) {
    self.isEnabled = isEnabled
    self.window = window
    self.observed = view
  }

  /// What the reconciler made of a batch, a deadline or a switch.
  public enum Decision: Hashable, Sendable {
    /// The player confirmed the pending intent.
    case confirmed(PlaybackIntent)
    /// A batch from before the pending intent was ignored (rule 2).
    case ignoredStale(sequences: ClosedRange<Int>)
    /// The indicator was set to the truth, or a pending intent withdrawn.
    case corrected(Correction)
  }

  /// When the pending intent yields to the truth (rule 6), if one is pending.
  public func expiry(of indicator: NowPlayingIndicator) -> Instant? {
    guard isEnabled, let intent = indicator.pending else { return nil }
    return intent.instant + window
  }

  /// Observes one batch of events (rules 2–5 and 7).
  public mutating func observe(
    _ batch: [PlayerEvent], indicator: inout NowPlayingIndicator
  ) -> Decision? {
    guard isEnabled, let first = batch.first, let last = batch.last else { return nil }
    observed = last.view
    let truth = last.view.truth
    let decisive = Self.decisiveReason(in: batch)
    guard let intent = indicator.pending else {
      guard !indicator.state.agrees(with: truth) else { return nil }
      let reason = decisive ?? .followed(last.view.status)
      return correct(to: truth, reason, at: last.instant, withdrawing: nil, &indicator)
    }
    if last.sequence <= intent.afterSequence {
      return .ignoredStale(sequences: first.sequence...last.sequence)
    }
    if truth.agrees(with: intent.target) {
      indicator.pending = nil
      indicator.state = truth
      return .confirmed(intent)
    }
    guard let decisive else { return nil }
    return correct(to: truth, decisive, at: last.instant, withdrawing: intent, &indicator)
  }

  /// Lets a pending intent older than the window yield to the observed truth (rule 6).
  public mutating func expire(
    at instant: Instant, indicator: inout NowPlayingIndicator
  ) -> Decision? {
    guard let deadline = expiry(of: indicator), deadline <= instant,
      let intent = indicator.pending
    else { return nil }
    return correct(
      to: observed.truth, .unconfirmed(window: window), at: instant, withdrawing: intent,
      &indicator)
  }

  /// Settles a pending intent the observed truth already satisfies (rule 8); call it only when
  /// no events are on their way.
  public mutating func settle(indicator: inout NowPlayingIndicator) -> Decision? {
    guard isEnabled, let intent = indicator.pending, intent.target.agrees(with: observed.truth)
    else { return nil }
    indicator.pending = nil
    return .confirmed(intent)
  }

  /// Turns reconciliation on, observing `view` as the player's current state (rule 1).
  public mutating func enable(
    observing view: PlayerView, at instant: Instant, indicator: inout NowPlayingIndicator
  ) -> Decision? {
    isEnabled = true
    observed = view
    indicator.pending = nil
    guard !indicator.state.agrees(with: view.truth) else { return nil }
    return correct(to: view.truth, .enabled, at: instant, withdrawing: nil, &indicator)
  }

  /// Turns reconciliation off: nothing is observed and nothing waited for (rule 1).
  public mutating func disable(indicator: inout NowPlayingIndicator) {
    isEnabled = false
    indicator.pending = nil
  }

  private func correct(
    to truth: IndicatorState, _ reason: Correction.Reason, at instant: Instant,
    withdrawing intent: PlaybackIntent?, _ indicator: inout NowPlayingIndicator
  ) -> Decision {
    let correction = Correction(
      instant: instant, reason: reason, from: indicator.state, to: truth, withdrawn: intent)
    indicator.state = truth
    indicator.pending = nil
    return .corrected(correction)
  }

  /// The decisive event of a batch, the failure first (it explains the stop that follows).
  private static func decisiveReason(in batch: [PlayerEvent]) -> Correction.Reason? {
    var reason: Correction.Reason?
    for event in batch {
      switch event.kind {
      case .startFailed(_, let why): return .playFailed(why)
      case .queueEnded: reason = .queueEnded
      case .entryEnded: if reason == nil { reason = .trackEnded }
      default: break
      }
    }
    return reason
  }
}

/// A change the reconciler made to the indicator, and why.
public struct Correction: Hashable, Sendable, CustomStringConvertible {
  /// The rule that made the correction.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    case trackEnded
    case queueEnded
    case playFailed(String)
    /// The pending intent was not confirmed within the window.
    case unconfirmed(window: Duration)
    /// No intent was pending and the player changed; the new status.
    case followed(PlaybackStatus)
    /// Reconciliation was turned on.
    case enabled

    public var description: String {
      switch self {
      case .trackEnded: "track ended"
      case .queueEnded: "queue ended"
      case .playFailed(let reason): "could not play: \(reason)"
      case .unconfirmed(let window): "not confirmed within \(DurationText.compact(window))"
      case .followed(let status): "player \(status)"
      case .enabled: "reconcile on"
      }
    }
  }

  public var instant: Instant
  public var reason: Reason
  public var from: IndicatorState
  public var to: IndicatorState
  /// The pending intent this correction gave up on, if any.
  public var withdrawn: PlaybackIntent?

  /// Whether a failed start took back what the user had just asked for.
  public var isRollback: Bool {
    if case .playFailed = reason { return withdrawn != nil }
    return false
  }

  /// Whether the indicator shows something different afterwards.
  public var changesIndicator: Bool { !from.agrees(with: to) }

  /// `▶ Hurricane → ■ Hurricane (queue ended)`.
  public var description: String {
    let why: String
    switch reason {
    case .unconfirmed: why = (withdrawn.map { "\($0.label) " } ?? "") + reason.description
    case .playFailed where isRollback: why = "rolled back, \(reason)"
    default: why = reason.description
    }
    return "\(from) → \(to) (\(why))"
  }
}
