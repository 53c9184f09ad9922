import Foundation
import Testing

@testable import DeepCutShell

/// `deepcut --completion bash`, run by a real bash: the script is sourced, `COMP_WORDS` and
/// `COMP_CWORD` set as bash sets them at a Tab, `_deepcut` called, and `COMPREPLY` read back.
@Suite final class BashCompletionTests {
  /// A folder with a library export, a token file, a script with a space in its name and a
  /// subfolder; removed when the test ends.
  let folder: URL

  init() throws {
    folder = try makeScratchDirectory()
    for name in ["Library.xml", "token.txt", "my script.deepcut"] {
      try "x".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("exports"), withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `COMPREPLY` after a Tab with the cursor at the end of `words` (the last may be empty).
  func reply(_ words: [String]) throws -> Set<String> {
    let script = folder.appendingPathComponent("deepcut.bash")
    try BashCompletion.script.write(to: script, atomically: true, encoding: .utf8)
    func quoted(_ word: String) -> String {
      "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    let source = """
      source \(quoted(script.path)) || exit 3
      cd \(quoted(folder.path)) || exit 3
      COMP_WORDS=(deepcut \(words.map(quoted).joined(separator: " ")))
      COMP_CWORD=\(words.count)
      _deepcut
      for reply in "${COMPREPLY[@]}"; do printf '%s\\n' "$reply"; done
      """
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["--norc", "--noprofile", "-c", source]
    let output = Pipe()
    bash.standardOutput = output
    try bash.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    bash.waitUntilExit()
    #expect(bash.terminationStatus == 0, "bash failed for \(words)")
    return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  @Test func optionsComplete() throws {
    // `--li` is also `--listenbrainz-url` and `--listenbrainz-token-file` since issue #31.
    #expect(try reply(["--lib"]) == ["--library"])
    #expect(
      try reply(["--li"]) == ["--library", "--listenbrainz-url", "--listenbrainz-token-file"])
    #expect(try reply(["--json", "--no"]) == ["--no-pager", "--no-rc"])
    let every = Set(
      LaunchHelp.options.flatMap { $0.term.components(separatedBy: ", ") }.map {
        String($0.prefix { $0 != " " })
      })
    #expect(try reply(["-"]) == every)
    #expect(every.contains("--completion") && every.contains("-k"))
  }

  @Test func keywordValuesComplete() throws {
    #expect(try reply(["--service", ""]) == ["sample", "apple-music"])
    #expect(try reply(["--catalog", "s"]) == ["simulated", "sample"])
    #expect(try reply(["--clock", "r"]) == ["real"])
    #expect(try reply(["--completion", ""]) == ["bash"])
    // Free values offer nothing: not file names for a URL or an age.
    #expect(try reply(["--max-age", ""]).isEmpty)
    #expect(try reply(["-c", ""]).isEmpty)
  }

  @Test func fileNamesComplete() throws {
    #expect(try reply(["--library", "Li"]) == ["Library.xml"])
    #expect(try reply(["--developer-token-file", "to"]) == ["token.txt"])
    #expect(try reply(["--user-token-file", "t"]) == ["token.txt"])
    #expect(try reply(["--state", ""]) == ["exports"])
    // The script argument, after options; a name with a space stays one reply.
    #expect(try reply(["--json", "my"]) == ["my script.deepcut"])
    #expect(try reply([""]).isSuperset(of: ["Library.xml", "exports", "my script.deepcut"]))
    // `--library=Li`, as bash splits it at `=`, and as one word.
    #expect(try reply(["--library", "=", "Li"]) == ["Library.xml"])
    #expect(try reply(["--library", "="]).contains("Library.xml"))
    #expect(try reply(["--library=Li"]) == ["--library=Library.xml"])
  }

  /// Every option the script offers is one the launcher takes, and `--completion` prints the
  /// script itself.
  @Test func theDeclarationsAreTheParsers() throws {
    for option in BashCompletion.options(LaunchHelp.options) {
      for name in option.names {
        do {
          _ = try LaunchOptions.parse([name, "x"])
        } catch {
          #expect(!error.message.hasPrefix("unknown option"), "\(name): \(error)")
        }
      }
    }
    #expect(try LaunchOptions.parse(["--completion", "bash"]).mode == .bashCompletion)
    #expect(throws: UsageError("--completion is written for bash only, not 'zsh'")) {
      try LaunchOptions.parse(["--completion", "zsh"])
    }
  }
}
