/// The stable identity of one entry in the play queue, written `e12`.
///
/// Entries are tracked by identity, never by position: a marker kept by position points at the
/// wrong song after an earlier entry is removed (peers.md §5, Phonograph #115). The same track
/// queued twice gets two entries with two ids.
public struct QueueEntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Parses `e12` (the form `description` prints).
  public init?(_ text: String) {
    guard text.first == "e", let value = Int(text.dropFirst()), value > 0 else { return nil }
    self.rawValue = value
  }

  public var description: String { "e\(rawValue)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = Self(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a queue entry id")
      )
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// One entry of the play queue: a track, under an id that stays the same wherever it moves.
public struct QueueEntry: Identifiable, Hashable, Sendable {
  public let id: QueueEntryID
  /// The track, shared by every copy of the entry (views, events, the trace).
  let shared: SharedTrack

  public init(id: QueueEntryID, track: LibraryTrack) {
    self.id = id
    self.shared = SharedTrack(track)
  }

  public var track: LibraryTrack { shared.track }
}
