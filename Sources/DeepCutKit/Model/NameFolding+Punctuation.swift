extension NameFolding {
  /// `text` folded, keeping only letters and digits.
  ///
  /// `A.N.I.M.A.L.` and `animal` agree, as do `AC/DC` and `acdc`. For matching names the way people type them when punctuation is in the
  /// way. A name of punctuation only (`( )`, `!!!`) keeps its folded text, so it still matches
  /// itself and nothing else.
  public static func punctuationFree(_ text: String) -> String {
    let folded = fold(text)
    let kept = String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || isDigit($0) })
    if kept.isEmpty && folded.contains(where: { !$0.isWhitespace }) {
      return String(folded.filter { !$0.isWhitespace })
    }
    return kept
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType != nil
  }
}
