import Foundation
import Testing

/// The line editor as readline users expect it, end to end: the real binary at a
/// pseudo-terminal, a scratch `HOME` with the `~/.editrc` under test, real keystrokes.
///
/// The editor redraws with cursor motions, so the tests look at what ran (a line's output),
/// not at the screen, except where the screen is the point (Ctrl-R's search line).
@Suite struct PromptEditingTests {
  /// A scratch home holding `editrc` (if any) and the state directory.
  private static func home(editrc: String?) throws -> URL {
    let home = try CrashSafetyTests.scratch()
    if let editrc {
      try editrc.write(
        to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
    }
    return home
  }

  private static func start(home: URL) async throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path],
      environment: ["HOME": home.path])
    try await terminal.waitFor("deepcut> ")
    return terminal
  }

  /// `bind -v`, `bind -e` or a rebound Tab in `~/.editrc`: deepcut's Tab and Ctrl-R still work
  /// (unless the user took the key), and an ending announced while typing leaves the line
  /// intact (it used to become `…^]` in vi mode).
  @Test(arguments: ["bind -v\n", "bind -e\n", "bind -v\nbind ^I ed-insert\n"])
  func editrcNeverBreaksThePrompt(editrc: String) async throws {
    let home = try Self.home(editrc: editrc)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    let tabIsTheUsers = editrc.contains("^I")

    // Tab: deepcut's completion makes `ec` the command `echo`; the user's binding inserts a
    // Tab, so `echo t<Tab>u` prints two words.
    terminal.type(tabIsTheUsers ? "echo t\tu\r" : "ec\tfirst line\r")
    try await terminal.waitFor(tabIsTheUsers ? "\r\nt u\r\n" : "\r\nfirst line\r\n")
    try await terminal.waitFor("deepcut> ", occurrences: 2)

    // An ending while typing is drawn above the line; the line runs as typed.
    terminal.type("play Her Majesty; seek 0:22\r")
    try await terminal.waitFor("deepcut> ", occurrences: 3)
    terminal.type("echo still typing")
    try await terminal.waitFor("■ queue ended")
    terminal.type("\r")
    try await terminal.waitFor("\r\nstill typing\r\n")
    try await terminal.waitFor("deepcut> ", occurrences: 5)

    // Ctrl-R is deepcut's search in either keymap.
    terminal.type("\u{12}STILL")
    try await terminal.waitFor("(reverse-i-search)`STILL': echo still typing")
    terminal.type("\r")
    try await terminal.waitFor("\r\nstill typing\r\n", occurrences: 2)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    #expect(!terminal.transcript.contains("^]"))
  }

  /// Ctrl-Left/Right (`ESC [1;5D/C`) and Alt-b/f move by words.
  @Test func wordMovesAsInReadline() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("echo aaa bbb\u{1B}[1;5DX\r")
    try await terminal.waitFor("\r\naaa Xbbb\r\n")
    terminal.type("echo ccc ddd eee\u{1B}b\u{1B}bY\u{1B}fZ\u{1B}[1;5CW\r")
    try await terminal.waitFor("\r\nccc YdddZ eeeW\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// Ctrl-R ignores case and steps back through older matches; Ctrl-G puts the line back.
  ///
  /// A line typed with a leading space is not recalled; trailing spaces are not kept.
  @Test func incrementalSearchAndWhatHistoryKeeps() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("echo Hello World\r")
    try await terminal.waitFor("\r\nHello World\r\n")
    terminal.type("echo hello again   \r")
    try await terminal.waitFor("\r\nhello again\r\n")
    terminal.type(" echo secret\r")
    try await terminal.waitFor("\r\nsecret\r\n")

    terminal.type("\u{12}HELLO")
    try await terminal.waitFor("(reverse-i-search)`HELLO': echo hello again")
    terminal.type("\u{12}")
    try await terminal.waitFor("(reverse-i-search)`HELLO': echo Hello World")
    terminal.type("\r")
    try await terminal.waitFor("\r\nHello World\r\n", occurrences: 2)

    terminal.type("echo kept\u{12}secret")
    try await terminal.waitFor("(failed reverse-i-search)`secret': echo kept")
    terminal.type("\u{7}\r")
    try await terminal.waitFor("\r\nkept\r\n")

    // Up, Up: `echo kept`, then `echo Hello World` (the recalled line, run again); the
    // secret line was never stored. Up three times reaches `echo hello again` without its
    // trailing spaces: the X lands right after "again".
    terminal.type("\u{1B}[A\u{1B}[A\u{1B}[AX\r")
    try await terminal.waitFor("\r\nhello againX\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// More candidates than fit: readline's question; n answers it and keeps the line.
  @Test func manyCandidatesAskFirst() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("play \t\t")
    try await terminal.waitFor("possibilities? (y or n)")
    terminal.type("n")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("\u{15}s\t\t")
    try await terminal.waitFor("shuffle")
    terminal.type("\u{15}\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    #expect(terminal.transcript.contains("Display all "))
  }

  /// The width is read when it is needed, after a resize too: a list of candidates is laid
  /// out for the window as it is now.
  @Test func aResizeIsSeen() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("s\t\t")
    try await terminal.waitFor(
      "scan     search   seek     set      show     shuffle  source   status")
    try terminal.resize(columns: 40, rows: 30)
    terminal.type("\u{15}echo resized\r")
    try await terminal.waitFor("\r\nresized\r\n")
    terminal.type("s\t\t")
    try await terminal.waitFor("scan     search   seek     set\r")
    try await terminal.waitFor("show     shuffle  source   status\r")
    terminal.type("\u{15}\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// `watch` stops on q (and on Enter); keys typed meanwhile do not echo into its lines and
  /// start the next line.
  @Test func watchStopsOnQAndKeepsTheKeysTyped() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("play Her Majesty\r")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("watch\r")
    try await terminal.waitFor("indicator")
    terminal.type("ech")
    try await terminal.waitFor("indicator", occurrences: 2)
    terminal.type("q")
    try await terminal.waitFor("deepcut> ", occurrences: 3)
    terminal.type("o after watch\r")
    try await terminal.waitFor("\r\nafter watch\r\n")
    let watchOutput = terminal.transcript.components(separatedBy: "deepcut> ")[2]
    #expect(!watchOutput.contains("ech"))

    terminal.type("watch\r")
    try await terminal.waitFor("indicator", occurrences: 3)
    terminal.type("\r")
    try await terminal.waitFor("deepcut> ", occurrences: 5)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// q or Enter typed in the same breath as `watch`, before it has started, still stops it,
  /// and what follows the q starts the next line.
  ///
  /// The q is in the terminal before the command has started: the key reading for `watch`
  /// begins as the line is accepted, while the prompt still saves the history, so it nearly
  /// always reads the q before the command exists (such a q used to be lost: watch ran on).
  @Test func watchStopsOnAKeyTypedBeforeItStarts() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try await Self.start(home: home)
    terminal.type("watch\rqecho typed ahead")
    try await terminal.waitFor("deepcut> ", occurrences: 2)
    terminal.type("\r")
    try await terminal.waitFor("\r\ntyped ahead\r\n")
    terminal.type("watch\r\r")
    try await terminal.waitFor("deepcut> ", occurrences: 4)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
  }

  /// Ctrl-Z suspends to the shell; `fg` brings the prompt back drawn, with the line typed.
  @Test func suspendAndResumeRedrawsThePrompt() async throws {
    let home = try Self.home(editrc: nil)
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal.shell(environment: ["HOME": home.path])
    try await terminal.waitFor("bash$ ")
    let state = home.appendingPathComponent("state").path
    terminal.type("\(PseudoTerminal.quotedBinary) --state '\(state)'\r")
    try await terminal.waitFor("deepcut> ")
    terminal.type("echo ab")
    try await terminal.waitFor("echo ab")
    terminal.type("\u{1A}")
    try await terminal.waitFor("Stopped")
    try await terminal.waitFor("bash$ ", occurrences: 2)
    terminal.type("fg\r")
    try await terminal.waitFor("deepcut> echo ab", occurrences: 2)
    terminal.type("c\r")
    try await terminal.waitFor("\r\nabc\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    try await terminal.waitFor("bash$ ", occurrences: 3)
    terminal.type("exit\r")
    #expect(try await terminal.exitStatus() == 0)
  }
}
