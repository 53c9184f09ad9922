import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Completion offers what resolution accepts: queue entry ids for `queue remove`/`move`, and
/// the working directory's files for `source` and `generate`.
@Suite struct CompletionAgreementTests {
  @Test func queueEntryIdsComplete() async throws {
    let test = try TestSession()
    _ = await test.run("play When the Kite String Pops")
    let names = await test.session.completionNames()
    let completer = Completer(commands: .standard, names: names)
    #expect(completer.complete("queue remove e1", cursor: 15).matches.contains("e12"))
    #expect(completer.complete("queue move e1", cursor: 13).matches.contains("e10"))
    // What it offers resolves: removing e12 works.
    let outcome = await test.session.execute("queue remove e12")
    #expect(outcome == .success)
  }

  @Test func filesCompleteForSourceAndGenerate() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "echo sourced\n".write(
      to: directory.appendingPathComponent("narrate.deepcut"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("demos"), withIntermediateDirectories: true)
    let test = try TestSession(workingDirectory: directory.path)
    let completer = Completer(
      commands: .standard, names: await test.session.completionNames())
    #expect(completer.complete("source nar", cursor: 10).insertion == "narrate.deepcut ")
    #expect(completer.complete("generate dem", cursor: 12).insertion?.hasPrefix("demos/") == true)
    _ = await test.run("source narrate.deepcut")
    #expect(test.stdout == "sourced\n")
  }

  /// Shared titles complete as `TITLE by ARTIST`, kind words narrow, and both resolve.
  @Test func kindWordsAndByArtistCompleteAndResolve() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    let shared = completer.complete("play The End by ", cursor: 16).matches
    #expect(
      shared.contains("The End by The Beatles") && shared.contains("The End by Sibylle Baier"))
    let album = completer.complete("play album When the K", cursor: 21).insertion ?? ""
    #expect(album.contains("When the Kite String Pops"))
    let line = "play " + album
    #expect(await test.session.execute(line) == .success)
    #expect(await test.session.execute("play The End by The Beatles") == .success)
    #expect(await test.session.execute("play The End — Sibylle Baier") == .success)
    #expect(test.stdout.contains("♪ now playing: The End — Sibylle Baier"))
    #expect(await test.session.execute("play Untitled") != .success)
  }
}
