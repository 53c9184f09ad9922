import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The library writes of every session on a state directory: one JSON line per accepted
/// write, appended under a lock, replayed onto the pristine library at start.
///
/// Two sessions at once lose nothing: a session takes the lock, first takes in the lines other
/// sessions appended (so its next sequence number and its view of the playlists are current),
/// then applies its own write and appends it. Appending is a single `write(2)` of a whole line
/// followed by `fsync`, so a session killed at any moment leaves the file as it was or with
/// one more complete line; a torn line (a power cut) is skipped when read.
public struct WriteJournal: Sendable {
  public let state: StateDirectory
  /// Which library the writes belong to (`sample`, or an import's identity).
  public let identity: String

  public init(state: StateDirectory, identity: String) {
    self.state = state
    self.identity = identity
  }

  /// The journal's file name.
  public var fileName: String { "writes-\(identity).jsonl" }

  /// Every complete entry, oldest first.
  ///
  /// Lines are independent: one that does not decode (a power cut's torn line, a stray edit)
  /// is skipped with a warning and costs only itself. A file in which no line decodes is not
  /// a journal: it is moved aside (reported through `warning`) and the library starts from the
  /// pristine contents.
  public func read(warning: (String) -> Void) -> [WriteLogEntry] {
    read(from: 0, warning: warning).entries
  }

  /// The complete entries from byte `offset` on, and the offset just past the last of them:
  /// a session passes it back next time and decodes only what other sessions appended.
  public func read(from offset: Int, warning: (String) -> Void) -> (
    entries: [WriteLogEntry], end: Int
  ) {
    let data: Data
    do {
      guard let read = try state.read(fileName) else { return ([], 0) }
      data = read
    } catch {
      warning("\(fileName) could not be read (\(error)); starting without earlier writes")
      return ([], offset)
    }
    // A file shorter than what was read before was replaced: read it again from the start.
    let start = offset <= data.count ? offset : 0
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var entries: [WriteLogEntry] = []
    var unreadable = 0
    var position = start
    while position < data.count {
      // A last line without its newline is a write still being appended (or torn): leave it.
      guard let newline = data[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      let line = data[position..<newline]
      position = newline + 1
      guard !line.isEmpty else { continue }
      if let entry = try? decoder.decode(WriteLogEntry.self, from: Data(line)) {
        entries.append(entry)
      } else {
        unreadable += 1
      }
    }
    if unreadable > 0, entries.isEmpty, start == 0 {
      warning(state.quarantine(fileName, reason: "no line of it is a write"))
      return ([], 0)
    }
    if unreadable > 0 {
      warning("skipped \(unreadable) unreadable line\(unreadable == 1 ? "" : "s") of \(fileName)")
    }
    return (entries, position)
  }

  /// The journal's length in bytes (0 when there is none).
  ///
  /// `lstat` itself, as `FileManager.attributesOfItem` calls it (without its dictionary of
  /// attributes, the URL and the casts: every write asks).
  public var size: Int {
    var status = stat()
    guard lstat(state.filePath(fileName), &status) == 0 else { return 0 }
    return Int(status.st_size)
  }

  /// Appends `entry` as one line, durably.
  ///
  /// The line is written as every JSON line is (`JSONLine`), so older builds read it.
  public func append(_ entry: WriteLogEntry) throws(StoreError) {
    guard var line = try? JSONLine.encoder.encode(entry) else {
      throw .corrupt(path: fileName, reason: "a write could not be encoded")
    }
    line.append(UInt8(ascii: "\n"))
    let path = state.filePath(fileName)
    let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .io("cannot open \(path)", errno) }
    defer { close(fd) }
    // A torn last line (a power cut mid-append) must not swallow this one: start a new line.
    var status = stat()
    var last: UInt8 = 0
    if fstat(fd, &status) == 0, status.st_size > 0, pread(fd, &last, 1, status.st_size - 1) == 1,
      last != UInt8(ascii: "\n")
    {
      line.insert(UInt8(ascii: "\n"), at: 0)
    }
    let written = line.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    guard written == line.count, fsync(fd) == 0 else {
      throw .io("cannot append to \(path)", errno)
    }
  }

  /// Takes the journal's lock, so no other session writes in between; release it after
  /// appending.
  public func lock() async throws -> StateLock {
    try await StateLock.acquire("writes-\(identity).lock", in: state)
  }
}
