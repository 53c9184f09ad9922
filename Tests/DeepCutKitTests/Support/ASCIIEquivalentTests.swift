import DeepCutKit
import Foundation
import Testing

/// `TextSearch.asciiEquivalent` and the shortcut it gives `TextSearch.contains` (a part that is
/// not ASCII, in ASCII text) answer as Foundation does: over every Unicode scalar as a part of
/// one scalar, and over generated parts of several.
@Suite struct ASCIIEquivalentTests {
  /// Every ASCII character once, in order: every place a part of one scalar could match.
  static let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)

  /// Scalars that try the rule: ASCII, the three that decompose to ASCII, marks that combine
  /// with what comes before, joiners, a variation selector, U+FFFD, letters that decompose to a
  /// letter and a mark, Hangul, a regional indicator, and line breaks.
  static let pieces: [String] = [
    "a", "k", "K", ";", "`", "e", " ", "\r", "\n", "\u{212A}", "\u{037E}", "\u{1FEF}", "\u{301}",
    "\u{338}", "\u{20D2}", "\u{200D}", "\u{200B}", "\u{AD}", "\u{FE0F}", "\u{FFFD}", "é",
    "\u{212B}",
    "\u{1FEE}", "\u{2000}", "한", "\u{1100}", "\u{1161}", "\u{1F1E6}", "\u{85}", "\u{2028}",
  ]

  /// ASCII names the generated parts are looked for in.
  static let asciiNames = [
    "", "a", "k", "K", "ok", "a;b", "`k`", "kk;", "the K;` band", "e", "a\r\nb", "a\rb", "\r\n",
    "\n",
    "ka ke", "abc", " ", "k\r\nk", "K\r\nK", "K\r",
  ]

  /// The claim the shortcut rests on, for each scalar: Foundation finds it in ASCII text
  /// exactly where the bytes of its ASCII equivalent occur, so nowhere when it has none (a
  /// scalar left out of the equivalents would be found in `everyASCII`); and an equivalent is
  /// the scalar's canonical decomposition.
  @Test func everyScalarAloneAnswersAsFoundation() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let part = String(scalar)
      if let equivalent = TextSearch.asciiEquivalent(part),
        equivalent != part.decomposedStringWithCanonicalMapping
      {
        disagreements.append("equivalent U+\(String(value, radix: 16))")
      }
      if TextSearch.contains(Self.everyASCII, part) != Self.everyASCII.contains(part) {
        disagreements.append("contains U+\(String(value, radix: 16))")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }

  /// Parts of several scalars, in ASCII names and in names that are not ASCII.
  @Test func generatedPartsAnswerAsFoundation() {
    var generator = SeededRandom(seed: 10)
    var parts: Set<String> = []
    while parts.count < 3_000 {
      parts.insert(
        (0..<1 + generator.below(4)).map { _ in Self.pieces[generator.below(Self.pieces.count)] }
          .joined())
    }
    let names = Self.asciiNames + ["café", "cafe\u{301}", "\u{212A}a", "한글", "a\u{FFFD}b"]
    for part in parts.sorted() {
      for name in names {
        #expect(
          TextSearch.contains(name, part) == name.contains(part),
          "\(name.debugDescription) contains \(part.debugDescription)")
      }
    }
  }

  /// An ASCII name equals, starts with or contains a part only where it holds the bytes of
  /// the part's equivalent, so none when it has none (what `TextSearch.contains` relies on).
  @Test func onlyNamesHoldingTheEquivalentMatchAPart() {
    var generator = SeededRandom(seed: 11)
    for _ in 0..<3_000 {
      let part = (0..<1 + generator.below(4)).map { _ in
        Self.pieces[generator.below(Self.pieces.count)]
      }.joined()
      let equivalent = TextSearch.asciiEquivalent(part)
      for name in Self.asciiNames {
        let holds = equivalent.map { TextSearch.asciiContains(name, $0) } ?? false
        let matches = name == part || name.hasPrefix(part) || name.contains(part)
        #expect(!matches || holds, "\(name.debugDescription) and \(part.debugDescription)")
      }
    }
  }
}
