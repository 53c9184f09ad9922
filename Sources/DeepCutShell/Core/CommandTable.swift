/// The commands a session knows, and how a typed name finds one.
///
/// Dispatch: an exact name or alias wins; otherwise a unique prefix of a name or alias
/// (`disc` → `discover`); an ambiguous prefix lists the candidates; an unknown name suggests
/// the nearest ones. Holds declarations only: what runs them is the session's business.
public struct CommandTable: Sendable {
  public let commands: [CommandSpec]

  public init(_ commands: [CommandSpec]) {
    self.commands = commands.sorted { $0.name < $1.name }
  }

  /// The command `typed` names, or an error that says what would be right.
  public func lookup(_ typed: String) throws(CommandError) -> CommandSpec {
    let word = typed.lowercased()
    if let exact = commands.first(where: { $0.name == word || $0.aliases.contains(word) }) {
      return exact
    }
    let matches = commands.filter { spec in
      spec.name.hasPrefix(word) || spec.aliases.contains { $0.hasPrefix(word) }
    }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      let names = matches.map { "'\($0.name)'" }.joined(separator: ", ")
      throw CommandError("ambiguous command '\(typed)' (could be \(names))")
    }
    let suggestions = NameSuggester.nearest(to: word, among: commands.map(\.name))
    if suggestions.isEmpty {
      throw CommandError("unknown command '\(typed)' (type 'help' for the list)")
    }
    let names = suggestions.map { "'\($0)'" }.joined(separator: " or ")
    throw CommandError("unknown command '\(typed)' (did you mean \(names)?)")
  }

  /// Every name and alias, sorted, for completion.
  public var allNames: [String] {
    commands.flatMap { [$0.name] + $0.aliases }.sorted()
  }

  /// The commands `expect` may run as queries (read-only, with a JSON document).
  public var queries: [CommandSpec] { commands.filter(\.isQuery) }
}
