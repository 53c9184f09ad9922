import DeepCutKit
import Testing

@testable import DeepCutShell

/// A word's `PlainCodes` compare with a plain name's bytes as the word's `Character`s compare
/// with the name's: equal units, and prefixes either way, over generated words.
@Suite struct PlainCodesTests {
  static let pieces = [
    "a", "b", "k", "K", ";", "`", " ", "\r", "\n", "\r\n", "\u{212A}", "\u{037E}", "\u{1FEF}",
    "\u{FFFD}", "e\u{301}", "é", "b\u{20D2}", "\u{20D2}", "\u{200D}", "本",
  ]
  static let plainNames = ["", "a", "k", "K", "ab", "ka", "K;", "k;`", "b", "a b", "kkk", "e"]

  @Test func codesCompareAsCharacters() {
    var generator = SeededRandom(seed: 14)
    for _ in 0..<2_000 {
      let word = (0..<1 + generator.below(4)).map { _ in
        Self.pieces[generator.below(Self.pieces.count)]
      }.joined()
      let codes = PlainCodes.of(word)
      #expect(codes.count == word.count)
      for name in Self.plainNames {
        let bytes = Array(name.utf8)
        let starts = codes.withUnsafeBufferPointer { codes in
          bytes.withUnsafeBufferPointer { PlainCodes.eitherStarts(codes, $0) }
        }
        #expect(
          starts == (word.hasPrefix(name) || name.hasPrefix(word)),
          "\(word.debugDescription) and \(name.debugDescription)")
        for (code, character) in zip(codes, word) {
          for byte in bytes {
            #expect((code == byte) == (character == Character(Unicode.Scalar(byte))))
          }
        }
      }
    }
  }
}
