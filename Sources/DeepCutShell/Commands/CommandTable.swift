/// The commands a session knows, and how a typed name finds one.
///
/// Dispatch: an exact name or alias wins; otherwise a unique prefix of a name or alias
/// (`disc` → `discover`); an ambiguous prefix lists the candidates; an unknown name suggests
/// the nearest ones.
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
}

/// Matches a word against a fixed set of keywords by unique prefix (`ls art` → `artists`).
public enum Keyword {
  /// The keyword `typed` names, or an error listing the keywords.
  public static func match(_ typed: String, among keywords: [String], what: String)
    throws(CommandError) -> String
  {
    let word = typed.lowercased()
    if keywords.contains(word) { return word }
    let matches = keywords.filter { $0.hasPrefix(word) }
    if matches.count == 1 { return matches[0] }
    let list = keywords.joined(separator: "|")
    if matches.count > 1 {
      throw CommandError(
        "ambiguous \(what) '\(typed)' (could be \(matches.joined(separator: ", ")))")
    }
    let near = NameSuggester.nearest(to: word, among: keywords)
    let hint = near.isEmpty ? "expected \(list)" : "did you mean '\(near[0])'? expected \(list)"
    throw CommandError("unknown \(what) '\(typed)' (\(hint))")
  }
}

/// Suggests the names closest to a mistyped one.
public enum NameSuggester {
  /// Up to three names nearest to `word`: within a third of its length in edits (at least
  /// one), or of which it is a prefix extension (`lsx` → `ls`); only the nearest are kept.
  public static func nearest(to word: String, among names: [String]) -> [String] {
    let limit = max(1, word.count / 3)
    let scored = names.compactMap { name -> (String, Int)? in
      let distance = editDistance(word, name)
      let extendsName = word.hasPrefix(name) || name.hasPrefix(word)
      guard distance <= limit || extendsName else { return nil }
      return (name, extendsName ? min(distance, limit) : distance)
    }
    guard let best = scored.map(\.1).min() else { return [] }
    return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(3).map { $0 }
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1 (`lsx` → `ls` is 1, `paly` → `play` is 1).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
