import DeepCutKit
import Foundation

/// How commands print: text and tables for people, one JSON document for programs.
extension Session {
  /// Starts capturing a command's output.
  func beginCommand(json: Bool) {
    capturedOutput = ""
    capturedJSON = nil
    wantsJSON = json
  }

  /// Prints the command's JSON document, if it made one and JSON was asked for.
  func endCommand() {
    if wantsJSON, let document = capturedJSON {
      write(document + "\n", to: .standardOutput)
    }
    wantsJSON = false
  }

  /// Whether the running command prints JSON rather than text.
  public var printsJSON: Bool { wantsJSON }

  /// The session's colours (disabled unless stdout is a terminal and NO_COLOR is unset).
  public var style: Style { environment.style }

  /// Prints lines of text for people (nothing in JSON mode).
  public func say(_ lines: String...) {
    guard !wantsJSON else { return }
    for line in lines { write(line + "\n", to: .standardOutput) }
  }

  /// Prints lines of text for people (nothing in JSON mode).
  public func say(lines: [String]) {
    guard !wantsJSON else { return }
    for line in lines { write(line + "\n", to: .standardOutput) }
  }

  /// Prints a table for people, shortened to the terminal's width (nothing in JSON mode).
  public func say(_ table: Table) {
    say(lines: table.render(width: environment.terminalWidth, header: style.bold))
  }

  /// Sets the command's JSON document (printed only in JSON mode, so it is only encoded then).
  public func result(_ value: some Encodable) {
    guard wantsJSON else { return }
    capturedJSON = Self.jsonText(value)
  }

  /// Prints a warning on stderr (`warning: …`), in both modes.
  public func warn(_ text: String) {
    write(style.yellow("warning:") + " \(text)\n", to: .standardError)
  }

  /// Prints something that happened on its own (a track ended) on stdout: a line for people,
  /// or a `{"event": …}` document for programs.
  public func announce(_ text: String, event: String) {
    if wantsJSON || jsonByDefault {
      if let document = Self.jsonText(EventDocument(event: event, message: text)) {
        write(document + "\n", to: .standardOutput)
      }
    } else {
      write(text + "\n", to: .standardOutput)
    }
  }

  /// One line of JSON: keys sorted (so output is stable), dates in ISO 8601.
  static func jsonText(_ value: some Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes to a stream, keeping stdout text for `expect output`.
  func write(_ text: String, to stream: OutputChannel) {
    if stream == .standardOutput { capturedOutput += text }
    guard !isSilent else { return }
    environment.output.write(text, to: stream)
  }
}

/// A notice for programs: what happened, in a word, and the line a person would read.
private struct EventDocument: Encodable {
  var event: String
  var message: String
}
