import Foundation
import Testing

/// What a session started at a real terminal keeps to itself and how it copes without what it
/// expects: the pager's child gets no token variable and no core dumps, a pager that cannot
/// start falls back to printing, and a state directory that cannot be made is not fatal.
@Suite struct SecretsAndFallbacksTests {
  static let developerToken = "eyJhbGciOiJFUzI1NiJ9.e30.c2VjcmV0LWRldmVsb3Blcg"
  static let userToken = "user-token-that-must-stay-in-the-process"

  @Test func thePagersChildHasNoTokenAndNoCoreDumps() async throws {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let dump = home.appendingPathComponent("pager-env.txt").path
    let limits = home.appendingPathComponent("pager-limits.txt").path
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path],
      environment: [
        "HOME": home.path,
        "PAGER": "env > \(dump); grep 'core file' /proc/self/limits > \(limits); sed s/^/paged:/",
        "DEEPCUT_DEVELOPER_TOKEN": Self.developerToken,
        "DEEPCUT_MUSIC_USER_TOKEN": Self.userToken,
      ])
    try await terminal.waitFor("deepcut> ")
    terminal.type("ls artists\r")  // 48 artists on a 30-row terminal: paged
    try await terminal.waitFor("paged:48 artists")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    let environment = try String(contentsOfFile: dump, encoding: .utf8)
    #expect(environment.contains("PAGER="))
    #expect(!environment.contains("DEEPCUT_DEVELOPER_TOKEN"))
    #expect(!environment.contains("DEEPCUT_MUSIC_USER_TOKEN"))
    #expect(!environment.contains(Self.developerToken))
    #expect(!environment.contains(Self.userToken))
    let core = try String(contentsOfFile: limits, encoding: .utf8)
    let words = core.split(separator: " ", omittingEmptySubsequences: true)
    // "Max core file size  0  0  bytes": soft and hard limits both 0, inherited from deepcut.
    #expect(words.count >= 6 && words[4] == "0" && words[5] == "0", "\(core)")
  }

  @Test func withoutTokensCoreDumpsAreLeftAsTheyWere() async throws {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let limits = home.appendingPathComponent("pager-limits.txt").path
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path],
      environment: [
        "HOME": home.path,
        "PAGER": "grep 'core file' /proc/self/limits > \(limits); sed s/^/paged:/",
        "DEEPCUT_DEVELOPER_TOKEN": "", "DEEPCUT_MUSIC_USER_TOKEN": "",
      ])
    try await terminal.waitFor("deepcut> ")
    terminal.type("ls artists\r")
    try await terminal.waitFor("paged:48 artists")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    let mine = try String(contentsOfFile: "/proc/self/limits", encoding: .utf8)
      .split(separator: "\n").first { $0.hasPrefix("Max core file size") }
    let theirs = try String(contentsOfFile: limits, encoding: .utf8)
    #expect(theirs.trimmingCharacters(in: .newlines) == mine.map(String.init))
  }

  @Test func aPagerThatCannotStartFallsBackToPrintingWithOneWarning() async throws {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path],
      environment: ["HOME": home.path, "PAGER": "nosuchpager"])
    try await terminal.waitFor("deepcut> ")
    terminal.type("ls artists\r")
    try await terminal.waitFor("\r\n48 artists")
    terminal.type("ls artists\r")
    try await terminal.waitFor("\r\n48 artists", occurrences: 2)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    let warning = "warning: the pager 'nosuchpager' is not found; printing instead"
    #expect(terminal.transcript.components(separatedBy: warning).count == 2)
  }

  /// No state directory (its parent is a file): said once, the session runs, history is not
  /// kept, and only a write says it is not saved.
  @Test func aStateDirectoryThatCannotBeMadeIsNotFatal() async throws {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let blocker = home.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: blocker)
    let terminal = try PseudoTerminal(
      arguments: [],
      environment: ["HOME": home.path, "XDG_STATE_HOME": blocker.path, "PAGER": "cat"])
    try await terminal.waitFor("deepcut> ")
    terminal.type("ls playlists\r")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("playlist create Road Trip\r")
    try await terminal.waitFor("deepcut> ", occurrences: 3)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    // The warning is wrapped at the terminal's 100 columns (#28 point 12): read it joined.
    let transcript = terminal.transcript.replacingOccurrences(of: "\r\n  ", with: " ")
    let said = "cannot create state directory \(blocker.path)/deepcut: Not a directory"
    #expect(transcript.components(separatedBy: said).count == 2, "\(transcript)")
    #expect(transcript.contains("running without history or caches"))
    #expect(transcript.contains("created playlist 'Road Trip'"))
    #expect(transcript.contains("the write was made but not saved"))
    #expect(!transcript.contains("history not saved"))
  }
}
