import Foundation
import Testing

/// Listings taller than the terminal go through `$PAGER` at a terminal (default `less -FRX`),
/// as psql and git do; `--no-pager` and `set pager off` turn it off; short output never pages.
@Suite struct PagerTests {
  private static func start(_ arguments: [String] = [], pager: String?) async throws
    -> (PseudoTerminal, URL)
  {
    let home = try CrashSafetyTests.scratch()
    var environment = ["HOME": home.path]
    environment["PAGER"] = pager ?? ""  // empty: the default, less -FRX
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path] + arguments,
      environment: environment)
    try await terminal.waitFor("deepcut> ")
    return (terminal, home)
  }

  @Test func tallOutputIsPagedShortIsNot() async throws {
    let (terminal, home) = try await Self.start(pager: "sed s/^/paged:/")
    defer { try? FileManager.default.removeItem(at: home) }
    terminal.type("ls artists\r")  // 48 artists on a 30-row terminal
    try await terminal.waitFor("paged:48 artists")
    terminal.type("clock\r")
    try await terminal.waitFor("since start")
    #expect(!terminal.transcript.contains("paged:0:"))
    terminal.type("set pager off\r")
    try await terminal.waitFor("deepcut> ", occurrences: 4)
    terminal.type("ls artists\r")
    try await terminal.waitFor("\r\n48 artists")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  @Test func noPagerOption() async throws {
    let (terminal, home) = try await Self.start(["--no-pager"], pager: "sed s/^/paged:/")
    defer { try? FileManager.default.removeItem(at: home) }
    terminal.type("ls artists\r")
    try await terminal.waitFor("\r\n48 artists")
    #expect(!terminal.transcript.contains("paged:"))
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// The default pager gets the keyboard: q quits it, and the prompt takes keys again.
  @Test func lessHasTheKeyboardUntilItQuits() async throws {
    let (terminal, home) = try await Self.start(pager: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    terminal.type("ls tracks\r")
    try await terminal.waitFor("\r\n:")  // less's prompt after the first screen
    terminal.type("q")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("echo after the pager\r")
    try await terminal.waitFor("\r\nafter the pager\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }
}
