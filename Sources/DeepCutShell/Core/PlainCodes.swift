import DeepCutKit

/// A word's `Character`s as the bytes a plain ASCII name (`PlainASCII`) is compared with: a
/// `Character` equal to an ASCII one is that byte, any other is `other`; no plain name holds
/// either `other` or `\r`.
///
/// In a plain name a byte is a `Character`, and a `Character` equals an ASCII one exactly when
/// it is one scalar canonically equivalent to it (`TextSearch.asciiEquivalent(of:)`; more
/// scalars never decompose to fewer). So a word that is not plain (a typo with an accent, a
/// fuzzed name) compares with every plain name by bytes, for edit distances and prefixes
/// alike, as its `Character`s would: no `Character` array per name.
enum PlainCodes {
  /// The code of every `Character` no plain name holds.
  static let other: UInt8 = 0x80

  /// The code of each of `word`'s `Character`s, in order.
  static func of(_ word: String) -> [UInt8] { word.map(code) }

  /// The byte of the ASCII `Character` equal to `character`, else `other`.
  static func code(_ character: Character) -> UInt8 {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return other }
    return TextSearch.asciiEquivalent(of: first) ?? other
  }

  /// Whether one of two texts of codes or plain bytes starts with the other.
  ///
  /// Byte by byte rather than with `memcmp`: names are short, and most differ at once.
  static func eitherStarts(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    for index in 0..<min(a.count, b.count) where a[index] != b[index] { return false }
    return true
  }
}
