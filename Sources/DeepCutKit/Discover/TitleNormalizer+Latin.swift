/// Titles whose only non-ASCII characters are accented Latin letters (`Reykjavík`, `São Paulo`,
/// `Kraków`) and typographic punctuation (`1990–2000`, `Don’t`), spelled in ASCII so that
/// `TitleNormalizer` can take its ASCII path.
///
/// The general path costs ten to a hundred times the ASCII one, and about one title in ten of
/// a catalog has such a character. Spelling each letter as `NameFolding` folds it (`í` as `i`,
/// `Æ` as `ae`) and each mark as `'` gives the same key: the general path looks at a title's
/// own characters only for brackets, dashes between spaces, spaces and character boundaries,
/// which these are not and do not change, and reads everything else through
/// `NameFolding.fold`, which folds a letter and its spelling alike and keeps the marks, which
/// like `'` only separate words and drop out of the key. One exception: a title with no letter
/// or digit left falls back on its folded text, marks included, so `TitleNormalizer` keeps
/// only keys of letters and digits from here. A test compares the keys with the general path's.
enum LatinTitle {
  /// `title` with each accented Latin letter and typographic mark spelled in ASCII, or `nil`
  /// when it holds any other non-ASCII character, a carriage return (where a character can be
  /// two bytes), or a dash between spaces (an edition suffix's, which only the general path
  /// reads).
  static func asciiSpelling(_ title: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    var spaceAndDash = false
    for scalar in title.unicodeScalars {
      if spaceAndDash, scalar == " " { return nil }
      spaceAndDash = (scalar == "\u{2013}" || scalar == "\u{2014}") && bytes.last == 0x20
      if scalar.isASCII {
        guard scalar != "\r" else { return nil }
        bytes.append(UInt8(scalar.value))
      } else if marks.contains(scalar) {
        bytes.append(UInt8(ascii: "'"))
      } else {
        let offset = Int(scalar.value) - Int(firstLetter)
        guard offset >= 0, offset < spellings.count, !spellings[offset].isEmpty else {
          return nil
        }
        bytes += spellings[offset]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Dashes, quotation marks and the ellipsis: neither letters, digits nor spaces.
  private static let marks: Set<Unicode.Scalar> = [
    "\u{2013}", "\u{2014}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2026}",
  ]

  /// The start of Latin-1 Supplement's letters; the table runs through Latin Extended-B.
  private static let firstLetter: UInt32 = 0xC0

  /// For each character from U+00C0 to U+024F: its fold when that is ASCII letters only
  /// (`ß` to `ss`), else empty (`×`, and letters the fold leaves alone, such as `ǆ`).
  private static let spellings: [[UInt8]] = (firstLetter...0x24F).map { value in
    guard let scalar = Unicode.Scalar(value) else { return [] }
    let folded = NameFolding.fold(String(Character(scalar)))
    let isLetters =
      !folded.isEmpty
      && folded.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }
    return isLetters ? Array(folded.utf8) : []
  }
}
