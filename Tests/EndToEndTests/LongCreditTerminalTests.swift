import DeepCutKit
import Foundation
import Testing

/// At a 100-column terminal, one 111-character credit is cut in `ls artists` and the catalog
/// column stays (issue #28, point 12); piped, the credit is whole.
@Suite struct LongCreditTerminalTests {
  static let credit =
    "Johann Sebastian Bach, Academy of St. Martin in the Fields, Sir Neville Marriner & "
    + "The Choirs of King's College"

  /// A one-track export credited to `credit`.
  static func export(in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent("Credit.xml")
    let text = LibraryXMLText.small.replacingOccurrences(
      of: "Some Band", with: credit.replacingOccurrences(of: "&", with: "&amp;"))
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func theCatalogColumnStaysAtAHundredColumns() async throws {
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let file = try Self.export(in: work)
    let run = try await PromptAtTerminal.session(
      ["--library", file.path, "--catalog", "simulated"], prompt: "deepcut (catalog simulated)> "
    ) { terminal in
      terminal.type("ls artists\r")
      try await terminal.waitFor("1 artist (")
    }
    #expect(run.status == 0)
    let lines = TerminalWidthTests.withoutEscapes(run.transcript).components(separatedBy: "\r\n")
    let row = try #require(lines.first { $0.hasPrefix("1  Johann Sebastian Bach") })
    #expect(DisplayWidth.of(row) <= 100, "\(row)")
    #expect(row.contains("… ") && row.contains("simulated "), "\(row)")
    #expect(lines.contains { $0.contains("catalog") && $0.hasPrefix("#  artist") })
    // The import's summary, longer than the window, is wrapped at it (on stderr, a terminal).
    let start = try #require(lines.firstIndex { $0.contains("Credit.xml: 1 track") })
    let summary = lines[start...].prefix { !$0.hasPrefix("deepcut ") }
    #expect(summary.count > 1 && summary.allSatisfy { DisplayWidth.of($0) <= 100 }, "\(summary)")
    #expect(summary.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(summary.last?.hasSuffix("0 recently played") == true, "\(summary)")
  }

  @Test func pipedTheCreditIsWhole() async throws {
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let file = try Self.export(in: work)
    let run = try await DeepCutRun.run(
      ["--library", file.path, "--catalog", "simulated", "-c", "ls artists"], in: work,
      scratch: work)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("…"), "\(run.stdout)")
    // The row holds the credit's first part; the next line, in the artist column, the rest.
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("1  Johann") })
    let head = lines[first].dropFirst(3).components(separatedBy: "  ")[0]
    let rest = lines[first + 1].trimmingCharacters(in: .whitespaces)
    #expect(lines[first + 1].hasPrefix("   ") && head + " " + rest == Self.credit, "\(lines)")
  }
}
