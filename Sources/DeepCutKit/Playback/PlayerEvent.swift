/// What an observer of the player sees at one moment: its status and its current entry.
public struct PlayerView: Hashable, Sendable {
  public var status: PlaybackStatus
  /// Whether the player is preparing the current entry (start latency); the status meanwhile
  /// says `stopped`.
  public var isPreparing: Bool
  public var current: QueueEntry?

  public init(status: PlaybackStatus, isPreparing: Bool = false, current: QueueEntry?) {
    self.status = status
    self.isPreparing = isPreparing
    self.current = current
  }

  /// What a truthful now-playing indicator would show.
  public var truth: IndicatorState {
    IndicatorState(shown: current?.shared, isPlaying: status.isPlaying)
  }
}

/// One transition of the player, numbered and timed.
///
/// Sequence numbers increase strictly over the player's life, so an observer can tell an event
/// that happened before a user action from one that answers it. Each event carries the view
/// right after it, so an observer never has to ask the player.
public struct PlayerEvent: Hashable, Sendable {
  /// What changed.
  public enum Kind: Hashable, Sendable {
    case statusChanged(from: PlaybackStatus, to: PlaybackStatus)
    /// A different entry became current (not necessarily playing yet); `nil` when the queue
    /// emptied.
    case currentEntryChanged(QueueEntryID?)
    /// Preparation of the current entry began; it plays when the latency has passed.
    case preparing(QueueEntryID)
    /// The entry began playing from its start.
    case entryStarted(QueueEntryID)
    /// The entry played to its end.
    case entryEnded(QueueEntryID)
    /// Playback ran past the last entry and stopped.
    case queueEnded
    /// The entry could not start; the player stopped on it.
    case startFailed(QueueEntryID, reason: String)
    /// The position was set.
    case seeked(QueueEntryID, to: Duration)
    case queueChanged(QueueChange)
    case repeatModeChanged(RepeatMode)
    case shuffleChanged(Bool)
  }

  /// How the queue's entries changed.
  public enum QueueChange: Hashable, Sendable {
    case replaced(count: Int)
    case inserted(count: Int, InsertionPosition)
    case removed(QueueEntry)
    case moved(QueueEntryID, to: Int)
    case cleared(count: Int)
    /// A `play` that could not start gave the queue back as it was before it.
    case restored(count: Int)
  }

  public var sequence: Int
  public var instant: Instant
  public var kind: Kind
  /// The player right after this event.
  public var view: PlayerView

  public init(sequence: Int, instant: Instant, kind: Kind, view: PlayerView) {
    self.sequence = sequence
    self.instant = instant
    self.kind = kind
    self.view = view
  }
}
