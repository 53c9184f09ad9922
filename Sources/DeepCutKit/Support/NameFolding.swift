import Foundation

/// Folds names for matching the way people type them: case and diacritics ignored.
///
/// `Sigur Rós` folds to `sigur ros`, `BEYONCÉ` to `beyonce`, `Ágætis byrjun` to `agaetis byrjun`.
/// Letters without a decomposition (`ø`, `æ`, `ß`, `ł`) fold to their usual Latin spelling, so a
/// person with an ASCII keyboard can find every name. Other scripts are only lowercased
/// (`坂本龍一` stays as it is; Japanese voicing marks are not diacritics). Hand-rolled rather than
/// Foundation's `folding(options:)`, which is slow on Linux and leaves `ø` and `æ` alone.
public enum NameFolding {
  /// `text` lowercased, with diacritics removed and ligatures spelled out.
  public static func fold(_ text: String) -> String {
    if let folded = asciiFold(text) { return folded }
    // Built as UTF-8 bytes: appending scalar by scalar to a string costs several times more.
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { folded.append($0) } }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        folded.append(UInt8(lowercaseASCII(scalar).value))
      } else if isCombiningMark(scalar) {
        continue
      } else {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
          if let plain = latinFolds[lower] {
            folded.append(contentsOf: plain.utf8)
          } else if lower.value < 0x2000 {
            // Other accented letters of alphabetic scripts (Greek, Cyrillic, Vietnamese):
            // decompose, then drop the marks. Rare, so the slower Foundation call is fine here.
            let parts = String(lower).decomposedStringWithCanonicalMapping.unicodeScalars
            for part in parts where !isCombiningMark(part) { append(part) }
          } else {
            append(lower)
          }
        }
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// The fold of `text` when it is all ASCII (only `A`-`Z` change), else `nil`.
  ///
  /// Most names are ASCII, and a first Tab folds every one of a library's: a text with no
  /// capital is its own fold, and the rest are lowered byte by byte, where `lowercased()`
  /// would read the text as Unicode.
  private static func asciiFold(_ text: String) -> String? {
    var capitals = false
    for byte in text.utf8 {
      if byte >= 0x80 { return nil }
      if byte &- 0x41 < 26 { capitals = true }
    }
    if !capitals { return text }
    return String(decoding: text.utf8.map { $0 &- 0x41 < 26 ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  private static func lowercaseASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
  }

  /// Combining diacritical marks, as found in decomposed (NFD) text such as macOS file names.
  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    (0x0300...0x036F).contains(scalar.value)
  }

  /// Lowercase Latin letters with diacritics or ligatures, and their plain spelling.
  private static let latinFolds: [Unicode.Scalar: String] = {
    let groups: [(plain: String, letters: String)] = [
      ("a", "àáâãäåāăąǎǻ"), ("c", "çćĉċč"), ("d", "ďđ"), ("e", "èéêëēĕėęě"),
      ("g", "ĝğġģ"), ("h", "ĥħ"), ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"),
      ("l", "ĺļľŀł"), ("n", "ñńņňŉ"), ("o", "òóôõöøōŏőǿ"), ("r", "ŕŗř"), ("s", "śŝşšș"),
      ("t", "ţťŧț"), ("u", "ùúûüũūŭůűų"), ("w", "ŵ"), ("y", "ýÿŷ"), ("z", "źżž"),
      ("ae", "æǽ"), ("oe", "œ"), ("ss", "ß"), ("th", "þ"), ("d", "ð"),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for group in groups {
      for letter in group.letters.unicodeScalars { table[letter] = group.plain }
    }
    return table
  }()
}
