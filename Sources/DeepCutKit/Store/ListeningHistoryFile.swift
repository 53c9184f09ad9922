import Foundation

/// The plays deepcut counted, kept in the state directory so the listening history outlives
/// the process, as library writes do: `ls recent` and the feed's "forgotten" ranking mean the
/// same tomorrow.
///
/// One file per library (`recent-IDENTITY.jsonl`): one JSON line per track, newest first, at
/// most `ListeningHistory.capacity` (the app's 50), with wall-clock dates; replaced atomically
/// under a lock, so two sessions playing at once both keep their plays. Only deepcut's own
/// plays are kept: the library's imported history is merged with them at start
/// (`ListeningHistory.merging`). Read through the state-file checks (`StateFileKind
/// .listeningHistory`), and tolerantly, as the write journal is: a line that does not decode
/// costs only itself; a file in which no line decodes is moved aside. Without a state
/// directory nothing is read or kept, silently (playing is not a write).
public enum ListeningHistoryFile {
  /// The file's name for the library `identity` (`sample`, or an import key).
  public static func fileName(for identity: String) -> String { "recent-\(identity).jsonl" }

  /// The entries in `data`, newest first, and how many lines did not decode.
  public static func decode(_ data: Data) -> (entries: [RecentlyPlayedEntry], unreadable: Int) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var entries: [RecentlyPlayedEntry] = []
    var unreadable = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      if let entry = try? decoder.decode(RecentlyPlayedEntry.self, from: Data(line)) {
        entries.append(entry)
      } else {
        unreadable += 1
      }
    }
    return (normalized(entries), unreadable)
  }

  /// The file's bytes for `entries`.
  public static func encode(_ entries: [RecentlyPlayedEntry]) -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    var data = Data()
    for entry in normalized(entries) {
      // A struct of an id and a date always encodes.
      data.append((try? encoder.encode(entry)) ?? Data())
      data.append(UInt8(ascii: "\n"))
    }
    return data
  }

  /// `entries` newest first by date, one per track, capped.
  static func normalized(_ entries: [RecentlyPlayedEntry]) -> [RecentlyPlayedEntry] {
    ListeningHistory.merging([], into: entries, holds: { _ in true })
  }

  /// The saved plays of `identity`'s library; a missing file is none.
  ///
  /// An unreadable file is reported through `warning` and read as none; one that is not a
  /// state file (a link, a FIFO, too large) is set aside, and one in which no line decodes is
  /// moved aside (`StateDirectory.quarantine`).
  public static func load(
    identity: String, from state: StateDirectory, warning: (String) -> Void
  ) -> [RecentlyPlayedEntry] {
    let name = fileName(for: identity)
    let data: Data
    do {
      guard let read = try state.read(name, kind: .listeningHistory) else { return [] }
      data = read
    } catch {
      if case .setAside(let text) = error {
        warning(text)
      } else {
        warning("\(name) could not be read (\(error)); starting without earlier plays")
      }
      return []
    }
    let (entries, unreadable) = decode(data)
    if unreadable > 0, entries.isEmpty {
      warning(state.quarantine(name, reason: "no line of it is a play"))
      return []
    }
    if unreadable > 0 {
      warning("skipped \(unreadable) unreadable line\(unreadable == 1 ? "" : "s") of \(name)")
    }
    return entries
  }

  /// Adds `plays` (oldest first, wall-clock dates) to the saved history and returns it.
  ///
  /// Under a lock, the file is read again and the plays added to what it holds, so two
  /// sessions playing at once both keep theirs (the last writer does not win).
  @discardableResult
  public static func record(
    _ plays: [RecentlyPlayedEntry], identity: String, in state: StateDirectory
  ) async throws -> [RecentlyPlayedEntry] {
    guard state.isAvailable else { return [] }
    let name = fileName(for: identity)
    let lock = try await StateLock.acquire(name + ".lock", in: state)
    defer { lock.release() }
    var history: [RecentlyPlayedEntry] = []
    do {
      if let data = try state.read(name, kind: .listeningHistory) { history = decode(data).entries }
    } catch {
      // Set aside meanwhile (not a state file): this session's plays start a new one.
      guard case .setAside = error else { throw error }
    }
    for play in plays {
      history = ListeningHistory.recording(play.trackID, at: play.playedAt, in: history)
    }
    try state.write(encode(history), to: name)
    return history
  }
}

extension StateFileKind {
  /// The listening history: 50 lines of about 80 bytes; a megabyte is not deepcut's.
  public static let listeningHistory = StateFileKind("the listening history", limit: 1 << 20)
}
