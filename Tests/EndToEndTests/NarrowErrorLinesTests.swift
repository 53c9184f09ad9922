import DeepCutKit
import Foundation
import Testing

/// At a narrow terminal an error line is wrapped at the window's width, its later lines
/// indented, as tables and messages are (issue #28, point 12); piped, it stays one line.
@Suite struct NarrowErrorLinesTests {
  static let missing = "a track nobody has ever heard of in any library"

  @Test func anErrorWrapsAtFortyColumns() async throws {
    let run = try await PromptAtTerminal.session { terminal in
      try terminal.resize(columns: 40, rows: 30)
      terminal.type("show \(Self.missing)\r")
      // Not the second prompt: the resize's redraw may show one before the command runs.
      try await terminal.waitFor("error: no item matches")
    }
    #expect(run.status == 0)
    let shown = TerminalWidthTests.withoutEscapes(run.transcript)
      .components(separatedBy: "\r\n")
    let first = try #require(shown.firstIndex { $0.hasPrefix("error: no item matches") })
    let error = shown[first...].prefix { !$0.contains("deepcut> ") }
    #expect(error.count > 1, "\(error)")
    #expect(error.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(error)")
    #expect(error.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(error)")
    let words = error.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(words.contains("'\(Self.missing)'"), "\(words)")
  }

  @Test func pipedTheErrorIsOneLine() async throws {
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await DeepCutRun.run(
      ["-c", "show \(Self.missing)"], in: work, scratch: work, environment: ["COLUMNS": "40"])
    #expect(run.status == 1)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }
}
