/// Which typed lines history keeps, and how: bash's `ignorespace`, without trailing spaces
/// (so a completed name's trailing space is not stored).
public enum HistoryEntryRule {
  /// The entry to store for `line`, or `nil` to store nothing.
  public static func entry(for line: String) -> String? {
    guard let first = line.first, !first.isWhitespace else { return nil }
    var entry = Substring(line)
    while let last = entry.last, last.isWhitespace { entry = entry.dropLast() }
    return String(entry)
  }
}
