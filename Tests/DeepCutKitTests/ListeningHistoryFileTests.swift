import DeepCutKit
import Foundation
import Testing

/// The listening history kept in the state directory (issue #28, point 14).
@Suite struct ListeningHistoryFileTests {
  private static let tracks = SampleLibrary.contents.tracks.map(\.id)
  private static let start = Date(timeIntervalSince1970: 1_790_000_000)

  private func play(_ index: Int, minutes: Int) -> RecentlyPlayedEntry {
    RecentlyPlayedEntry(
      trackID: Self.tracks[index], playedAt: Self.start.addingTimeInterval(Double(minutes) * 60))
  }

  @Test func oneJSONLinePerPlayNewestFirst() {
    let data = ListeningHistoryFile.encode([play(0, minutes: 1), play(1, minutes: 2)])
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(Self.tracks[1].rawValue))
    let decoded = ListeningHistoryFile.decode(data)
    #expect(decoded.entries == [play(1, minutes: 2), play(0, minutes: 1)])
    #expect(decoded.unreadable == 0)
  }

  @Test func atMostFiftyOnePerTrack() {
    let plays = (0..<60).map { play($0, minutes: $0) } + [play(59, minutes: 100)]
    let decoded = ListeningHistoryFile.decode(ListeningHistoryFile.encode(plays)).entries
    #expect(decoded.count == ListeningHistory.capacity)
    #expect(decoded.first == play(59, minutes: 100))
    #expect(decoded.last == play(10, minutes: 10))
  }

  @Test func anUnreadableLineCostsOnlyItself() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    var data = ListeningHistoryFile.encode([play(0, minutes: 1)])
    data.append(Data("{\"trackID\": torn\n".utf8))
    try state.write(data, to: ListeningHistoryFile.fileName(for: "sample"))
    var warnings: [String] = []
    let loaded = ListeningHistoryFile.load(identity: "sample", from: state) { warnings.append($0) }
    #expect(loaded == [play(0, minutes: 1)])
    #expect(warnings == ["skipped 1 unreadable line of recent-sample.jsonl"])
  }

  @Test func aFileOfNoPlaysIsMovedAside() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    try state.write(Data("not json\n".utf8), to: "recent-sample.jsonl")
    var warnings: [String] = []
    let loaded = ListeningHistoryFile.load(identity: "sample", from: state) { warnings.append($0) }
    #expect(loaded.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("recent-sample.jsonl was corrupt") == true)
    #expect(try state.read("recent-sample.jsonl") == nil)
  }

  @Test func aFileThatIsNotAStateFileIsSetAsideNotRead() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    try FileManager.default.createSymbolicLink(
      atPath: state.filePath("recent-sample.jsonl"), withDestinationPath: "/dev/zero")
    var warnings: [String] = []
    let loaded = ListeningHistoryFile.load(identity: "sample", from: state) { warnings.append($0) }
    #expect(loaded.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("(the listening history) is a symbolic link") == true)
  }

  @Test func withoutAStateDirectoryNothingIsKeptAndNothingFails() async throws {
    let state = StateDirectory.unavailable(
      URL(fileURLWithPath: "/nonexistent/deepcut"), reason: "read-only")
    let kept = try await ListeningHistoryFile.record(
      [play(0, minutes: 1)], identity: "sample", in: state)
    #expect(kept.isEmpty)
    #expect(ListeningHistoryFile.load(identity: "sample", from: state) { _ in }.isEmpty)
  }

  @Test func twoSessionsRecordingAtOnceKeepBoth() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    async let first = ListeningHistoryFile.record(
      [play(0, minutes: 1)], identity: "sample", in: state)
    async let second = ListeningHistoryFile.record(
      [play(1, minutes: 2)], identity: "sample", in: state)
    _ = try await (first, second)
    let loaded = ListeningHistoryFile.load(identity: "sample", from: state) { _ in }
    #expect(loaded == [play(1, minutes: 2), play(0, minutes: 1)])
    let attributes = try FileManager.default.attributesOfItem(
      atPath: state.file("recent-sample.jsonl").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func savedPlaysMergeIntoTheLibrarysHistoryByDate() {
    let history = [play(2, minutes: 5), play(3, minutes: 3)]
    let saved = [play(3, minutes: 9), play(4, minutes: 4), play(5, minutes: 1)]
    let merged = ListeningHistory.merging(saved, into: history) { $0 != Self.tracks[5] }
    // Track 3's later saved play replaces its earlier one; track 5 is not in the library.
    #expect(merged == [play(3, minutes: 9), play(2, minutes: 5), play(4, minutes: 4)])
  }
}
