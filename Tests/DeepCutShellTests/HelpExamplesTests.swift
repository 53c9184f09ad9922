import DeepCutShell
import Foundation
import Testing

/// Every example `help` shows runs on the sample library (issue #13, point 13).
@Suite struct HelpExamplesTests {
  /// Each command's examples, in the order `help` lists them.
  ///
  /// `generate` writes files in /tmp and is left to its own tests; `link` and `unlink` name
  /// artists of an imported library and ask MusicBrainz, so they run against the local
  /// fixture server in `MusicBrainzEndToEndTests` (no test reaches the internet).
  static let commands: [String] = CommandTable.standard.commands
    .filter { !$0.examples.isEmpty && !["generate", "link", "unlink"].contains($0.name) }
    .map(\.name)

  @Test func mostCommandsHaveExamples() {
    #expect(Self.commands.count >= 25)
  }

  /// A command's examples run in order on a fresh sample session, as a person would try them
  /// after reading `help NAME`: a later one may build on an earlier one (`play X`, then `play`).
  @Test(arguments: commands)
  func theExamplesRun(_ name: String) async throws {
    let spec = try #require(CommandTable.standard.commands.first { $0.name == name })
    let test = try TestSession()
    for example in spec.examples {
      // `quit` ends the session and `watch` follows playback until Ctrl-C.
      guard !["quit", "exit", "watch"].contains(where: { example.hasPrefix($0) }) else {
        continue
      }
      let outcome = await test.session.execute(example)
      #expect(outcome == .success, "'\(example)' failed: \(test.stderr)")
    }
  }
}
