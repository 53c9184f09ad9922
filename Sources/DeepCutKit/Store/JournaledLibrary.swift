/// A library whose writes are kept in a write journal shared by every session on the same
/// state directory: the one place that takes the lock, merges other sessions' writes, makes the
/// write, appends it and moves the offset.
///
/// A write goes: lock → take in what other sessions appended since `offset` (so names and
/// sequence numbers are current) → the write itself → append it → release. A failed or refused
/// write appends nothing; a write that was made but could not be saved lasts only this session,
/// and says so.
public actor JournaledLibrary {
  public nonisolated let library: InMemoryLibraryService
  public nonisolated let journal: WriteJournal
  /// How far into the journal this library has taken writes in.
  public private(set) var offset: Int

  /// A library that has taken in the journal up to `offset` (as `Services.launch` leaves it).
  public init(library: InMemoryLibraryService, journal: WriteJournal, offset: Int) {
    self.library = library
    self.journal = journal
    self.offset = offset
  }

  /// Performs `call` on the library as one journaled write, and returns what it returned.
  ///
  /// Throws what taking the lock or `call` throws; nothing is appended then. `warning` hears
  /// about unreadable journal lines, other sessions' writes that no longer apply, and a write
  /// that could not be saved.
  public func write<Value: Sendable>(
    warning: @Sendable (String) -> Void,
    _ call: @Sendable (InMemoryLibraryService) async throws -> Value
  ) async throws -> Value {
    let lock = try await journal.lock()
    defer { lock.release() }
    await takeInOtherWrites(warning: warning)
    let sequenceBefore = await library.writeLog.nextSequence
    let value = try await call(library)
    if let entry = await library.writeLog.entries.last, entry.sequence >= sequenceBefore {
      do {
        try journal.append(entry)
        offset = journal.size
      } catch {
        warning("the write was made but not saved (\(error)); it lasts only this session")
      }
    }
    return value
  }

  /// Applies the writes other sessions appended since `offset`; ones that no longer apply
  /// (made over other contents) are skipped with a warning.
  private func takeInOtherWrites(warning: (String) -> Void) async {
    let (entries, end) = journal.read(from: offset, warning: warning)
    offset = end
    let skipped = await library.absorb(entries)
    if skipped > 0 { warning("\(skipped) writes from another session no longer apply; skipped") }
  }
}
