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
  /// Where the queue stands when `entries` were not read (`statusSnapshot(at:)`): MPD's
  /// `status` tells its length and the current song's place without the songs themselves.
  public var unreadQueue: UnreadQueue?

  /// A queue's length and the current entry's 0-based place in it, without its entries.
  public struct UnreadQueue: Hashable, Sendable {
    public var length: Int
    public var currentIndex: Int?

    public init(length: Int, currentIndex: Int?) {
      self.length = length
      self.currentIndex = currentIndex
    }
  }

  public init(
    instant: Instant, view: PlayerView, position: Duration, entries: [QueueEntry],
    repeatMode: RepeatMode, shuffle: Bool, volume: Int?, lastSequence: Int,
    unreadQueue: UnreadQueue? = nil
  ) {
    self.instant = instant
    self.view = view
    self.position = position
    self.entries = entries
    self.repeatMode = repeatMode
    self.shuffle = shuffle
    self.volume = volume
    self.lastSequence = lastSequence
    self.unreadQueue = unreadQueue
  }

  public var current: QueueEntry? { view.current }

  /// The current entry's 0-based position in play order.
  public var currentIndex: Int? {
    guard let id = view.current?.id else { return nil }
    if let unreadQueue { return unreadQueue.currentIndex }
    return entries.firstIndex { $0.id == id }
  }

  /// How many entries the queue holds.
  public var queueLength: Int { unreadQueue?.length ?? entries.count }
}
