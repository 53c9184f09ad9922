/// A statement's words, parsed against its command's signature: the values `run` receives.
///
/// Read through the command's own declarations, so a value comes back with its type:
/// `arguments[Self.artist]` is a `String`, `arguments[Self.types]` a `Set<ReleaseType>`.
public struct Arguments: Sendable {
  /// The command's canonical name (even when typed as a prefix or alias).
  public var command: String
  /// The sub-command given, by name.
  public var subcommandName: String?
  /// Whether `--json` was given.
  public var json: Bool
  /// The words after the command exactly as split, quoting kept (`expect` reads them).
  public var words: [Word]
  /// Each argument's and option's value with its name, in the order parsed (a command has a
  /// handful: a short list read from the end costs less than a dictionary made per line).
  private(set) var values: [(name: String, value: any Sendable)]

  init(command: String, words: [Word]) {
    self.command = command
    self.words = words
    self.subcommandName = nil
    self.json = false
    self.values = []
  }

  /// Sets the value of the argument or option `name` (a second value for a name replaces
  /// the first).
  mutating func set(_ name: String, to value: any Sendable) {
    values.append((name, value))
  }

  /// Room for `count` values, so parsing allocates once.
  mutating func reserve(_ count: Int) {
    values.reserveCapacity(count)
  }

  /// The argument's value (checked when parsing; asking for another command's argument is a
  /// programming error).
  public subscript<Value>(argument: Argument<Value>) -> Value {
    value(named: argument.spec.name)
  }

  /// The option's value (its default when it was not given).
  public subscript<Value>(option: Option<Value>) -> Value {
    value(named: option.spec.name)
  }

  private func value<Value>(named name: String) -> Value {
    guard let value = values.last(where: { $0.name == name })?.value as? Value else {
      preconditionFailure("'\(command)' declares no argument '\(name)' of type \(Value.self)")
    }
    return value
  }

  /// The sub-command given, as the command's enum.
  public func subcommand<Action: RawRepresentable>(_ type: Action.Type) -> Action?
  where Action.RawValue == String {
    subcommandName.flatMap(Action.init(rawValue:))
  }
}
