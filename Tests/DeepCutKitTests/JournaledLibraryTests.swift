import DeepCutKit
import Synchronization
import Testing

/// Two sessions on one state directory, each with its own library over the shared journal.
@Suite struct JournaledLibraryTests {
  /// A session's library as a launch builds it: the journal read so far taken in.
  private func session(_ state: StateDirectory, failures: FailureInjector = FailureInjector())
    -> JournaledLibrary
  {
    let journal = WriteJournal(state: state, identity: "sample")
    let (entries, end) = journal.read(from: 0) { _ in }
    let library = InMemoryLibraryService(
      contents: SampleLibrary.contents, absorbing: entries, failures: failures,
      clock: VirtualClock())
    return JournaledLibrary(library: library, journal: journal, offset: end)
  }

  private final class Warnings: Sendable {
    let lines = Mutex<[String]>([])
    func hear(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  @Test func eachWriteIsAppendedAndTheOtherSessionTakesItInBeforeItsOwn() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let warnings = Warnings()
    let first = session(state)
    let second = session(state)
    _ = try await first.write(warning: warnings.hear) { try await $0.createPlaylist(named: "A") }
    _ = try await second.write(warning: warnings.hear) { try await $0.createPlaylist(named: "B") }
    let journal = WriteJournal(state: state, identity: "sample").read { _ in }
    #expect(journal.map(\.sequence) == [1, 2])
    let names = await second.library.contents.playlists.map(\.name)
    #expect(names.contains("A") && names.contains("B"))
    #expect(await second.offset == first.journal.size)
    #expect(warnings.all.isEmpty)
  }

  @Test func aFailedOrRefusedWriteAppendsNothing() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let failures = FailureInjector()
    let library = session(state, failures: failures)
    failures.fail([.createPlaylist], with: .network, once: true, afterCalls: 0)
    await #expect(throws: ServiceError.self) {
      try await library.write(warning: { _ in }) { try await $0.createPlaylist(named: "A") }
    }
    _ = try await library.write(warning: { _ in }) { try await $0.createPlaylist(named: "A") }
    await #expect(throws: LibraryWriteError.self) {
      try await library.write(warning: { _ in }) { try await $0.createPlaylist(named: "a") }
    }
    #expect(WriteJournal(state: state, identity: "sample").read { _ in }.count == 1)
  }

  @Test func anotherSessionsWriteThatNoLongerAppliesIsSkippedWithAWarning() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let first = session(state)
    let second = session(state)
    // Both create the same name: the second session's copy was made over other contents.
    _ = try await second.write(warning: { _ in }) { try await $0.createPlaylist(named: "Same") }
    let pristine = InMemoryLibraryService(contents: SampleLibrary.contents, clock: VirtualClock())
    _ = try await pristine.createPlaylist(named: "Same")
    let stale = try #require(await pristine.writeLog.entries.last)
    try first.journal.append(
      WriteLogEntry(sequence: 2, write: stale.write, instant: stale.instant, date: stale.date))
    let warnings = Warnings()
    _ = try await second.write(warning: warnings.hear) { try await $0.createPlaylist(named: "B") }
    #expect(warnings.all == ["1 writes from another session no longer apply; skipped"])
  }
}
