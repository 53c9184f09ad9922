import Foundation
import Testing

/// Completion and resolution agree through the real prompt: what Tab puts on the line is
/// what Enter then runs, at a pseudo-terminal with libedit.
@Suite struct CompletionEndToEndTests {
  @Test func whatTabCompletesEnterRuns() async throws {
    let state = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: state) }
    let terminal = try PseudoTerminal(arguments: ["--state", state.path])
    try await terminal.waitFor("deepcut> ")
    // libedit redraws only what changed; Ctrl-L redraws the whole line, to read it whole.
    func screenShows(_ line: String) async throws {
      try await Task.sleep(for: .milliseconds(200))
      terminal.type("\u{C}")
      try await terminal.waitFor("deepcut> " + line)
    }

    // A kind word in any case: Tab writes it lowercase, bare, and the album's title quoted.
    terminal.type("play Album whe\t")
    try await screenShows("play album \"When the Kite String Pops\" ")
    terminal.type("\r")
    try await terminal.waitFor("now playing: ")
    try await terminal.waitFor("deepcut> ", occurrences: 2)

    // A title two tracks share completes as TITLE by ARTIST; typed as it was before Tab
    // (`The End by Si`), it would name nothing.
    terminal.type("play The End by Si\t")
    try await screenShows("play \"The End by Sibylle Baier\" ")
    terminal.type("\r")
    try await terminal.waitFor("now playing: The End — Sibylle Baier")
    try await terminal.waitFor("deepcut> ", occurrences: 3)

    // Editing the middle of `remove … from PLAYLIST`: the playlist already on the line
    // decides the tracks offered (its two "Untitled" tracks, told apart by artist).
    let tail = " from Songs Called \"Untitled\""
    terminal.type("remove" + tail + String(repeating: "\u{1B}[D", count: tail.count))
    try await Task.sleep(for: .milliseconds(200))
    terminal.type(" Unt\t")
    try await screenShows("remove \"Untitled by " + tail)
    terminal.type("Bu\t")
    try await screenShows("remove \"Untitled by Burial\" " + tail)
    terminal.type("\r")
    try await terminal.waitFor("removed 'Untitled' from 'Songs Called \"Untitled\"' (now 1 track)")
    try await terminal.waitFor("deepcut> ", occurrences: 4)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)

    // The lines that ran are the completed ones.
    let history = try String(contentsOf: state.appendingPathComponent("history"), encoding: .utf8)
    #expect(
      history == """
        play album "When the Kite String Pops"
        play "The End by Sibylle Baier"
        remove "Untitled by Burial"  from Songs Called "Untitled"

        """)
    #expect(!terminal.transcript.contains("error:"))
  }

  /// `deepcut --completion bash` in an interactive bash at a terminal: Tab completes an
  /// option's keyword value and a file name with a space for `--library`, as readline
  /// inserts them (bash then echoes the completed words).
  @Test func bashCompletesTheLauncher() async throws {
    let folder = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<plist/>".write(
      to: folder.appendingPathComponent("my library.xml"), atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.shell(environment: ["HOME": folder.path])
    try await terminal.waitFor("bash$ ")
    terminal.type(
      "cd '\(folder.path)' && source <(\(PseudoTerminal.quotedBinary) --completion bash)\r")
    try await terminal.waitFor("bash$ ", occurrences: 2)
    terminal.type("deepcut --serv\t")
    try await Task.sleep(for: .milliseconds(300))
    terminal.type("ap\t")
    try await Task.sleep(for: .milliseconds(300))
    terminal.type("--library my\t")
    try await Task.sleep(for: .milliseconds(300))
    // Ctrl-A, then `echo ` in front: bash prints the words Tab completed.
    terminal.type("\u{1}echo \r")
    try await terminal.waitFor("deepcut --service apple-music --library my\\ library.xml ")
    try await terminal.waitFor("\rdeepcut --service apple-music --library my library.xml\r\n")
    terminal.type("exit\r")
    #expect(try await terminal.exitStatus() == 0)
  }
}
