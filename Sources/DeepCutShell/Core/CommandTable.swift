/// The commands a session knows, and how a typed name finds one.
///
/// Dispatch: an exact name or alias wins; otherwise a unique prefix of a name or alias
/// (`disc` → `discover`); an ambiguous prefix lists the candidates; an unknown name suggests
/// the nearest ones. Holds declarations only: what runs them is the session's business.
public struct CommandTable: Sendable {
  public let commands: [CommandSpec]
  /// The commands `expect` may run as queries (read-only, with a JSON document): picked
  /// once, as completion offers them after every `expect`.
  public let queries: [CommandSpec]
  /// Positions by name and alias, for the common case: a command typed in full.
  private let positions: [String: Int]
  /// Each command's name and aliases, in `commands`' order (a prefix is looked for in these
  /// without copying the declarations).
  private let names: [[String]]
  /// The commands' names, for suggestions.
  private let commandNames: [String]

  public init(_ commands: [CommandSpec]) {
    self.commands = commands.sorted { $0.name < $1.name }
    self.queries = self.commands.filter(\.isQuery)
    var positions: [String: Int] = [:]
    for (index, spec) in self.commands.enumerated() {
      for name in [spec.name] + spec.aliases where positions[name] == nil {
        positions[name] = index
      }
    }
    self.positions = positions
    let names = self.commands.map { [$0.name] + $0.aliases }
    self.names = names
    self.commandNames = self.commands.map(\.name)
  }

  /// The command `typed` names, or an error that says what would be right.
  public func lookup(_ typed: String) throws(CommandError) -> CommandSpec {
    let word = typed.lowercased()
    if let exact = positions[word] { return commands[exact] }
    let matches = positions(prefixedBy: word)
    if matches.count == 1 { return commands[matches[0]] }
    if matches.count > 1 {
      let names = matches.map { "'\(commandNames[$0])'" }.joined(separator: ", ")
      throw CommandError("ambiguous command '\(typed)' (could be \(names))")
    }
    let suggestions = NameSuggester.nearest(to: word, among: commandNames)
    if suggestions.isEmpty {
      throw CommandError("unknown command '\(typed)' (type 'help' for the list)")
    }
    let names = suggestions.map { "'\($0)'" }.joined(separator: " or ")
    throw CommandError("unknown command '\(typed)' (did you mean \(names)?)")
  }

  /// The command `typed` names, as `lookup` finds it, or `nil` where `lookup` fails (without
  /// working out the error's suggestions: completion only needs the command).
  public func command(named typed: String) -> CommandSpec? {
    let word = typed.lowercased()
    if let exact = positions[word] { return commands[exact] }
    let matches = positions(prefixedBy: word)
    return matches.count == 1 ? commands[matches[0]] : nil
  }

  /// The positions of the commands with a name or alias starting with `word`, in order.
  func positions(prefixedBy word: String) -> [Int] {
    names.indices.filter { names[$0].contains { $0.hasPrefix(word) } }
  }

  /// Every name and alias, sorted, for completion.
  public var allNames: [String] {
    commands.flatMap { [$0.name] + $0.aliases }.sorted()
  }
}
