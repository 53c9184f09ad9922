/// Writes names so that this shell's tokenizer reads them back as one argument.
public enum ShellQuoting {
  /// `name` as one argument: bare when safe, otherwise in double quotes (or single quotes when
  /// the user already opened one and the name has none).
  public static func quote(_ name: String, preferring open: Character? = nil) -> String {
    if open == nil, isBare(name) { return name }
    return quoted(name, open: open) + String(quoteCharacter(for: name, open: open))
  }

  /// The start of a quoted argument, left open so the user can keep typing it.
  public static func openQuote(_ prefix: String, preferring open: Character? = nil) -> String {
    if open == nil, isBare(prefix) { return prefix }
    return quoted(prefix, open: open)
  }

  /// The longest common prefix of `names`, by characters.
  public static func commonPrefix(_ names: [String]) -> String {
    guard var prefix = names.first.map(Array.init) else { return "" }
    for name in names.dropFirst() {
      let characters = Array(name)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix.removeLast(prefix.count - length)
    }
    return String(prefix)
  }

  /// Whether `name` reads back unchanged without quotes.
  static func isBare(_ name: String) -> Bool {
    guard let first = name.first, first != "#", !name.hasPrefix("--") else { return false }
    return !name.contains { " \t\"'\\;".contains($0) }
  }

  private static func quoteCharacter(for name: String, open: Character?) -> Character {
    open == "'" && !name.contains("'") ? "'" : "\""
  }

  private static func quoted(_ name: String, open: Character?) -> String {
    let quote = quoteCharacter(for: name, open: open)
    if quote == "'" { return "'" + name }
    var text = "\""
    for character in name {
      if character == "\"" || character == "\\" {
        text.append("\\")
      }
      text.append(character)
    }
    return text
  }
}
