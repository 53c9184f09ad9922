/// Titles whose only non-ASCII characters are accented Latin letters (`Reykjavík`, `São Paulo`,
/// `Kraków`), spelled in ASCII so that `TitleNormalizer` can take its ASCII path.
///
/// The general path costs several times the ASCII one, and about one title in ten of a
/// catalog has such a letter. Spelling each letter as `NameFolding` folds it (`í` as `i`, `Æ`
/// as `ae`) gives the same key: the general path looks at a title's own characters only for
/// brackets, dashes, spaces and character boundaries, which letters are not and do not change,
/// and everything else it reads through `NameFolding.fold`, which folds a letter and its ASCII
/// spelling alike. A test compares the keys with the general path's.
enum LatinTitle {
  /// `title` with each accented Latin letter spelled in ASCII, or `nil` when it holds any other
  /// non-ASCII character, or a carriage return (where a character can be two bytes).
  static func asciiSpelling(_ title: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    for scalar in title.unicodeScalars {
      if scalar.isASCII {
        guard scalar != "\r" else { return nil }
        bytes.append(UInt8(scalar.value))
        continue
      }
      let offset = Int(scalar.value) - Int(firstLetter)
      guard offset >= 0, offset < spellings.count, !spellings[offset].isEmpty else { return nil }
      bytes += spellings[offset]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

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
