import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One bad input given to the real binary, and what deepcut must do with it: say what is wrong
/// in one line, exit with the documented status, and leave every file as it was.
///
/// Each case runs in a directory of its own holding the user's files (`baseFiles`, plus the
/// case's `files`), with `--state state` so the state directory is one of them. Everything in
/// the directory is compared byte for byte before and after the run.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What stderr must hold.
  enum Report: Sendable {
    /// Exactly one `error:` line (in a script, located: `NAME:LINE: error:`) containing the
    /// text; only indented lines may follow it (an expectation's expected and actual, an
    /// ambiguous name's candidates).
    case error(String)
    /// One `warning:` line per text, in order, and no error. Other lines may only be an
    /// import's summary (`FILE: 2 tracks …`).
    case warnings([String])
  }

  var name: String
  var arguments: [String]
  var input: [UInt8] = []
  /// Files to create besides `baseFiles`, by path; a path ending in `/` is a directory.
  var files: [String: [UInt8]] = [:]
  /// The exit status: 1 for a failing command or script, 2 for a usage error or a library
  /// that cannot be loaded, 0 when the bad input is a state file worked around.
  var status: Int32
  var report: Report
  /// A state file that must be moved aside (`NAME.corrupt-TIME`) with its bytes kept.
  var quarantined: String?
  /// Files the run may rewrite (glob patterns), such as a library cache that did not decode.
  var rewrites: [String] = []
  /// A file that is unreadable (mode 000) while deepcut runs.
  ///
  /// Root reads such a file anyway, so under root deepcut then runs as `nobody` (65534), to
  /// whom it is unreadable.
  var unreadable: String?

  var testDescription: String { name }

  /// What every case starts with: the user's Library.xml and a state directory with a history
  /// and one earlier write (a playlist "Road Trip").
  static let baseFiles: [String: [UInt8]] = [
    "Library.xml": Array(LibraryXMLText.small.utf8),
    "state/history": Array("ls artists\nplay Jezebel\n".utf8),
    "state/writes-sample.jsonl": Array(
      """
      {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":1,\
      "write":{"createPlaylist":{"name":"Road Trip"}}}

      """.utf8),
  ]

  /// Runs the case and checks the status, the report and the files.
  func check() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-input-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let work = root.appendingPathComponent("work")
    let scratch = root.appendingPathComponent("scratch")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for (path, bytes) in Self.baseFiles.merging(files, uniquingKeysWith: { $1 }) {
      let url = work.appendingPathComponent(path)
      let directory = path.hasSuffix("/") ? url : url.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      if !path.hasSuffix("/") { try Data(bytes).write(to: url) }
    }
    let before = try Self.snapshot(work)
    let state = arguments.contains("--state") ? [] : ["--state", "state"]
    let locked = unreadable.map { work.appendingPathComponent($0).path }
    if let locked { chmod(locked, 0) }
    let user: UInt32? = locked != nil && geteuid() == 0 ? 65534 : nil
    let run = try await DeepCutRun.run(
      state + arguments, in: work, input: input, scratch: scratch, user: user)
    if let locked { chmod(locked, 0o644) }
    #expect(run.status == status, "exit status \(run.status); stderr:\n\(run.stderr)")
    checkReport(run.stderr)
    #expect(try changes(from: before, to: Self.snapshot(work)) == [])
  }

  private func checkReport(_ stderr: String) {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(stderr.isEmpty || stderr.hasSuffix("\n"), "stderr ends inside a line: \(stderr)")
    let errors = lines.filter { $0.hasPrefix("error: ") || $0.contains(": error: ") }
    let warnings = lines.filter { $0.hasPrefix("warning: ") }
    switch report {
    case .error(let text):
      #expect(errors.count == 1 && errors[0].contains(text), "stderr:\n\(stderr)")
      #expect(warnings.isEmpty, "stderr:\n\(stderr)")
      let others = lines.filter { !$0.hasPrefix("  ") && !errors.contains($0) }
      #expect(others.isEmpty, "lines besides the error:\n\(stderr)")
    case .warnings(let texts):
      #expect(errors.isEmpty, "stderr:\n\(stderr)")
      #expect(
        warnings.count == texts.count
          && zip(warnings, texts).allSatisfy { $0.contains($1) }, "stderr:\n\(stderr)")
      let library = arguments.firstIndex(of: "--library").map { arguments[$0 + 1] + ": " }
      let others = lines.filter { line in
        !line.hasPrefix("warning: ") && !(library.map { line.hasPrefix($0) } ?? false)
      }
      #expect(others.isEmpty, "lines besides the warnings:\n\(stderr)")
    }
  }

  /// The paths whose contents differ between the snapshots, beyond the changes allowed.
  private func changes(from before: [String: Data], to after: [String: Data]) -> [String] {
    var after = after
    if let quarantined {
      let moved = after.keys.filter { $0.hasPrefix(quarantined + ".corrupt-") }
      #expect(moved.count == 1, "\(quarantined) was not moved aside once: \(after.keys.sorted())")
      if let moved = moved.first {
        #expect(after[moved] == before[quarantined], "the bytes moved aside are not the file's")
        after[quarantined] = after.removeValue(forKey: moved)
      }
    }
    let paths = Set(before.keys).union(after.keys).filter { path in
      !rewrites.contains { fnmatch($0, path, 0) == 0 }
    }
    return paths.filter { before[$0] != after[$0] }.sorted()
  }

  /// Every file and directory under `directory`, by relative path (a directory's ends in `/`
  /// and maps to no bytes).
  static func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = directory.standardizedFileURL.path + "/"
    let walker = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = walker?.nextObject() as? URL {
      let path = String(url.standardizedFileURL.path.dropFirst(base.count))
      // Lock files hold no data: a refused write may take a lock and still change nothing.
      if path.hasSuffix(".lock") { continue }
      if try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true {
        files[path + "/"] = Data()
      } else {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }
}
