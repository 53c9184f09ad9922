import Foundation
import Testing

@testable import DeepCutKit

#if canImport(Glibc)
  import Glibc
#endif

/// The journal's append is all or nothing (a disk that fills half-way through a line leaves the
/// file as it was, with one correct error), and a bad line found at start is moved aside once.
@Suite struct JournalAppendTests {
  static func entry(_ sequence: Int) -> WriteLogEntry {
    WriteLogEntry(
      sequence: sequence, write: .createPlaylist(name: "P\(sequence)"), instant: .start,
      date: VirtualClock.defaultStartDate)
  }

  /// A disk that takes `room` more bytes, then is full (as `write(2)` is: a short count, then
  /// -1 with ENOSPC).
  final class SmallDisk: Sendable {
    let room: LockedValue<Int>
    init(room: Int) { self.room = LockedValue(room) }

    func write(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
      let allowed = room.withLock { room in
        let allowed = min(room, bytes.count)
        room -= allowed
        return allowed
      }
      guard allowed > 0 else {
        errno = ENOSPC
        return -1
      }
      return bytes.prefix(allowed).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
  }

  @Test(arguments: [0, 1, 20, 60])
  func aDiskThatFillsMidLineLeavesTheFileAsItWas(_ room: Int) throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    var journal = WriteJournal(state: state, identity: "sample")
    try journal.append(Self.entry(1))
    let before = try #require(try state.read(journal.fileName))
    let disk = SmallDisk(room: room)
    journal.writeBytes = { disk.write($0, $1) }
    let error = #expect(throws: StoreError.self) { try journal.append(Self.entry(2)) }
    #expect(
      error?.description
        == "cannot append to \(state.filePath(journal.fileName)): No space left on device")
    #expect(try state.read(journal.fileName) == before)
    var warnings: [String] = []
    #expect(journal.read { warnings.append($0) }.map(\.sequence) == [1])
    #expect(warnings.isEmpty)
  }

  /// A write that returns 0 without an error (what a full disk can do) is ENOSPC, never
  /// "Success".
  @Test func aWriteOfNothingIsNoSpaceNotSuccess() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    var journal = WriteJournal(state: state, identity: "sample")
    journal.writeBytes = { _, _ in
      errno = 0
      return 0
    }
    let error = #expect(throws: StoreError.self) { try journal.append(Self.entry(1)) }
    #expect(error?.description.hasSuffix("No space left on device") == true)
    #expect(journal.size == 0)
  }

  @Test func aBadLineIsMovedAsideOnceAndNotWarnedAboutAgain() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let journal = WriteJournal(state: state, identity: "sample")
    try journal.append(Self.entry(1))
    var data = try #require(try state.read(journal.fileName))
    data.append(Data("{\"sequence\":2,\"wri\n".utf8))
    try state.write(data, to: journal.fileName)
    try journal.append(Self.entry(3))
    var warnings: [String] = []
    let (entries, end) = journal.read(from: 0) { warnings.append($0) }
    #expect(entries.map(\.sequence) == [1, 3])
    #expect(end == journal.size)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasPrefix("writes-sample.jsonl had an unreadable line; moved aside to")
        == true)
    #expect(warnings.first?.hasSuffix(", its 2 writes are kept") == true)
    let aside = try FileManager.default.contentsOfDirectory(atPath: state.path)
      .filter { $0.hasPrefix(journal.fileName + ".corrupt-") }
    #expect(aside.count == 1)
    // The whole file, as it was, is kept aside.
    let moved = try #require(try state.read(aside[0]))
    #expect(String(decoding: moved, as: UTF8.self).contains("{\"sequence\":2,\"wri\n"))
    #expect(moved.count > journal.size)
    warnings = []
    #expect(journal.read { warnings.append($0) }.map(\.sequence) == [1, 3])
    #expect(warnings.isEmpty)
  }
}

/// The history file: junk is set aside as the README says, not dropped quietly, and lines are
/// held to the prompt's 64 KiB.
@Suite struct HistoryJunkTests {
  @Test func junkLinesAreMovedAsideOnceAndTheGoodOnesKept() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    var bytes = Data("ls\n".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE, 0x0A])
    bytes.append(Data(String(repeating: "x", count: HistoryFile.maximumLineBytes + 1).utf8))
    bytes.append(Data("\ncuts Björk\n".utf8))
    try state.write(bytes, to: HistoryFile.name)
    var warnings: [String] = []
    #expect(try HistoryFile.load(from: state) { warnings.append($0) } == ["ls", "cuts Björk"])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("had 2 lines not UTF-8 text or over 64 KiB") == true)
    #expect(warnings.first?.contains("moved aside to history.corrupt-") == true)
    warnings = []
    #expect(try HistoryFile.load(from: state) { warnings.append($0) } == ["ls", "cuts Björk"])
    #expect(warnings.isEmpty)
  }

  @Test func aLineOverTheLimitIsNotKept() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let long = String(repeating: "y", count: HistoryFile.maximumLineBytes + 1)
    #expect(try await HistoryFile.append(long, to: state).entries == [])
    let fits = String(repeating: "y", count: HistoryFile.maximumLineBytes)
    #expect(try await HistoryFile.append(fits, to: state).entries == [fits])
  }
}
