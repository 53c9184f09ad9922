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
/// one more complete line; a write that fails part-way (a full disk) is cut back off, so the
/// file never holds half a line this process wrote. A torn line (a power cut) is skipped when
/// read, and moved aside the first time a session starts over it.
public struct WriteJournal: Sendable {
  public let state: StateDirectory
  /// Which library the writes belong to (`sample`, or an import's identity).
  public let identity: String
  /// Writes bytes to a descriptor, as `write(2)` does (the count written, or -1 with `errno`
  /// set): a seam, so a test can make the disk fill up half-way through a line.
  public var writeBytes: @Sendable (Int32, ArraySlice<UInt8>) -> Int = { descriptor, bytes in
    bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

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
      guard let read = try state.read(fileName, kind: .journal) else { return ([], 0) }
      data = read
    } catch {
      if case .setAside(let text) = error {
        warning(text)
        return ([], 0)
      }
      warning("\(fileName) could not be read (\(error)); starting without earlier writes")
      return ([], offset)
    }
    // A file shorter than what was read before was replaced: read it again from the start.
    let start = offset <= data.count ? offset : 0
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var entries: [WriteLogEntry] = []
    var goodLines: [Data.SubSequence] = []
    var badLines: [Data.SubSequence] = []  // only counted: the whole file is kept aside
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
        goodLines.append(line)
      } else {
        unreadable += 1
        badLines.append(line)
      }
    }
    if unreadable > 0, entries.isEmpty, start == 0 {
      warning(state.quarantine(fileName, reason: "no line of it is a write"))
      return ([], 0)
    }
    if unreadable > 0, start == 0,
      let end = moveAside(badLines, keeping: goodLines, rest: data[position...], warning: warning)
    {
      return (entries, end)
    }
    if unreadable > 0 {
      warning("skipped \(unreadable) unreadable line\(unreadable == 1 ? "" : "s") of \(fileName)")
    }
    return (entries, position)
  }

  /// Rewrites the journal without its unreadable lines, the whole file kept first as
  /// `NAME.corrupt-TIME` (a hard link, so no reader ever finds the journal missing), so they
  /// are reported once rather than at every start; returns the new end of the complete lines,
  /// or `nil` when another session holds the journal (the lines are then only skipped).
  private func moveAside(
    _ bad: [Data.SubSequence], keeping good: [Data.SubSequence], rest: Data.SubSequence,
    warning: (String) -> Void
  ) -> Int? {
    guard let lock = StateLock.acquireNow("writes-\(identity).lock", in: state) else { return nil }
    defer { lock.release() }
    let aside = "\(fileName).corrupt-\(StateDirectory.stamp(Date()))"
    var kept = Data()
    for line in good { kept.append(contentsOf: line + [UInt8(ascii: "\n")]) }
    let end = kept.count
    kept.append(contentsOf: rest)
    guard link(state.filePath(fileName), state.filePath(aside)) == 0 else { return nil }
    do {
      try state.write(kept, to: fileName)
    } catch {
      unlink(state.filePath(aside))
      return nil
    }
    let lines = bad.count == 1 ? "an unreadable line" : "\(bad.count) unreadable lines"
    let writes = good.count == 1 ? "its write is kept" : "its \(good.count) writes are kept"
    warning("\(fileName) had \(lines); moved aside to \(aside), \(writes)")
    return end
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
    guard var line = (try? JSONLine.encoder.encode(entry)).map(Array.init) else {
      throw .corrupt(path: fileName, reason: "a write could not be encoded")
    }
    line.append(UInt8(ascii: "\n"))
    let path = state.filePath(fileName)
    guard state.isAvailable else { throw .unavailable }
    let fd: Int32
    switch StateFileReader.open(
      path, limit: Int.max, writable: true, create: true, appending: true)
    {
    case .file(let descriptor, _): fd = descriptor
    case .refused(let refusal):
      throw .setAside(state.setAside(fileName, kind: .journal, reason: refusal.description))
    case .failed(let code): throw .io("cannot open \(path)", code)
    case .missing: throw .io("cannot open \(path)", ENOENT)
    }
    defer { close(fd) }
    // A torn last line (a power cut mid-append) must not swallow this one: start a new line.
    var status = stat()
    var last: UInt8 = 0
    guard fstat(fd, &status) == 0 else { throw .io("cannot append to \(path)", errno) }
    let before = status.st_size
    if before > 0, pread(fd, &last, 1, before - 1) == 1, last != UInt8(ascii: "\n") {
      line.insert(UInt8(ascii: "\n"), at: 0)
    }
    if let code = writeAll(line, to: fd) ?? (fsync(fd) == 0 ? nil : errno) {
      // All or nothing: what part of the line reached the file is cut back off.
      _ = ftruncate(fd, before)
      throw .io("cannot append to \(path)", code)
    }
  }

  /// Writes every byte of `line`; returns the `errno` that stopped it, or `nil`.
  private func writeAll(_ line: [UInt8], to fd: Int32) -> Int32? {
    var offset = 0
    while offset < line.count {
      let written = writeBytes(fd, line[offset...])
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      // Nothing written and no error: the disk is full (write(2) reports ENOSPC next time).
      guard written > 0 else { return ENOSPC }
      offset += written
    }
    return nil
  }

  /// Takes the journal's lock, so no other session writes in between; release it after
  /// appending.
  public func lock() async throws -> StateLock {
    try await StateLock.acquire("writes-\(identity).lock", in: state)
  }
}
