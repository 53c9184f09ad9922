extension NameFolding {
  /// `text` folded, keeping only letters and digits.
  ///
  /// `A.N.I.M.A.L.` and `animal` agree, as do `AC/DC` and `acdc`. For matching names the way
  /// people type them when punctuation is in the way. A name of punctuation only (`( )`, `!!!`)
  /// keeps its folded text, so it still matches itself and nothing else.
  public static func punctuationFree(_ text: String) -> String {
    if let key = asciiPunctuationFree(text) { return key }
    let folded = fold(text)
    let kept = String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || isDigit($0) })
    if kept.isEmpty && folded.contains(where: { !$0.isWhitespace }) {
      return String(folded.filter { !$0.isWhitespace })
    }
    return kept
  }

  /// `punctuationFree` of an ASCII `text` by its bytes, or `nil` when `text` is not all ASCII.
  ///
  /// The feed asks this of every artist name at every refresh; the general path looks up two
  /// Unicode properties per scalar, which in ASCII come down to "a letter or a digit". The
  /// whitespace the fallback drops is, in ASCII, the space and tab through carriage return.
  private static func asciiPunctuationFree(_ text: String) -> String? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let lowered = text.utf8.lazy.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    let kept = lowered.filter { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
    if !kept.isEmpty { return String(decoding: kept, as: UTF8.self) }
    return String(
      decoding: lowered.filter { $0 != 0x20 && !(0x09...0x0D).contains($0) }, as: UTF8.self)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType != nil
  }
}
