/// Library "artists" that are several artists credited together: `21 Savage, Offset & Metro
/// Boomin`, `David Guetta & Sia`, `Drake feat. Rihanna`, `Skrillex x Diplo`.
///
/// The whole name is always tried first (Hall & Oates and Angus & Julia Stone are real
/// artists); only when it has no match is it split, and the album credited to each part the
/// catalog links.
public enum CombinedCredit {
  /// The separators between credited names, as Music writes them.
  public static let separators = [", ", " & ", " feat. ", " Feat. ", " ft. ", " x ", " X "]

  /// The names credited in `name`, in order, or `nil` when it is one name.
  public static func parts(of name: String) -> [String]? {
    var parts = [name]
    for separator in separators {
      parts = parts.flatMap { $0.components(separatedBy: separator) }
    }
    let names = parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.map(String.init)
    return names.count > 1 ? names : nil
  }

  /// Whether `name` is never looked up: empty, "Various Artists" or "Unknown Artist" (Music's
  /// placeholders, which a search would match to an unrelated catalog entry).
  public static func isPlaceholder(_ name: String) -> Bool {
    isPlaceholder(folded: ArtistMatcher.fold(name))
  }

  /// Whether a name already folded with `ArtistMatcher.fold` is a placeholder.
  static func isPlaceholder(folded: String) -> Bool {
    placeholders.contains(folded)
  }

  private static let placeholders: Set<String> = [
    "", "various artists", "various", "unknown artist", "[unknown]", "va",
  ]
}
