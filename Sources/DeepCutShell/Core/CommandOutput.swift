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

  /// Adds another output's parts after these (its value is not taken).
  public mutating func append(_ other: CommandOutput) {
    parts += other.parts
  }

  /// Puts events that happened before the command ran (a track ended meanwhile) first.
  public mutating func prepend(_ events: [CommandEvent]) {
    parts = events.map(Part.event) + parts
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

/// Something that happened because of a command or on its own (a track ended): a word and
/// fields for programs, and the line a person reads.
///
/// In JSON it is `{"event": word, "at": milliseconds, …fields}`; the sentence stays out.
public struct CommandEvent: Sendable, Hashable, Encodable {
  public var event: String
  public var message: String
  /// Session time when it happened, in milliseconds.
  public var at: Int
  /// What a program reads instead of the message (ids, titles, reasons).
  public var fields: [String: EventField]

  public init(_ event: String, message: String, at: Int = 0, fields: [String: EventField] = [:]) {
    self.event = event
    self.message = message
    self.at = at
    self.fields = fields
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(event, forKey: FieldKey("event"))
    try container.encode(at, forKey: FieldKey("at"))
    for (name, field) in fields { try container.encode(field, forKey: FieldKey(name)) }
  }

  private struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// One field of an event: text, a flag, or an indicator's state.
public enum EventField: Sendable, Hashable, Encodable {
  case text(String)
  case flag(Bool)
  /// The app's now-playing indicator: which track, and whether it shows playing.
  case indicator(trackID: String?, title: String?, artist: String?, isPlaying: Bool)

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .text(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .flag(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .indicator(let trackID, let title, let artist, let isPlaying):
      var container = encoder.container(keyedBy: IndicatorKey.self)
      try container.encode(trackID, forKey: .trackID)
      try container.encode(title, forKey: .title)
      try container.encode(artist, forKey: .artist)
      try container.encode(isPlaying, forKey: .isPlaying)
    }
  }

  private enum IndicatorKey: String, CodingKey {
    case trackID, title, artist, isPlaying
  }
}
