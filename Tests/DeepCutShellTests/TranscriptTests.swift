import Foundation
import Testing

@testable import DeepCutShell

/// Golden transcripts, compared line by line.
///
/// Each `Tests/Transcripts/NAME.deepcut` runs as `deepcut NAME.deepcut` would, and what it prints (stdout and stderr interleaved, then the exit status) must equal
/// `NAME.expected`. Set `DEEPCUT_UPDATE_TRANSCRIPTS=1` to rewrite the expected files after a
/// deliberate change, then read the diff before committing it.
@Suite struct TranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Transcripts")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".deepcut") }.sorted()
  }

  @Test func thereAreTranscripts() {
    #expect(Self.scripts.count >= 1)
  }

  @Test(arguments: scripts)
  func transcriptMatches(_ name: String) async throws {
    let script = Self.directory.appendingPathComponent(name)
    let expectedURL = script.deletingPathExtension().appendingPathExtension("expected")
    let actual = try await Self.run(script)
    if ProcessInfo.processInfo.environment["DEEPCUT_UPDATE_TRANSCRIPTS"] != nil {
      try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
      return
    }
    let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
    #expect(actual == expected, "\(name) differs:\n\(LineDiff.unified(expected, actual))")
  }

  /// Runs a script the way `deepcut FILE` does, in the transcripts directory.
  ///
  /// A first line `# library: PATH` runs it as `deepcut --library PATH FILE` (PATH relative
  /// to the transcripts directory).
  static func run(_ script: URL) async throws -> String {
    let bytes = try Data(contentsOf: script)
    let firstLine = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    let library =
      firstLine.hasPrefix("# library: ")
      ? directory.appendingPathComponent(String(firstLine.dropFirst(11))).standardizedFileURL.path
      : nil
    let test = try TestSession(workingDirectory: directory.path, libraryFile: library)
    defer { test.state.removeAll() }
    let result = await test.session.runScript(
      ScriptLines(bytes: Array(bytes)), name: script.lastPathComponent, path: script.path)
    // Paths print relative to the repository, so the transcript is the same in any checkout.
    let root = directory.deletingLastPathComponent().deletingLastPathComponent().path + "/"
    let text = test.output.combined.replacingOccurrences(of: root, with: "")
    return text + "[exit \(result.exitStatus)]\n"
  }
}

/// A small line diff for failure messages (`-` expected, `+` actual).
enum LineDiff {
  static func unified(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append("  " + a[i])
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        lines.append("+ " + b[j])
        j += 1
      } else {
        lines.append("- " + a[i])
        i += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
