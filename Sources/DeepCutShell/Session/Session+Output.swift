import DeepCutKit
import Foundation

/// How what commands return reaches the screen: text and tables for people, JSON for programs.
extension Session {
  /// Shows a command's output once: as text, or as JSON.
  ///
  /// Text: its parts in order. JSON: exactly one line, `{"command", "result", "events"}`
  /// (the shape in Schemas/output.schema.json), the events as fields, never sentences.
  /// Warnings go to stderr in both.
  public func render(_ output: CommandOutput, json: Bool, command: String) async {
    guard json else {
      await show(text(of: output))
      for case .warning(let text) in output.parts { warn(text) }
      return
    }
    for case .warning(let text) in output.parts { warn(text) }
    let document = CommandDocument(command: command, result: output.value, events: output.events)
    write((Self.jsonText(document) ?? "{}") + "\n", to: .standardOutput)
  }

  /// Shows output as text only (live lines, such as `watch`'s each second).
  public func renderText(_ output: CommandOutput) {
    let shown = text(of: output)
    if shown.lines > 0 { write(shown.text, to: .standardOutput) }
    for case .warning(let text) in output.parts { warn(text) }
  }

  /// The text of an output, fitted to the terminal, each line ending in a newline, and how
  /// many lines it is (warnings are the caller's).
  ///
  /// A table is written as one string (`Table.renderText`), not a string per row.
  private func text(of output: CommandOutput) -> (text: String, lines: Int) {
    let width = environment.terminalWidth
    var text = ""
    var count = 0
    func add(_ line: String) {
      text += line
      text += "\n"
      count += 1
    }
    func wrapped(_ line: String) {
      if let width { LineWrap.lines(line, width: width).forEach(add) } else { add(line) }
    }
    for part in output.parts {
      switch part {
      case .line(let line):
        wrapped(line)
      case .table(let table):
        let rendered = table.renderText(width: width, header: style.bold)
        text += rendered.text
        count += rendered.lines
      case .event(let event):
        wrapped(event.message)
      case .warning:
        continue
      }
    }
    return (text, count)
  }

  /// Writes text of `lines` lines to stdout, through the pager when they are more than the
  /// terminal shows (as psql and git do) and paging is on.
  private func show(_ shown: (text: String, lines: Int)) async {
    let (text, lines) = shown
    guard lines > 0 else { return }
    if capture.paging, !capture.isSilent, !capture.hidesStandardOutput,
      let pager = environment.pager,
      let rows = environment.terminal.rows(), lines > rows - 1
    {
      capture.stdout += text
      if await pager(text) { return }
      capture.stdout.removeLast(text.count)
    }
    write(text, to: .standardOutput)
  }

  /// The session's colours (disabled unless stdout is a terminal and NO_COLOR is unset).
  public var style: Style { environment.style }

  /// Prints a warning on stderr (`warning: …`), in both modes.
  public func warn(_ text: String) {
    let line = LineWrap.message(
      text, label: "warning:", width: environment.errorWidth, paint: style.yellow)
    write(line + "\n", to: .standardError)
  }

  /// Prints warnings straight to stderr from outside the session (the write journal).
  nonisolated var warningSink: @Sendable (String) -> Void {
    let environment = self.environment
    return { text in
      let line = LineWrap.message(
        text, label: "warning:", width: environment.errorWidth, paint: environment.style.yellow)
      environment.output.write(line + "\n", to: .standardError)
    }
  }

  /// One line of JSON: keys sorted (so output is stable), dates in ISO 8601.
  static func jsonText(_ value: some Encodable) -> String? {
    (try? JSONLine.encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes to a stream, keeping stdout text for `expect output`.
  func write(_ text: String, to stream: OutputChannel) {
    if stream == .standardOutput { capture.stdout += text }
    guard !capture.isSilent, !(capture.hidesStandardOutput && stream == .standardOutput) else {
      return
    }
    environment.output.write(text, to: stream)
  }

  /// Writes one line to a stream (outside any command).
  public func writeLine(_ text: String, to stream: OutputChannel) {
    write(text + "\n", to: stream)
  }
}

/// One command's JSON document: its name, its value (`null` when it has none) and the events
/// it caused.
struct CommandDocument: Encodable {
  var command: String
  var result: (any Encodable & Sendable)?
  var events: [CommandEvent]

  private enum Key: String, CodingKey {
    case command, result, events
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(command, forKey: .command)
    if let result {
      try result.encode(to: container.superEncoder(forKey: .result))
    } else {
      try container.encodeNil(forKey: .result)
    }
    try container.encode(events, forKey: .events)
  }
}
