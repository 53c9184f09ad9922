/// What happens when a track ends: MusicKit's `MusicPlayer.RepeatMode`.
public enum RepeatMode: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// Play the queue once, then stop.
  case off
  /// Play the current entry again and again (skipping still moves on).
  case one
  /// After the last entry, start over from the first.
  case all

  public var description: String { rawValue }
}

/// Where inserted entries go: MusicKit's `MusicPlayer.Queue.EntryInsertionPosition`.
public enum InsertionPosition: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// "Play Next": right after the current entry, which still plays to its end.
  case afterCurrentEntry
  /// "Play Later": at the end of the queue.
  case tail

  public var description: String {
    switch self {
    case .afterCurrentEntry: "next"
    case .tail: "later"
    }
  }
}

/// The direction of a scan (MusicKit's `beginSeekingForward()` and `beginSeekingBackward()`).
public enum SeekDirection: String, Hashable, Sendable, Codable, CustomStringConvertible {
  case forward
  case backward

  public var description: String { rawValue }
}
