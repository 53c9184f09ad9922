/// A named setting `set` can show and change (`set latency 300ms`).
public struct SettingSpec: Sendable {
  public var name: String
  public var summary: String
  /// The values completion offers (and, for a fixed set, the only ones accepted).
  public var values: [String]
  public var get: @Sendable (isolated Session) -> String
  /// Validates and applies `value`, returning the events that caused; throws a one-line error
  /// and changes nothing when invalid.
  public var set: @Sendable (isolated Session, String) throws(CommandError) -> [CommandEvent]

  public init(
    name: String, summary: String, values: [String] = [],
    get: @escaping @Sendable (isolated Session) -> String,
    set: @escaping @Sendable (isolated Session, String) throws(CommandError) -> [CommandEvent]
  ) {
    self.name = name
    self.summary = summary
    self.values = values
    self.get = get
    self.set = set
  }

  /// Reads `on`/`off` (and `true`/`false`, `yes`/`no`, `1`/`0`).
  public static func parseSwitch(_ text: String, setting: String) throws(CommandError) -> Bool {
    switch text.lowercased() {
    case "on", "true", "yes", "1": return true
    case "off", "false", "no", "0": return false
    default: throw CommandError("\(setting) is on or off, not '\(text)'")
    }
  }
}
