import DeepCutKit
import Foundation

/// How what commands return reaches the screen: text and tables for people, JSON for programs.
extension Session {
  /// Shows a command's output once: as text, or as JSON.
  ///
  /// Text: its parts in order. JSON: its events as `{"event": …}` documents, then its one
  /// document. Warnings go to stderr in both.
  public func render(_ output: CommandOutput, json: Bool) {
    for part in output.parts {
      switch part {
      case .line(let line):
        if !json { write(line + "\n", to: .standardOutput) }
      case .table(let table):
        if !json {
          // One write for the whole table: a listing of the library is thousands of lines.
          let lines = table.render(width: environment.terminalWidth, header: style.bold)
          write(lines.joined(separator: "\n") + "\n", to: .standardOutput)
        }
      case .event(let event):
        write((json ? Self.jsonText(event) ?? "" : event.message) + "\n", to: .standardOutput)
      case .warning(let text):
        warn(text)
      }
    }
    if json, let value = output.value, let document = Self.jsonText(value) {
      write(document + "\n", to: .standardOutput)
    }
  }

  /// The session's colours (disabled unless stdout is a terminal and NO_COLOR is unset).
  public var style: Style { environment.style }

  /// Prints a warning on stderr (`warning: …`), in both modes.
  public func warn(_ text: String) {
    write(style.yellow("warning:") + " \(text)\n", to: .standardError)
  }

  /// Prints warnings straight to stderr from outside the session (the write journal).
  nonisolated var warningSink: @Sendable (String) -> Void {
    let output = environment.output
    let style = environment.style
    return { text in output.write(style.yellow("warning:") + " \(text)\n", to: .standardError) }
  }

  /// One line of JSON: keys sorted (so output is stable), dates in ISO 8601.
  static func jsonText(_ value: some Encodable) -> String? {
    (try? jsonEncoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The value as a parsed JSON document (for `expect` queries).
  static func jsonValue(_ value: some Encodable) -> JSONValue? {
    guard let data = try? jsonEncoder.encode(value) else { return nil }
    return try? JSONDecoder().decode(JSONValue.self, from: data)
  }

  private static var jsonEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// Writes to a stream, keeping stdout text for `expect output`.
  func write(_ text: String, to stream: OutputChannel) {
    if stream == .standardOutput { capture.stdout += text }
    guard !capture.isSilent else { return }
    environment.output.write(text, to: stream)
  }

  /// Writes one line to a stream (outside any command).
  public func writeLine(_ text: String, to stream: OutputChannel) {
    write(text + "\n", to: stream)
  }
}
