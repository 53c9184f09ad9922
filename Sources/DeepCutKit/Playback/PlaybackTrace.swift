/// The session's timeline: user actions, indicator changes, player transitions and reconciler
/// decisions, each with the instant and the state of both sides right after it.
///
/// It keeps at least the latest `capacity` entries (trimming in chunks of half that), so a long
/// session cannot grow without bound.
public struct PlaybackTrace: Hashable, Sendable {
  /// One moment of the timeline.
  public struct Entry: Hashable, Sendable {
    /// Which lane the entry belongs to.
    public enum Kind: Hashable, Sendable {
      /// The user (or the system, for interruptions) acted.
      case action(PlaybackAction)
      /// A user action changed the indicator optimistically.
      case indicator(IndicatorState)
      case player(PlayerEvent)
      case reconciler(Reconciler.Decision)
    }

    public var instant: Instant
    public var kind: Kind
    /// The indicator right after this entry.
    public var indicator: NowPlayingIndicator
    /// The player right after this entry.
    public var player: PlayerView

    /// Whether the indicator disagrees with the player while no intent is pending: a
    /// divergence, as opposed to an optimistic update still waiting for its confirmation.
    public var isDivergent: Bool {
      indicator.pending == nil && !indicator.state.agrees(with: player.truth)
    }

    /// Whether the indicator is ahead of the player, waiting for a pending intent.
    public var isAwaiting: Bool {
      indicator.pending != nil && !indicator.state.agrees(with: player.truth)
    }
  }

  public private(set) var entries: [Entry] = []
  /// How many entries were dropped from the front to respect `capacity`.
  public private(set) var droppedCount = 0
  public let capacity: Int

  public init(capacity: Int = 10_000) {
    self.capacity = max(1, capacity)
  }

  mutating func append(_ entry: Entry) {
    entries.append(entry)
    // Trim in chunks so that appending stays amortized O(1).
    if entries.count >= capacity + capacity / 2 + 1 {
      let excess = entries.count - capacity
      entries.removeFirst(excess)
      droppedCount += excess
    }
  }
}
