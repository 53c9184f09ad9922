import Foundation

/// Ctrl-R as readline does it: an incremental search back through history, ignoring case and
/// diacritics, shown as `(reverse-i-search)`query': match`.
///
/// Pure: keys go in, the state says what to show; `EditLineReader+Search` draws it.
struct ReverseSearch {
  /// History, oldest first.
  let entries: [String]
  /// The line as it was when the search began (shown until something matches, and put back
  /// by Ctrl-G).
  let original: String
  private(set) var query = ""
  /// The index in `entries` of the line shown, if any matched.
  private(set) var matchIndex: Int?
  /// Whether the query matches nothing at or before where the search stands.
  private(set) var failed = false

  init(entries: [String], original: String) {
    self.entries = entries
    self.original = original
  }

  /// The line the search would leave in the editor now.
  var match: String { matchIndex.map { entries[$0] } ?? original }

  /// What the prompt line shows.
  var display: String {
    "(\(failed ? "failed " : "")reverse-i-search)`\(query)': \(match)"
  }

  /// Adds a character to the query; the shown line stays if it still matches.
  mutating func type(_ character: Character) {
    query.append(character)
    search(from: matchIndex ?? entries.count - 1, skippingText: nil)
  }

  /// Removes the query's last character and searches again from the newest line.
  mutating func deleteBackward() {
    guard !query.isEmpty else { return }
    query.removeLast()
    matchIndex = nil
    if !query.isEmpty { search(from: entries.count - 1, skippingText: nil) } else { failed = false }
  }

  /// Ctrl-R again: the next older line that matches (and differs from the one shown).
  mutating func older(reusing previousQuery: String) {
    if query.isEmpty {
      guard !previousQuery.isEmpty else { return }
      query = previousQuery
      search(from: entries.count - 1, skippingText: nil)
      return
    }
    let start = (matchIndex ?? entries.count) - 1
    search(from: start, skippingText: matchIndex.map { entries[$0] })
  }

  private mutating func search(from start: Int, skippingText skipped: String?) {
    var index = min(start, entries.count - 1)
    while index >= 0 {
      let entry = entries[index]
      if entry != skipped,
        entry.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      {
        matchIndex = index
        failed = false
        return
      }
      index -= 1
    }
    failed = true
  }
}
