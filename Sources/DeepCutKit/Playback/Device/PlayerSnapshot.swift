/// A player at one instant, as `status` and `queue` show it.
public struct PlayerSnapshot: Hashable, Sendable {
  /// The instant it describes.
  public var instant: Instant
  /// The status and the current entry.
  public var view: PlayerView
  /// The position in the current entry (0 with none).
  public var position: Duration
  /// The queue in play order.
  public var entries: [QueueEntry]
  public var repeatMode: RepeatMode
  public var shuffle: Bool
  /// 0–100; `nil` when the device has no volume to set (MPD without a mixer).
  public var volume: Int?
  /// The sequence number of the latest event (0 before the first).
  public var lastSequence: Int

  public init(
    instant: Instant, view: PlayerView, position: Duration, entries: [QueueEntry],
    repeatMode: RepeatMode, shuffle: Bool, volume: Int?, lastSequence: Int
  ) {
    self.instant = instant
    self.view = view
    self.position = position
    self.entries = entries
    self.repeatMode = repeatMode
    self.shuffle = shuffle
    self.volume = volume
    self.lastSequence = lastSequence
  }

  public var current: QueueEntry? { view.current }

  /// The current entry's 0-based position in play order.
  public var currentIndex: Int? {
    guard let id = view.current?.id else { return nil }
    return entries.firstIndex { $0.id == id }
  }
}
