/// The events of one transition of a player, as the app observes them together (one
/// `objectWillChange`, one MPD `idle` answer).
public struct PlayerEventBatch: Hashable, Sendable {
  /// In order; never empty, all at one instant.
  public var events: [PlayerEvent]

  public init(_ events: [PlayerEvent]) {
    precondition(!events.isEmpty, "a batch holds at least one event")
    self.events = events
  }

  public var instant: Instant { events[0].instant }
  public var sequences: ClosedRange<Int> { events[0].sequence...events[events.count - 1].sequence }

  /// `events` split where the instant changes: one batch per transition.
  public static func batches(of events: [PlayerEvent]) -> [PlayerEventBatch] {
    var batches: [PlayerEventBatch] = []
    var start = events.startIndex
    while start < events.endIndex {
      let instant = events[start].instant
      let end = events[start...].firstIndex { $0.instant != instant } ?? events.endIndex
      // Nearly always one transition: its events are the batch, without a copy.
      let slice =
        start == events.startIndex && end == events.endIndex ? events : Array(events[start..<end])
      batches.append(PlayerEventBatch(slice))
      start = end
    }
    return batches
  }
}
