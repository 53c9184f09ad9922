import Foundation

/// One write the library accepted: its order, what it was, and when.
public struct WriteLogEntry: Hashable, Sendable, Codable {
  /// 1 for the session's first write, then 2, 3, …; never reused.
  public var sequence: Int
  public var write: LibraryWrite
  /// When it happened on the session's clock.
  public var instant: Instant
  /// When it happened on the wall clock (fixed under the virtual clock, so runs print the same).
  public var date: Date

  public init(sequence: Int, write: LibraryWrite, instant: Instant, date: Date) {
    self.sequence = sequence
    self.write = write
    self.instant = instant
    self.date = date
  }

  /// The id of the playlist this entry created, for a `createPlaylist` write.
  public var createdPlaylistID: LibraryPlaylistID? {
    guard case .createPlaylist(let name) = write else { return nil }
    return LibraryWrite.createdPlaylistID(name: name, sequence: sequence)
  }
}

/// The writes a library accepted, oldest first: what `writes` shows and what a session saves.
///
/// Only accepted writes are logged: a refused or failed write changed nothing, so replaying the
/// log onto the pristine contents rebuilds exactly the current library.
public struct WriteLog: Hashable, Sendable, Codable {
  public private(set) var entries: [WriteLogEntry]

  public init(entries: [WriteLogEntry] = []) {
    self.entries = entries
  }

  /// The sequence number the next write gets.
  public var nextSequence: Int { (entries.last?.sequence ?? 0) + 1 }

  /// Adds an entry; its sequence must come after the last one's.
  mutating func append(_ entry: WriteLogEntry) {
    precondition(entry.sequence >= nextSequence, "write log entries must be in sequence order")
    entries.append(entry)
  }
}
