/// An option as help, completion and the parser see it: `--types LIST`, `--json`, or a bare
/// word such as `once` or `with KIND` (`fail`'s clauses read as English).
public struct OptionSpec: Sendable {
  public var name: String
  /// The placeholder of the option's value (`LIST`), or `nil` for a flag.
  public var valueName: String?
  public var summary: String
  /// Candidates for the value (for example the release types).
  public var values: @Sendable () -> [String]
  /// The error when the value is missing; `nil` for the standard one.
  public var missingValue: String?
  /// Turns the text given (`nil` when absent, `""` for a flag) into the value, or a one-line
  /// error; run when parsing.
  let parse: @Sendable (String?) throws(CommandError) -> any Sendable

  public init(
    _ name: String, value valueName: String? = nil, summary: String,
    values: @escaping @Sendable () -> [String] = { [] }, missingValue: String? = nil
  ) {
    self.init(
      name, value: valueName, summary: summary, values: values, missingValue: missingValue,
      parse: { $0 })
  }

  init(
    _ name: String, value valueName: String?, summary: String,
    values: @escaping @Sendable () -> [String], missingValue: String?,
    parse: @escaping @Sendable (String?) throws(CommandError) -> any Sendable
  ) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
    self.values = values
    self.missingValue = missingValue
    self.parse = parse
  }

  /// Whether it is a bare word (`once`) rather than a `--name`.
  public var isBare: Bool { !name.hasPrefix("-") }

  /// How it reads in help and usage: `--types LIST`.
  public var label: String { valueName.map { "\(name) \($0)" } ?? name }

  /// The option every command accepts.
  public static let json = OptionSpec("--json", summary: "print one JSON document instead of text")

  /// Options every command accepts.
  public static let common = [json]
}

/// A typed option: declared once by a command, read back as a `Value` from the parsed
/// `Arguments` (`arguments[Self.types]`).
public struct Option<Value: Sendable>: Sendable {
  public let spec: OptionSpec

  init(
    _ name: String, value valueName: String? = nil, summary: String,
    values: @escaping @Sendable () -> [String] = { [] }, missingValue: String? = nil,
    convert: @escaping @Sendable (String?) throws(CommandError) -> Value
  ) {
    spec = OptionSpec(
      name, value: valueName, summary: summary, values: values, missingValue: missingValue,
      parse: { text throws(CommandError) in try convert(text) })
  }
}

extension Option where Value == Bool {
  /// A flag: `true` when given (`--force`, `once`).
  public static func flag(_ name: String, summary: String) -> Option<Bool> {
    Option(name, summary: summary) { $0 != nil }
  }
}

extension Option {
  /// An option with a value, `fallback` when absent; `parse` rejects a bad value in one line.
  public static func value(
    _ name: String, _ valueName: String, summary: String, default fallback: Value,
    values: @escaping @Sendable () -> [String] = { [] }, missingValue: String? = nil,
    _ parse: @escaping @Sendable (String) throws(CommandError) -> Value
  ) -> Option<Value> {
    Option(
      name, value: valueName, summary: summary, values: values, missingValue: missingValue
    ) { text throws(CommandError) in
      guard let text else { return fallback }
      return try parse(text)
    }
  }
}
