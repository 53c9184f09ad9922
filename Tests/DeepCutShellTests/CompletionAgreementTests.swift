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
}
