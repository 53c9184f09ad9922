import DeepCutKit
import Foundation
import Testing

@Suite struct WriteJournalTests {
  private func entry(_ sequence: Int, _ name: String) -> WriteLogEntry {
    WriteLogEntry(
      sequence: sequence, write: .createPlaylist(name: name), instant: .start,
      date: VirtualClock.defaultStartDate)
  }

  @Test func appendedEntriesReadBackInOrder() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    #expect(journal.read { _ in Issue.record("no warning expected") }.isEmpty)
    for sequence in 1...3 { try journal.append(entry(sequence, "P\(sequence)")) }
    #expect(journal.read { _ in }.map(\.sequence) == [1, 2, 3])
    let attributes = try FileManager.default.attributesOfItem(
      atPath: state.file(journal.fileName).path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func readingFromAnOffsetDecodesOnlyWhatFollows() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    try journal.append(entry(1, "A"))
    let (first, end) = journal.read(from: 0) { _ in }
    #expect(first.count == 1 && end == journal.size)
    try journal.append(entry(2, "B"))
    let (second, next) = journal.read(from: end) { _ in }
    #expect(second.map(\.sequence) == [2])
    #expect(next == journal.size)
  }

  /// `size` asks `lstat` itself: the same length as `FileManager`'s attributes give, for no
  /// journal, a journal, and a journal that is a symbolic link (its own length, not the file's).
  @Test func sizeIsTheLengthFileManagerReports() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    #expect(journal.size == 0)
    for sequence in 1...3 {
      try journal.append(entry(sequence, String(repeating: "P", count: sequence * 7)))
      let attributes = try FileManager.default.attributesOfItem(
        atPath: state.file(journal.fileName).path)
      #expect(journal.size == attributes[.size] as? Int)
      #expect(journal.size > 0)
    }
    // The journal and its lock are opened by `filePath`, the text `file(_:).path` spells.
    let slashed = try StateDirectory(URL(fileURLWithPath: state.path + "/", isDirectory: true))
    for name in [journal.fileName, "writes-sample.lock"] {
      #expect(state.filePath(name) == state.file(name).path)
      #expect(slashed.filePath(name) == slashed.file(name).path)
    }
    let linked = WriteJournal(state: state, identity: "linked")
    try FileManager.default.createSymbolicLink(
      atPath: state.file(linked.fileName).path, withDestinationPath: journal.fileName)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: state.file(linked.fileName).path)
    #expect(linked.size == attributes[.size] as? Int)
  }

  @Test func aTornLastLineIsLeftAloneAndTheNextWriteStartsANewLine() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    try journal.append(entry(1, "A"))
    var data = try #require(try state.read(journal.fileName))
    data.append(Data("{\"sequence\":2,\"wri".utf8))
    try state.write(data, to: journal.fileName)
    var warnings: [String] = []
    #expect(journal.read { warnings.append($0) }.map(\.sequence) == [1])
    #expect(warnings.isEmpty)
    try journal.append(entry(2, "B"))
    #expect(journal.read { warnings.append($0) }.map(\.sequence) == [1, 2])
    // Found at start, the torn line is moved aside once (JournalAppendTests).
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("writes-sample.jsonl had an unreadable line; moved") == true)
  }

  @Test func anUnreadableLineCostsOnlyItself() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    try state.write(Data("not json\n".utf8), to: journal.fileName)
    try journal.append(entry(1, "A"))
    var warnings: [String] = []
    #expect(journal.read { warnings.append($0) }.map(\.sequence) == [1])
    #expect(warnings.count == 1)
  }

  @Test func aFileWithNoWriteInItIsMovedAside() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    try state.write(Data("not json\nnor this\n".utf8), to: journal.fileName)
    var warnings: [String] = []
    #expect(journal.read { warnings.append($0) }.isEmpty)
    #expect(warnings.first?.contains("moved aside") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: state.url.path)
    #expect(names.contains { $0.hasPrefix(journal.fileName + ".corrupt-") })
    #expect(!names.contains(journal.fileName))
  }

  @Test func aServiceTakesInAnotherSessionsWrites() async throws {
    let mine = InMemoryLibraryService(clock: VirtualClock())
    let entries = [entry(1, "Theirs"), entry(2, "Theirs")]  // the second no longer applies
    #expect(await mine.absorb(entries) == 1)
    #expect(await mine.writeLog.nextSequence == 3)
    let created = try await mine.createPlaylist(named: "Mine")
    #expect(await mine.writeLog.entries.last?.sequence == 3)
    #expect(created.id == LibraryWrite.createdPlaylistID(name: "Mine", sequence: 3))
    #expect(try await mine.playlist(named: "Theirs") != nil)
  }
}
