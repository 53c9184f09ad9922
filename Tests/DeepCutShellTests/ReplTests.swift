import DeepCutKit
import Testing

@testable import DeepCutShell

@Suite struct ReplTests {
  @Test func runsLinesReportsErrorsAndEndsOnEndOfInput() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader(lines: ["echo hi", "lsx", "   ", "echo after"])
    let status = await Repl(session: test.session, reader: reader).run()
    #expect(status == 0)
    #expect(test.stdout == "hi\nafter\n\n")
    #expect(test.stderr == "error: unknown command 'lsx' (did you mean 'ls'?)\n")
  }

  @Test func quitReturnsItsStatus() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader(lines: ["quit 4", "echo never"])
    #expect(await Repl(session: test.session, reader: reader).run() == 4)
    #expect(test.stdout == "")
  }

  @Test func interruptAtThePromptJustPromptsAgain() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader([.interrupt, .line(Array("echo still here".utf8)), .endOfInput])
    #expect(await Repl(session: test.session, reader: reader).run() == 0)
    #expect(test.stdout.hasPrefix("still here\n"))
  }

  @Test func everyLineIsSavedToTheHistoryFileAtOnce() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader(lines: ["echo a", "echo b", "echo a", "history"])
    _ = await Repl(session: test.session, reader: reader).run()
    #expect(try HistoryFile.load(from: test.state) == ["echo b", "echo a", "history"])
    #expect(reader.rememberedLines == ["echo a", "echo b", "echo a", "history"])
    #expect(test.stdout.contains("  1  echo b\n  2  echo a\n  3  history\n"))
  }

  @Test func aLeadingSpaceKeepsALineOutOfHistoryAndTrailingSpacesAreTrimmed() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader(lines: [" echo secret", "echo Sigur Rós  ", "echo c"])
    _ = await Repl(session: test.session, reader: reader).run()
    #expect(test.stdout.hasPrefix("secret\nSigur Rós\nc\n"))
    #expect(try HistoryFile.load(from: test.state) == ["echo Sigur Rós", "echo c"])
    #expect(reader.rememberedLines == ["echo Sigur Rós", "echo c"])
  }

  @Test func invalidUTF8IsAnErrorAndNotRemembered() async throws {
    let test = try TestSession()
    let reader = ScriptedLineReader([.line([0x65, 0xFF]), .endOfInput])
    _ = await Repl(session: test.session, reader: reader).run()
    #expect(test.stderr.contains("not valid UTF-8"))
    #expect(reader.rememberedLines.isEmpty)
  }

  @Test func ctrlCCancelsTheRunningCommandOnly() async throws {
    let output = BufferSink()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let session = Session(
      environment: Environment(
        clock: RealClock(), output: output, state: state, workingDirectory: "/"))
    let interrupter = CommandInterrupter()
    let reader = ScriptedLineReader(lines: ["wait 1h", "echo after"])
    async let status = Repl(session: session, reader: reader, interrupter: interrupter).run()
    var interrupted = false
    for _ in 0..<500 where !interrupted {
      try await Task.sleep(for: .milliseconds(10))
      interrupted = interrupter.interrupt()
    }
    #expect(interrupted)
    #expect(await status == 0)
    #expect(output.text(.standardError) == "cancelled\n")
    #expect(output.text(.standardOutput).hasPrefix("after\n"))
  }
}
