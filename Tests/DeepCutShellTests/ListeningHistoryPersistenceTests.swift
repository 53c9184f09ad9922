import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Plays counted in one session are in the next session's listening history on the same state
/// directory, so `ls recent` and the feed's "forgotten" ranking mean the same tomorrow (issue
/// #28, point 14).
@Suite struct ListeningHistoryPersistenceTests {
  /// A track of an artist the sample's history has not played (the feed calls it forgotten).
  private static let track = SampleLibrary.contents.tracks.first { $0.artistName == "Acid Bath" }!

  /// A session launched as `deepcut` launches one on `state`, on a virtual clock.
  private func session(on state: StateDirectory, output: BufferSink) throws -> Session {
    let clock = VirtualClock()
    let services = try Services.launch(
      libraryFile: nil, state: state, clock: clock,
      warning: { output.write("warning: \($0)\n", to: .standardError) })
    return Session(
      environment: Environment(
        clock: clock, output: output, state: state, workingDirectory: "/", services: services))
  }

  @Test func aPlayInOneSessionIsInTheNextSessionsHistoryAndFeed() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let first = BufferSink()
    let played = try await session(on: state, output: first).runScript(
      ScriptLines(
        """
        play \(Self.track.id.rawValue)
        wait 31s
        ls recent
        """), name: nil)
    #expect(played.failures == 0, "\(first.text(.standardError))")
    #expect(first.text(.standardOutput).contains("2026-01-01 00:00  ▶ \(Self.track.title)"))

    let second = BufferSink()
    let later = try await session(on: state, output: second).runScript(
      ScriptLines(
        """
        ls recent
        discover refresh --batch 48
        discover
        """), name: nil)
    #expect(later.failures == 0, "\(second.text(.standardError))")
    let lines = second.text(.standardOutput).split(separator: "\n")
    // On top of the history, dated on the wall clock (the script's 2026-01-01 was not real).
    let top = try #require(lines.first { $0.hasPrefix("1 ") || $0.hasPrefix(" 1 ") })
    #expect(top.contains(Self.track.title))
    #expect(!top.contains("2026-01-01 00:00"))
    #expect(lines.contains { $0.hasPrefix("Acid Bath  · ") && $0.contains("· played recently") })
  }

  @Test func aPlayCountedAfterTheLastStatementIsSavedAtTheEnd() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let output = BufferSink()
    let first = try session(on: state, output: output)
    _ = await first.runScript(ScriptLines("play \(Self.track.id.rawValue)\nwait 31s"), name: nil)
    #expect(try state.read(ListeningHistoryFile.fileName(for: "sample")) == nil)
    // As the executable does when the session ends.
    await first.recordCountedPlays()
    let saved = ListeningHistoryFile.load(identity: "sample", from: state) { _ in }
    #expect(saved.map(\.trackID) == [Self.track.id])
  }

  @Test func withoutEarlierPlaysTheArtistStaysForgotten() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let output = BufferSink()
    let result = try await session(on: state, output: output).runScript(
      ScriptLines("discover refresh --batch 48\ndiscover"), name: nil)
    #expect(result.failures == 0)
    #expect(
      output.text(.standardOutput).split(separator: "\n").contains {
        $0.hasPrefix("Acid Bath  · ") && $0.contains("· not played recently")
      })
    #expect(try state.read(ListeningHistoryFile.fileName(for: "sample")) == nil)
  }

  @Test func aPlayUnderThirtySecondsLeavesNoFile() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let output = BufferSink()
    // Ten seconds count for nothing: the history needs 30 s of listening.
    let result = try await session(on: state, output: output).runScript(
      ScriptLines("play \(Self.track.id.rawValue)\nwait 10s\nstatus"), name: nil)
    #expect(result.failures == 0)
    #expect(try state.read(ListeningHistoryFile.fileName(for: "sample")) == nil)
  }

  /// A script's own state directory is removed when it ends, so nothing reads a history there:
  /// a counted play is kept in the session (`ls recent`) and not written (issue #26).
  @Test func aScriptsScratchStateKeepsNoHistoryFile() async throws {
    let state = try StateDirectory.scratch()
    defer { state.removeAll() }
    let output = BufferSink()
    let session = try session(on: state, output: output)
    let result = await session.runScript(
      ScriptLines("play \(Self.track.id.rawValue)\nwait 31s\nls recent"), name: nil)
    await session.recordCountedPlays()
    #expect(result.failures == 0, "\(output.text(.standardError))")
    #expect(output.text(.standardOutput).contains("2026-01-01 00:00  ▶ \(Self.track.title)"))
    #expect(try state.read(ListeningHistoryFile.fileName(for: "sample")) == nil)
  }
}
