import Foundation

/// The prompt's history on disk: plain UTF-8, one entry per line, oldest first, no duplicates,
/// at most 2,000 entries, replaced atomically.
///
/// deepcut keeps this file itself rather than through libedit's `write_history`, whose
/// `_HiStOrY_V2_` format escapes spaces as `\040` and which rejects a plain file (EINVAL).
public enum HistoryFile {
  public static let name = "history"
  public static let maximumEntries = 2000
  /// The longest line kept, in bytes: the prompt's own limit.
  public static let maximumLineBytes = 64 << 10

  /// The entries in `data`, oldest first.
  ///
  /// Duplicates and blank lines are dropped (the latest copy of a line wins), at most
  /// `maximumEntries` are kept, and junk lines (not UTF-8, or longer than the prompt's
  /// `maximumLineBytes`) are skipped.
  public static func decode(_ data: Data) -> [String] { read(data).entries }

  /// The entries in `data` and how many of its lines were junk.
  static func read(_ data: Data) -> (entries: [String], junk: Int) {
    var entries: [String] = []
    var junk = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      guard line.count <= maximumLineBytes, let text = String(validating: line, as: UTF8.self)
      else {
        junk += 1
        continue
      }
      if !text.allSatisfy(\.isWhitespace) { entries.append(text) }
    }
    return (normalized(entries), junk)
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
    for entry in entries.reversed()
    where !entry.contains("\n") && !entry.contains("\r") && entry.utf8.count <= maximumLineBytes {
      if seen.insert(entry).inserted { kept.append(entry) }
      if kept.count == maximumEntries { break }
    }
    return kept.reversed()
  }

  /// Loads the history from the state directory; a missing file is an empty history.
  ///
  /// A file that is not a history (a link, a FIFO, too large) is set aside whole; one with
  /// junk lines is moved aside as `history.corrupt-TIME` and its good lines written back, so
  /// the junk is reported once. `warning` hears either.
  public static func load(
    from state: StateDirectory, warning: (String) -> Void = { _ in }
  ) throws(StoreError) -> [String] {
    let data: Data
    do {
      guard let read = try state.read(name, kind: .history) else { return [] }
      data = read
    } catch {
      guard case .setAside(let text) = error else { throw error }
      warning(text)
      return []
    }
    let (entries, junk) = read(data)
    guard junk > 0 else { return entries }
    let lines = junk == 1 ? "a line" : "\(junk) lines"
    let what = "\(state.filePath(name)) had \(lines) not UTF-8 text or over 64 KiB"
    guard let target = state.moveAside(name, as: "corrupt") else {
      warning("\(what); skipping them")
      return entries
    }
    try? save(entries, to: state)
    warning("\(what); moved aside to \(target), keeping the other \(entries.count)")
    return entries
  }

  /// Adds `line` to the history file and returns the whole history.
  ///
  /// Under a lock, the file is read again and the line added to what it holds, so two
  /// sessions typing at once both keep their lines (the last writer does not win). A history
  /// file that is set aside meanwhile is reported in `warnings`.
  public static func append(_ line: String, to state: StateDirectory) async throws -> (
    entries: [String], warnings: [String]
  ) {
    guard state.isAvailable else { return ([], []) }
    let lock = try await StateLock.acquire(name + ".lock", in: state)
    defer { lock.release() }
    var warnings: [String] = []
    let merged = normalized(try load(from: state) { warnings.append($0) } + [line])
    try save(merged, to: state)
    return (merged, warnings)
  }

  /// Saves the history atomically.
  public static func save(_ entries: [String], to state: StateDirectory) throws(StoreError) {
    try state.write(encode(entries), to: name)
  }
}
