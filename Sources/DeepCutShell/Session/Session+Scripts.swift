import Foundation

/// A script being run: its name for messages and its directory for relative `source` paths.
struct ScriptFrame: Sendable {
  /// The name shown before `:LINE:` in messages, or `nil` for `-c` text.
  var name: String?
  var directory: String
  /// The canonical path, for cycle detection (`nil` when not a file).
  var canonicalPath: String?
}

/// How a script run ended.
public struct ScriptResult: Sendable, Hashable {
  /// Statements that failed (at most 1 unless the session keeps going).
  public var failures: Int
  /// The status `quit` asked for, if it ran.
  public var quitStatus: Int32?

  /// The process exit status: `quit`'s, else 1 after any failure, else 0.
  public var exitStatus: Int32 { quitStatus ?? (failures > 0 ? 1 : 0) }
}

extension Session {
  /// Runs a script line by line.
  ///
  /// The first failure is printed as `NAME:LINE: error: …` on stderr and stops the script,
  /// unless the session keeps going.
  ///
  /// - Parameters:
  ///   - name: shown in messages; `nil` prints plain `error: …` (for `-c`).
  ///   - path: the file's path, for relative `source` and cycle detection.
  ///   - continuing: run every line whatever fails, as the start-up file does.
  public func runScript(
    _ input: any ScriptInput, name: String?, path: String? = nil, continuing: Bool = false
  ) async -> ScriptResult {
    let directory =
      path.map { ($0 as NSString).deletingLastPathComponent } ?? environment.workingDirectory
    let frame = ScriptFrame(
      name: name, directory: directory.isEmpty ? "." : directory,
      canonicalPath: path.map(Self.canonical))
    scripts.stack.append(frame)
    defer { scripts.stack.removeLast() }
    var result = ScriptResult(failures: 0, quitStatus: nil)
    var lineNumber = 0
    while let line = await input.nextLine() {
      lineNumber += 1
      scripts.line = lineNumber
      let outcome = await execute(line: line)
      scripts.line = lineNumber
      switch outcome {
      case .success, .cancelled:
        continue
      case .quit(let status):
        result.quitStatus = status
        return result
      case .failure(let message, let reported):
        result.failures += 1
        if !reported { reportError(message, name: name, line: lineNumber) }
        if !scripts.keepGoing, !continuing { return result }
      }
    }
    return result
  }

  /// Prints an error with its location; later lines of the message (an expectation's expected
  /// and actual) follow as they are.
  ///
  /// Under JSON, the error is one JSON document on stderr instead: the message, the command,
  /// the script and line, and the exit status it leads to (Schemas/output.schema.json).
  func reportError(_ message: String, name: String?, line: Int) {
    let failure = scripts.failure
    scripts.failure = nil
    if failure?.json ?? jsonByDefault {
      let document = ErrorDocument(
        error: .init(
          message: message, command: failure?.command, file: name,
          line: name != nil && line > 0 ? line : nil, status: 1),
        events: failure?.events ?? [])
      write((Self.jsonText(document) ?? "{}") + "\n", to: .standardError)
      return
    }
    let location = name.map { "\($0):\(line): " } ?? ""
    let text = LineWrap.message(
      message, label: "error:", prefix: location, width: environment.errorWidth,
      paint: style.red)
    write(text + "\n", to: .standardError)
  }

  /// Runs another script file from inside one (`source`): relative paths start at the
  /// sourcing script's directory, and a file already being run is a cycle.
  func source(_ path: String) async throws {
    let base = scripts.stack.last?.directory ?? environment.workingDirectory
    let resolved = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
    let display =
      path.hasPrefix("/") || base == "." || base == environment.workingDirectory
      ? path : resolved
    let bytes = try ScriptFile.read(resolved, name: display)
    let canonical = Self.canonical(resolved)
    if scripts.stack.contains(where: { $0.canonicalPath == canonical }) {
      let chain = scripts.stack.compactMap { $0.name } + [display]
      throw CommandError(
        "source cycle: \(chain.joined(separator: " → ")) (a script sources itself)")
    }
    guard scripts.stack.count < 64 else {
      throw CommandError("source nested too deeply (64 levels; is something sourcing in a loop?)")
    }
    let result = await runScript(ScriptLines(bytes: bytes), name: display, path: resolved)
    if let status = result.quitStatus {
      requestQuit(status: status)
    } else if result.failures > 0 {
      throw ReportedFailure(message: "\(display) failed")
    }
  }

  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}

extension Session {
  /// Runs a read-only command, showing nothing, and gives the value at `path` in its JSON
  /// document (`nil`: none there; see `JSONValue.value(at:)`), for `expect QUERY PATH …`.
  func query(_ statement: Statement, at path: [String]) async throws -> JSONValue? {
    guard let word = statement.words.first else { throw CommandError("expect needs a query") }
    let spec = try commands.lookup(word.value)
    guard spec.isQuery else {
      let queries = commands.queries.map(\.name).joined(separator: ", ")
      throw CommandError("expect can only query \(queries); '\(spec.name)' changes state")
    }
    let arguments = try ArgumentParser.parse(Array(statement.words.dropFirst()), for: spec)
    let silent = capture.isSilent
    capture.isSilent = true
    defer { capture.isSilent = silent }
    wantsDocument = true
    let (outcome, output) = await perform(spec, arguments)
    if case .failure(let message, _) = outcome {
      throw CommandError("expect: '\(statement.values.joined(separator: " "))' failed: \(message)")
    }
    guard let value = output?.value, let text = Self.jsonText(value),
      let document = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    else {
      throw CommandError("expect: '\(spec.name)' printed no JSON to check")
    }
    return document.value(at: path)
  }
}

/// A failed command's JSON document, on stderr.
struct ErrorDocument: Encodable {
  struct Failure: Encodable {
    var message: String
    var command: String?
    var file: String?
    var line: Int?
    var status: Int32

    private enum CodingKeys: String, CodingKey {
      case message, command, file, line, status
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(message, forKey: .message)
      try container.encode(command, forKey: .command)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(status, forKey: .status)
    }
  }

  var error: Failure
  var events: [CommandEvent]
}
