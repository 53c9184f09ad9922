/// The player's queue: entries in the order they will play, the current entry by identity, and
/// the repeat and shuffle modes that decide what comes next.
///
/// Invariant: `currentID` is `nil` exactly when the queue is empty, and otherwise names an entry
/// in `entries`. The current entry is kept by id, so removing or moving other entries never
/// changes which song is current; only its position (`currentIndex`) moves.
///
/// Shuffle reorders `entries` (the current entry first, the rest in a seeded random order) and
/// remembers the unshuffled order, which comes back when shuffle turns off. Insertions while
/// shuffled go to the same place in both orders; a move while shuffled moves the entry in the
/// play order only.
public struct PlaybackQueue: Hashable, Sendable {
  /// Why the player wants the entry after the current one.
  public enum Advance: Hashable, Sendable {
    /// The current track played to its end: repeat one plays it again.
    case trackEnded
    /// The user skipped: repeat one does not hold the player back.
    case skip
  }

  /// The entries in the order they will play.
  public private(set) var entries: [QueueEntry] = []
  /// The entry being played (or paused, or stopped on); `nil` only when the queue is empty.
  public private(set) var currentID: QueueEntryID?
  public var repeatMode: RepeatMode = .off
  /// The order to return to when shuffle turns off; `nil` while shuffle is off.
  private var unshuffledOrder: [QueueEntryID]?
  private var random = SeededRandom(seed: 0)
  private var lastID = 0

  public init() {}

  public var isShuffled: Bool { unshuffledOrder != nil }
  public var isEmpty: Bool { entries.isEmpty }
  public var count: Int { entries.count }

  public var current: QueueEntry? { currentIndex.map { entries[$0] } }

  /// The current entry's 0-based position in play order.
  public var currentIndex: Int? { currentID.flatMap(index(of:)) }

  public func index(of id: QueueEntryID) -> Int? { entries.firstIndex { $0.id == id } }

  public func contains(_ id: QueueEntryID) -> Bool { index(of: id) != nil }

  // MARK: - Changing the entries

  /// Replaces every entry with `tracks` and makes the one at `startIndex` current (first in play
  /// order when shuffled, as "shuffle all" starts with the chosen song).
  mutating func replace(with tracks: [LibraryTrack], startingAt startIndex: Int) {
    let fresh = makeEntries(tracks)
    let start = fresh[startIndex]
    currentID = start.id
    if isShuffled {
      unshuffledOrder = fresh.map(\.id)
      entries = [start] + random.shuffled(fresh.filter { $0.id != start.id })
    } else {
      entries = fresh
    }
  }

  /// Inserts `tracks` ("play next" or "play later") and returns the new entries.
  ///
  /// Into an empty queue the first new entry becomes current.
  @discardableResult
  mutating func insert(_ tracks: [LibraryTrack], at position: InsertionPosition) -> [QueueEntry] {
    let fresh = makeEntries(tracks)
    switch position {
    case .afterCurrentEntry:
      let slot = currentIndex.map { $0 + 1 } ?? entries.count
      entries.insert(contentsOf: fresh, at: slot)
      if let order = unshuffledOrder {
        let unshuffledSlot = currentID.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 }
        unshuffledOrder?.insert(contentsOf: fresh.map(\.id), at: unshuffledSlot ?? order.count)
      }
    case .tail:
      entries.append(contentsOf: fresh)
      unshuffledOrder?.append(contentsOf: fresh.map(\.id))
    }
    if currentID == nil { currentID = entries.first?.id }
    return fresh
  }

  /// Removes the entry `id` and returns it.
  ///
  /// Removing the current entry leaves no current entry: the caller decides which one follows.
  @discardableResult
  mutating func remove(_ id: QueueEntryID) -> QueueEntry? {
    guard let index = index(of: id) else { return nil }
    unshuffledOrder?.removeAll { $0 == id }
    if currentID == id { currentID = nil }
    return entries.remove(at: index)
  }

  /// Moves the entry `id` to the 0-based `index` in play order (clamped to the queue).
  mutating func move(_ id: QueueEntryID, to index: Int) {
    guard let from = self.index(of: id) else { return }
    let entry = entries.remove(at: from)
    entries.insert(entry, at: min(max(index, 0), entries.count))
  }

  /// Goes back to `saved` (an earlier state of this queue), keeping the ids handed out since
  /// unused forever: an id never names two entries.
  mutating func restore(_ saved: PlaybackQueue) {
    let issued = lastID
    self = saved
    lastID = max(issued, saved.lastID)
  }

  /// Removes every entry but the current one and returns how many went.
  mutating func removeAllButCurrent() -> Int {
    let before = entries.count
    entries.removeAll { $0.id != currentID }
    unshuffledOrder?.removeAll { $0 != currentID }
    return before - entries.count
  }

  /// Makes `id` (an entry in the queue, or `nil` for an empty queue) current.
  mutating func setCurrent(_ id: QueueEntryID?) {
    currentID = id
  }

  // MARK: - Shuffle

  /// Shuffles from `seed`: the current entry first, the others in a random order.
  mutating func shuffle(seed: UInt64) {
    random = SeededRandom(seed: seed)
    if unshuffledOrder == nil { unshuffledOrder = entries.map(\.id) }
    let head = entries.filter { $0.id == currentID }
    entries = head + random.shuffled(entries.filter { $0.id != currentID })
  }

  /// Returns to the unshuffled order.
  mutating func unshuffle() {
    guard let order = unshuffledOrder else { return }
    let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    entries = order.compactMap { byID[$0] }
    unshuffledOrder = nil
  }

  // MARK: - Navigation

  /// The entry that plays after `id`, or `nil` when playback should end there.
  public func successor(of id: QueueEntryID, for advance: Advance) -> QueueEntry? {
    guard let index = index(of: id) else { return nil }
    if advance == .trackEnded && repeatMode == .one { return entries[index] }
    if index + 1 < entries.count { return entries[index + 1] }
    return repeatMode == .all ? entries.first : nil
  }

  /// The entry before `id`, wrapping to the last under repeat all; `nil` at the first entry.
  public func predecessor(of id: QueueEntryID) -> QueueEntry? {
    guard let index = index(of: id) else { return nil }
    if index > 0 { return entries[index - 1] }
    return repeatMode == .all && entries.count > 1 ? entries.last : nil
  }

  private mutating func makeEntries(_ tracks: [LibraryTrack]) -> [QueueEntry] {
    tracks.map { track in
      lastID += 1
      return QueueEntry(id: QueueEntryID(lastID), track: track)
    }
  }
}
