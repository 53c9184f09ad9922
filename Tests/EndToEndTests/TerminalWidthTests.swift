import DeepCutKit
import Foundation
import Testing

/// At a 60-column terminal nothing deepcut prints wraps: tables, status, queue, trace, the
/// feed and its messages all fit, and the width is read again after a resize.
@Suite struct TerminalWidthTests {
  static let commands = """
    ls tracks When the Kite String Pops
    play When the Kite String Pops
    queue add Her Majesty
    wait 10s
    pause
    status
    queue
    trace
    cuts A$AP Rocky
    discover refresh --batch 3
    discover
    search sigur
    show Acid Bath
    ls artists
    ls recent
    help
    echo end of the 60-column run
    """

  @Test func nothingWrapsAtSixtyColumns() async throws {
    let home = try LaunchModesTests.scratch(["narrow.deepcut": Self.commands])
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path, "--clock", "virtual"],
      environment: ["HOME": home.path])
    try await terminal.waitFor("deepcut> ")
    try terminal.resize(columns: 60, rows: 200)
    terminal.type("source '\(home.appendingPathComponent("narrow.deepcut").path)'\r")
    try await terminal.waitFor("\r\nend of the 60-column run\r\n")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)

    let output = terminal.transcript.components(separatedBy: "narrow.deepcut'")[1]
    let lines = Self.withoutEscapes(output).components(separatedBy: "\r\n")
    let tooWide = lines.filter { DisplayWidth.of($0) > 60 }
    #expect(tooWide.isEmpty, "\(tooWide)")
    // Tables kept their titles whole by leaving out ids; the queue its titles.
    #expect(lines.contains { $0.contains("Finger Paintings of the Insane") })
    #expect(!lines.contains { $0.contains("i.4DxLLBNwFFz") })
    // The trace kept every column under short headers, and explains its marks.
    #expect(lines.contains { $0.hasPrefix("time") && $0.contains("reconciler") })
    #expect(lines.contains { $0.hasPrefix("≠ ") } && lines.contains { $0.hasPrefix("~ ") })
  }

  /// Escape sequences (the prompt's cursor moves, progress lines) take no columns.
  static func withoutEscapes(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression
    ).replacingOccurrences(of: "\r\u{1B}", with: "")
  }
}
