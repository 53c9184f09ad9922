import Foundation

/// The prompt's history on disk: plain UTF-8, one entry per line, oldest first, no duplicates,
/// at most 2,000 entries, replaced atomically.
///
/// deepcut keeps this file itself rather than through libedit's `write_history`, whose
/// `_HiStOrY_V2_` format escapes spaces as `\040` and which rejects a plain file (EINVAL).
public enum HistoryFile {
  public static let name = "history"
  public static let maximumEntries = 2000

  /// The entries in `data`, oldest first.
  ///
  /// Duplicates and blank lines are dropped (the latest copy of a line wins), at most
  /// `maximumEntries` are kept, and invalid UTF-8 lines are skipped.
  public static func decode(_ data: Data) -> [String] {
    var entries: [String] = []
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      let text = String(validating: line, as: UTF8.self)
      if let text, !text.allSatisfy(\.isWhitespace) { entries.append(text) }
    }
    return normalized(entries)
  }

  /// The file's bytes for `entries`.
  public static func encode(_ entries: [String]) -> Data {
    Data(normalized(entries).map { $0 + "\n" }.joined().utf8)
  }

  /// `entries` without duplicates (keeping each line's latest position), newline-free and
  /// capped to the newest `maximumEntries`.
  public static func normalized(_ entries: [String]) -> [String] {
    var seen = Set<String>()
    var kept: [String] = []
    for entry in entries.reversed() where !entry.contains("\n") && !entry.contains("\r") {
      if seen.insert(entry).inserted { kept.append(entry) }
      if kept.count == maximumEntries { break }
    }
    return kept.reversed()
  }

  /// Loads the history from the state directory; a missing file is an empty history.
  public static func load(from state: StateDirectory) throws(StoreError) -> [String] {
    guard let data = try state.read(name) else { return [] }
    return decode(data)
  }

  /// Adds `line` to the history file and returns the whole history.
  ///
  /// Under a lock, the file is read again and the line added to what it holds, so two
  /// sessions typing at once both keep their lines (the last writer does not win).
  public static func append(_ line: String, to state: StateDirectory) async throws -> [String] {
    let lock = try await StateLock.acquire(name + ".lock", in: state)
    defer { lock.release() }
    let merged = normalized(try load(from: state) + [line])
    try save(merged, to: state)
    return merged
  }

  /// Saves the history atomically.
  public static func save(_ entries: [String], to state: StateDirectory) throws(StoreError) {
    try state.write(encode(entries), to: name)
  }
}
