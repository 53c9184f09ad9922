/// Everything a command has to show, returned by `run` and rendered once by the session: as
/// text for people, or as JSON for programs.
///
/// The value is the command's JSON document (encoded only when JSON is asked for, so a large
/// listing costs nothing in text mode); the parts are its text, in order, with the events it
/// caused (a track ending) and its warnings where they happened.
public struct CommandOutput: Sendable {
  /// A piece of text output, in the order the command produced it.
  public enum Part: Sendable {
    case line(String)
    case table(Table)
    /// Something the command caused that a program may want as data.
    case event(CommandEvent)
    /// A warning, for stderr in either mode.
    case warning(String)
  }

  /// The document for `--json`; `nil` when the command has none.
  public var value: (any Encodable & Sendable)?
  public private(set) var parts: [Part] = []

  public init(_ value: (any Encodable & Sendable)? = nil) {
    self.value = value
  }

  /// Nothing to show.
  public static var none: CommandOutput { CommandOutput() }

  /// Only events (what happened on its own before a command, a track ending).
  public static func events(_ events: [CommandEvent]) -> CommandOutput {
    var output = CommandOutput()
    output.add(events)
    return output
  }

  /// Adds lines of text.
  public mutating func say(_ lines: String...) {
    parts += lines.map(Part.line)
  }

  /// Adds lines of text.
  public mutating func say(lines: [String]) {
    parts += lines.map(Part.line)
  }

  /// Adds a table (fitted to the terminal when rendered).
  public mutating func say(_ table: Table) {
    parts.append(.table(table))
  }

  /// Adds events the command caused.
  public mutating func add(_ events: [CommandEvent]) {
    parts += events.map(Part.event)
  }

  /// Adds a warning.
  public mutating func warn(_ text: String) {
    parts.append(.warning(text))
  }

  /// The events the command caused, in order.
  public var events: [CommandEvent] {
    parts.compactMap { part in
      if case .event(let event) = part { return event }
      return nil
    }
  }
}

/// Something that happened because of a command or on its own (a track ended): a word for
/// programs and the line a person reads.
public struct CommandEvent: Sendable, Hashable, Encodable {
  public var event: String
  public var message: String

  public init(_ event: String, message: String) {
    self.event = event
    self.message = message
  }
}
