import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Error and warning lines, and the import's summary, are wrapped at a narrow terminal, as
/// other output is, and never when stderr is not a terminal (issue #28, point 12).
@Suite struct ErrorWrapTests {
  static let missing = "a track nobody has ever heard of in any library"

  /// A session whose stdout is `columns` wide, with stderr at that terminal or not.
  static func session(columns: Int, errorsAtTerminal: Bool) throws
    -> (Session, BufferSink, StateDirectory)
  {
    let output = BufferSink()
    let clock = VirtualClock()
    let state = try StateDirectory.temporary()
    let session = Session(
      environment: Environment(
        clock: clock, output: output, terminalWidth: columns, state: state,
        workingDirectory: FileManager.default.currentDirectoryPath,
        errorsAtTerminal: errorsAtTerminal))
    return (session, output, state)
  }

  @Test func anErrorWrapsAtTheTerminalsWidth() async throws {
    let (session, output, state) = try Self.session(columns: 40, errorsAtTerminal: true)
    defer { state.removeAll() }
    _ = await session.runScript(ScriptLines("show \(Self.missing)"), name: "t.deepcut")
    let lines = output.text(.standardError).split(separator: "\n").map(String.init)
    #expect(lines.count > 1, "\(lines)")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
    #expect(lines[0].hasPrefix("t.deepcut:1: error: no item matches"), "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(lines.joined(separator: " ").contains("nobody has ever heard"))
  }

  @Test func withoutATerminalOnStderrTheErrorIsOneLine() async throws {
    let (session, output, state) = try Self.session(columns: 40, errorsAtTerminal: false)
    defer { state.removeAll() }
    _ = await session.runScript(ScriptLines("show \(Self.missing)"), name: "t.deepcut")
    let text = output.text(.standardError)
    #expect(text.split(separator: "\n").count == 1, "\(text)")
    #expect(text.contains("'\(Self.missing)'"))
  }

  @Test func aWarningWrapsToo() async throws {
    let (session, output, state) = try Self.session(columns: 30, errorsAtTerminal: true)
    defer { state.removeAll() }
    await session.warn("the state directory is read-only, so nothing is kept")
    let lines = output.text(.standardError).split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("warning: the state") == true, "\(lines)")
    #expect(lines.count > 1 && lines.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(lines)")
  }

  @Test func theLabelKeepsItsColourWhenWrapped() {
    let text = LineWrap.message(
      "one two three four five six seven", label: "error:", prefix: "f:1: ", width: 20,
      paint: { "<\($0)>" })
    #expect(text.hasPrefix("f:1: <error:> one"), "\(text)")
    #expect(text.split(separator: "\n").count > 1)
  }

  @Test func theImportSummaryWrapsOnlyWithAWidth() {
    let summary =
      "Library.xml: 1,690 tracks (3 from Apple Music), 812 artists, 1,101 albums, 40 playlists"
    let wrapped = LineWrap.text(summary, width: 40).split(separator: "\n")
    #expect(
      wrapped.count == 3 && wrapped.allSatisfy { DisplayWidth.of(String($0)) <= 40 }, "\(wrapped)")
    #expect(LineWrap.text(summary, width: nil) == summary)
  }
}
