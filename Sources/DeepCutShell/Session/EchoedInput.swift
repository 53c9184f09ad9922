/// Long input cut where an error echoes it, as psql cuts an identifier past its limit: a
/// 60,000-character name printed back whole buries the one line that says what was wrong.
enum EchoedInput {
  /// Words up to this many characters are echoed whole.
  static let longest = 64

  /// `message` with each of a statement's `words` (and its arguments joined, as a free-text
  /// argument takes them) that is longer than `longest` cut to its start and "…".
  static func cut(_ message: String, echoing words: [String]) -> String {
    var long = words.filter { $0.count > longest }
    if words.count > 2 {
      let joined = words.dropFirst().joined(separator: " ")
      if joined.count > longest { long.append(joined) }
    }
    guard !long.isEmpty else { return message }
    var text = message
    // Longest first, so a joined text is cut before the words inside it.
    for word in long.sorted(by: { $0.count > $1.count }) where text.contains(word) {
      text = text.replacingOccurrences(of: word, with: shortened(word))
    }
    return text
  }

  /// A long word as an error shows it: its start, "…" and how long it was.
  static func shortened(_ word: String) -> String {
    "\(word.prefix(longest - 4))… (\(word.count) characters)"
  }
}
