import Foundation

/// Reduces release titles to a key under which editions of the same record are equal.
///
/// `Rumours (Super Deluxe)`, `Rumours [2004 Remaster]`, `rumours - Remastered` and `Rumours` all
/// have the key `rumours`. Two steps:
/// 1. Edition markers go: a parenthesized or bracketed group that holds an edition word
///    ("Deluxe Edition", "(2011 Remaster)", "[Bonus Track Version]", "(10th Anniversary
///    Edition)"), and a trailing ` - Remastered`, ` - EP` or ` - Single` (Apple's own suffixes).
///    A word like "Deluxe" outside such a group is part of the name (Sade's *Love Deluxe*), and
///    so are groups without an edition word (`(Live)`, `(Remixes)`, `( )`): those are other records.
/// 2. What is left is folded (`NameFolding`), `&` is read as "and", and everything but letters
///    and digits is dropped, so `LONG.LIVE.A$AP` and `Long Live A$AP` agree.
///
/// Release types are not part of the key; `Ownership` compares them separately.
public enum TitleNormalizer {
  /// The matching key of `title`; never empty for a non-empty title.
  public static func key(_ title: String) -> String {
    if let key = ASCIITitle.plainKey(title) { return key }
    return rememberedKeys(Array(title.utf8))
  }

  /// The keys of titles that are not plain (an edition group, accents), remembered.
  ///
  /// Each is slow to work out, and a catalog's titles are keyed again for every `cuts` and
  /// feed check. 16,384 keys are a few megabytes at most.
  ///
  /// Remembered by the title's bytes: `String`'s `==` holds canonically equivalent spellings
  /// equal (`é` and `e` with a combining accent), and a remembered key must be the one this
  /// very text gets.
  private static let rememberedKeys = MemoTable(limit: 16_384) { (title: [UInt8]) in
    unicodeKey(String(decoding: title, as: UTF8.self))
  }

  /// `key` by the general path, for any text (the ASCII path must agree with it).
  static func unicodeKey(_ title: String) -> String {
    // Without brackets or dashes there is no edition marker, and trimming does not change what
    // `compact` keeps: most titles skip the stripping.
    let stripped = hasEditionMarkers(title) ? unicodeStrippingEditions(title) : title
    let key = compact(stripped)
    if !key.isEmpty { return key }
    // A title of punctuation only, like Sigur Rós's "( )": fall back on the folded text itself.
    return NameFolding.fold(String(title.trimmingWhitespace()))
  }

  /// `title` without edition markers, trimmed; `title` itself when nothing would be left.
  public static func strippingEditions(_ title: String) -> String {
    if let stripped = ASCIITitle(title)?.strippingEditions() { return stripped.text }
    return unicodeStrippingEditions(title)
  }

  /// `strippingEditions` by the general path, for any text.
  static func unicodeStrippingEditions(_ title: String) -> String {
    var text = removingEditionGroups(title)
    while let suffix = editionSuffixRange(in: text) {
      text = String(text[..<suffix.lowerBound])
    }
    let trimmed = String(text.trimmingWhitespace())
    return trimmed.isEmpty ? String(title.trimmingWhitespace()) : trimmed
  }

  /// Words that mark an edition of a record rather than a different record.
  static let editionWords: Set<String> = [
    "deluxe", "remaster", "remastered", "remasters", "remasterizado", "remasterizada",
    "expanded", "anniversary", "edition", "edicion", "bonus", "reissue", "mono", "stereo",
    "explicit", "clean",
  ]

  private static func containsEditionWord(_ text: Substring) -> Bool {
    let words = NameFolding.fold(String(text)).split { !($0.isLetter || $0.isNumber) }
    return words.contains { editionWords.contains(String($0)) }
  }

  /// Removes every `(...)` or `[...]` group whose text holds an edition word.
  private static func removingEditionGroups(_ title: String) -> String {
    var result = ""
    var rest = Substring(title)
    while let open = rest.firstIndex(where: { $0 == "(" || $0 == "[" }) {
      let close: Character = rest[open] == "(" ? ")" : "]"
      guard let end = rest[open...].firstIndex(of: close) else { break }
      let inside = rest[rest.index(after: open)..<end]
      result += rest[..<open]
      if !containsEditionWord(inside) { result += rest[open...end] }
      rest = rest[rest.index(after: end)...]
    }
    result += rest
    return result
  }

  /// The range of a trailing ` - EP`, ` - Single` or ` - <edition>` suffix, if any.
  private static func editionSuffixRange(in text: String) -> Range<String.Index>? {
    for dash in [" - ", " – ", " — "] {
      guard let range = lastRange(of: dash, in: text) else { continue }
      let suffix = text[range.upperBound...]
      let word = NameFolding.fold(String(String(suffix).trimmingWhitespace()))
      if word == "ep" || word == "single" || containsEditionWord(suffix) {
        return range.lowerBound..<text.endIndex
      }
    }
    return nil
  }

  /// The last occurrence of `pattern` in `text` as whole characters.
  ///
  /// Compares UTF-8 bytes, then keeps a match only when both its ends are character
  /// boundaries (Foundation's `range(of:options:)` did the same job at several times the cost).
  private static func lastRange(of pattern: String, in text: String) -> Range<String.Index>? {
    let needle = Array(pattern.utf8)
    let haystack = Array(text.utf8)
    guard haystack.count >= needle.count else { return nil }
    for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
    where haystack[start] == needle[0]
      && haystack[start..<(start + needle.count)].elementsEqual(needle)
    {
      let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
      let upper = text.utf8.index(lower, offsetBy: needle.count)
      if let lower = String.Index(lower, within: text),
        let upper = String.Index(upper, within: text)
      {
        return lower..<upper
      }
    }
    return nil
  }

  /// Whether `title` holds a `(`, a `[` or one of the dashes an edition suffix follows.
  private static func hasEditionMarkers(_ title: String) -> Bool {
    if title.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") }) {
      return true
    }
    // 0xE2 starts the UTF-8 of the en and em dashes; without it or "-" there is no dash.
    guard title.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == 0xE2 }) else {
      return false
    }
    return [" - ", " – ", " — "].contains { lastRange(of: $0, in: title) != nil }
  }

  /// Folded, `&` spelled "and", letters and digits only.
  private static func compact(_ text: String) -> String {
    let folded = NameFolding.fold(text)
    // Most titles fold to ASCII ("São Paulo" to "sao paulo"), where a byte is a character.
    if folded.utf8.allSatisfy({ $0 < 0x80 }) {
      var key: [UInt8] = []
      for byte in folded.utf8 {
        if byte == UInt8(ascii: "&") {
          key += "and".utf8
        } else if (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x30...0x39).contains(byte)
        {
          key.append(byte)
        }
      }
      return String(decoding: key, as: UTF8.self)
    }
    var key = ""
    for character in folded {
      if character == "&" {
        key += "and"
      } else if character.isLetter || character.isNumber {
        key.append(character)
      }
    }
    return key
  }
}
