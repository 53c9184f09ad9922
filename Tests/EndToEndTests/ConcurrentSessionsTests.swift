import DeepCutKit
import Foundation
import Testing

/// Two sessions on one state directory at once lose nothing: library writes go to a journal
/// under a lock (each session takes in the other's writes before making its own), and history
/// lines are merged into the file under a lock.
@Suite(.serialized) struct ConcurrentSessionsTests {
  @Test func twoScriptsWritingAtOnceKeepEveryWrite() async throws {
    let state = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: state) }
    let scripts = try ["A", "B"].map { prefix in
      let url = state.deletingLastPathComponent().appendingPathComponent(
        "\(state.lastPathComponent)-\(prefix).deepcut")
      let lines = (1...40).flatMap {
        ["playlist create \(prefix)\($0)", "add Jezebel to \(prefix)\($0)"]
      }
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
      return url
    }
    defer { for script in scripts { try? FileManager.default.removeItem(at: script) } }
    let processes = try scripts.map { try ProcessRunner.start(["--state", state.path, $0.path]) }
    for process in processes {
      await ProcessRunner.finished(process)
      #expect(process.terminationStatus == 0)
    }
    let entries = WriteJournal(state: try StateDirectory(state), identity: "sample").read { _ in }
    #expect(entries.count == 160)
    #expect(entries.map(\.sequence) == Array(1...160))
    let check = try await ProcessRunner.run([
      "--state", state.path, "-c", "expect \"ls playlists\" count == 88",
    ])
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func twoPromptsTypingAtOnceKeepEveryLine() async throws {
    let state = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try PseudoTerminal(arguments: ["--state", state.path])
    let second = try PseudoTerminal(arguments: ["--state", state.path])
    try await first.waitFor("deepcut> ")
    try await second.waitFor("deepcut> ")
    for line in 0..<15 {
      first.type("echo first \(line)\r")
      second.type("echo second \(line)\r")
    }
    try await first.waitFor("\r\nfirst 14\r\n")
    try await second.waitFor("\r\nsecond 14\r\n")
    try await first.waitForPrompt()
    first.type("\u{4}")
    try await second.waitForPrompt()
    second.type("\u{4}")
    _ = try await first.exitStatus()
    _ = try await second.exitStatus()
    let history = try String(contentsOf: state.appendingPathComponent("history"), encoding: .utf8)
    let lines = Set(history.split(separator: "\n").map(String.init))
    let expected = Set((0..<15).flatMap { ["echo first \($0)", "echo second \($0)"] })
    #expect(lines == expected)
  }
}
