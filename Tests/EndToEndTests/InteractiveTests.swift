import Foundation
import Testing

/// The prompt end to end: the real binary, libedit, a pseudo-terminal, real keystrokes.
@Suite(.serialized) struct InteractiveTests {
  @Test func completionHistoryCtrlCAndCtrlD() async throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("deepcut-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }

    // A prefix and Tab complete the command; the command runs; Ctrl-D exits 0.
    let first = try PseudoTerminal(arguments: ["--state", state.path])
    try await first.waitFor("deepcut> ")
    // The editor redraws with cursor motions, so the test looks at what ran, not at the
    // screen: had Tab not completed `ec` to `echo `, the line would be an unknown command.
    first.type("ec\t")
    try await Task.sleep(for: .milliseconds(200))
    first.type("round trip Sigur Rós\r")
    try await first.waitFor("\r\nround trip Sigur Rós\r\n")
    try await first.waitFor("deepcut> ", occurrences: 2)
    try await first.waitForPrompt()
    first.type("\u{4}")
    #expect(try await first.exitStatus() == 0)

    // Started again, Up recalls the line from the history file.
    let second = try PseudoTerminal(arguments: ["--state", state.path])
    try await second.waitFor("deepcut> ")
    second.type("\u{1B}[A")
    try await Task.sleep(for: .milliseconds(200))
    second.type("\r")
    try await second.waitFor("\r\nround trip Sigur Rós\r\n")
    try await second.waitFor("deepcut> ", occurrences: 2)

    // Ctrl-C clears a half-typed line: the next line runs alone.
    second.type("lsx half typed")
    try await second.waitFor("half typed")
    second.type("\u{3}")
    try await second.waitFor("deepcut> ", occurrences: 3)
    second.type("echo after the interrupt\r")
    try await second.waitFor("\r\nafter the interrupt\r\n")
    #expect(!second.transcript.contains("unknown command"))

    // Ctrl-C during a running command cancels only that command; once the line has ended
    // (libedit drew its newline), a Ctrl-C is for the command, even if it has not started.
    second.type("wait 1h\r")
    try await second.waitFor("wait 1h\r\n")
    second.type("\u{3}")
    try await second.waitFor("cancelled")
    try await second.waitFor("deepcut> ", occurrences: 5)
    try await second.waitForPrompt()
    second.type("\u{4}")
    #expect(try await second.exitStatus() == 0)

    let history = try String(contentsOf: state.appendingPathComponent("history"), encoding: .utf8)
    #expect(history == "echo round trip Sigur Rós\necho after the interrupt\nwait 1h\n")
  }
}

/// At a real-time prompt, a track that ends while the user is typing is announced at once,
/// above the line, and the half-typed line survives.
@Suite struct PromptAnnouncementTests {
  @Test func anEndingIsAnnouncedWhileTyping() async throws {
    let state = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminal(arguments: ["--state", state.path])
    try await terminal.waitFor("deepcut> ")
    // Her Majesty is 0:23; from 0:22 it ends a second later, with no key pressed.
    terminal.type("play Her Majesty; seek 0:22\r")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("echo still typing")
    try await terminal.waitFor("■ queue ended")
    terminal.type("\r")
    try await terminal.waitFor("\r\nstill typing\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }
}
