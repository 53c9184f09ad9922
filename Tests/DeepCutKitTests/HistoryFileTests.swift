import DeepCutKit
import Foundation
import Testing

@Suite struct HistoryFileTests {
  @Test func plainUTF8OneEntryPerLine() {
    let data = HistoryFile.encode(["ls artists", "cuts Sigur Rós", "play \"My Song\""])
    #expect(
      String(decoding: data, as: UTF8.self) == "ls artists\ncuts Sigur Rós\nplay \"My Song\"\n")
    #expect(HistoryFile.decode(data) == ["ls artists", "cuts Sigur Rós", "play \"My Song\""])
  }

  @Test func duplicatesKeepTheLatestPosition() {
    #expect(HistoryFile.normalized(["a", "b", "a", "c", "b"]) == ["a", "c", "b"])
  }

  @Test func atMostTwoThousandEntriesNewestKept() {
    let entries = (1...2500).map { "echo \($0)" }
    let kept = HistoryFile.normalized(entries)
    #expect(kept.count == 2000)
    #expect(kept.first == "echo 501")
    #expect(kept.last == "echo 2500")
  }

  @Test func invalidLinesAreSkippedNotFatal() {
    var data = Data("good\n".utf8)
    data.append(contentsOf: [0xFF, 0xFE, 0x0A])
    data.append(Data("\n  \nalso good\n".utf8))
    #expect(HistoryFile.decode(data) == ["good", "also good"])
  }

  @Test func savesAtomicallyIntoTheStateDirectory() throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    try HistoryFile.save(["one", "two"], to: state)
    #expect(try HistoryFile.load(from: state) == ["one", "two"])
    let attributes = try FileManager.default.attributesOfItem(atPath: state.file("history").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.url.path)
    #expect(leftovers == ["history"])
  }

  @Test func theStateDirectoryIsPrivate() throws {
    let parent = try StateDirectory.temporary()
    defer { parent.removeAll() }
    let state = try StateDirectory(parent.file("nested/deepcut"))
    let attributes = try FileManager.default.attributesOfItem(atPath: state.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
  }
}
