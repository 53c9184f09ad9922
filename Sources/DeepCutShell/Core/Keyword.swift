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
