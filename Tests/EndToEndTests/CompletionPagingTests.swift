import Foundation
import Testing

/// A completion list longer than the screen pages after `y`, as readline's `--More--` does
/// (issue #28, point 19): a screenful, then Enter for a line more, Space for a screen more, q
/// to stop with the line kept.
@Suite struct CompletionPagingTests {
  @Test func aLongListStopsAtMoreAndQuitsOnQ() async throws {
    let run = try await PromptAtTerminal.session { terminal in
      terminal.type("play \t\t")
      try await terminal.waitFor("possibilities? (y or n)")
      terminal.type("y")
      try await terminal.waitFor("--More--")
      // The terminal has 30 rows: 29 lines of candidates, then --More-- on the last.
      let firstPage = try #require(Self.between("(y or n)", "--More--", in: terminal.transcript))
      // The answer's line end, then 29 lines.
      #expect(firstPage.unicodeScalars.filter { $0 == "\n" }.count == 30, "\(firstPage)")
      terminal.type("\r")
      try await terminal.waitFor("--More--", occurrences: 2)
      terminal.type("q")
      try await terminal.waitFor("deepcut> ", occurrences: 2)
      // The prompt is back and takes a line.
      terminal.type("\u{15}echo after\r")
      try await terminal.waitFor("\r\nafter\r\n")
    }
    #expect(run.status == 0)
    let afterEnter = try #require(Self.between("--More--", "--More--", in: run.transcript))
    // Enter: the --More-- line erased, then exactly one more line of candidates.
    #expect(afterEnter.unicodeScalars.filter { $0 == "\n" }.count == 1, "\(afterEnter)")
  }

  /// The text between the first `start` and the next `end` after it.
  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let from = text.range(of: start),
      let to = text.range(of: end, range: from.upperBound..<text.endIndex)
    else { return nil }
    return String(text[from.upperBound..<to.lowerBound])
  }
}
