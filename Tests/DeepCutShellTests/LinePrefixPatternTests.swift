import DeepCutKit
import Testing

@testable import DeepCutShell

/// `expect … matches` answers as Swift's `Regex` does: patterns the byte path takes and those
/// it leaves, over texts with every ASCII line end, `\r\n`, non-ASCII and near misses.
@Suite struct LinePrefixPatternTests {
  /// Pieces of patterns: literals, classes (good and not), escapes, and what the byte path
  /// must refuse (quantifiers, groups, alternation, `.`, `$`, negated and set-operation
  /// classes, letter escapes, invalid syntax).
  private static let patternPieces = [
    "4", "a", "K", "k", "e", " ", "-", "'", "\"", "/", ":", ";", "#", "!", "~", "&", "<", "=",
    "@", "%",
    ",", "`", "[0-9]", "[a-c]", "[A-Z]", "[aK4]", "[a-cx-z]", "[9-0]", "[a-Z]", "[^a]", "[]",
    "[-a]", "[a-]", "[a-c--b]", "[[a]]", "\\[", "\\{", "\\]", "\\.", "\\\\", "\\-", "\\/",
    "\\d", "\\w", "\\n", "\\b", "\\A", ".", "$", "*", "+", "?", "{2}", "|", "(", ")", "(a)",
    "(?i)", "^", "\t", "é", "]", "}", "{", "[", "\\",
  ]

  /// Pieces of texts: the ASCII line ends, `\r` and `\r\n`, Unicode line ends, near misses of
  /// the pieces above.
  private static let textPieces = [
    "4", "41", "a", "K", "k", "\u{212A}", " ", "-", "[", "{", "]", ".", "\\", "/", "'", "#",
    "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\t", "é",
    "e\u{301}", "\u{301}", ";", "\u{037E}", "`", "\u{1FEF}", "1\u{20E3}", "坂本", "🎸",
    "41 artists", "4 artists\n", "[{", "[refmore",
  ]

  private static func generated(_ pieces: [String], count: Int, seed: UInt64, prefix: String)
    -> [String]
  {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let lead = random.chance(percent: 80) ? prefix : ""
      return lead + (0..<random.int(in: 0...4)).map { _ in random.pick(pieces) }.joined()
    }
  }

  private static func answer(_ body: () throws(CommandError) -> Bool) -> String {
    do { return try body() ? "match" : "no match" } catch { return error.message }
  }

  @Test func matchesIsRegexOverGeneratedPatternsAndTexts() {
    let patterns =
      ["^", "^4[0-9] artists", "^\\[\\{", "^\\[refmore", "^4[0-9] ar", "^4K0-9] artists"]
      + Self.generated(Self.patternPieces, count: 300, seed: 11, prefix: "^")
    let texts =
      ["", "47 artists", "tracks\n41 artists\n", "[{\"a\": 1}]", "x\r\n[{"]
      + Self.generated(Self.textPieces, count: 150, seed: 12, prefix: "")
    var taken = 0
    for pattern in patterns {
      if LinePrefixPattern(pattern) != nil { taken += 1 }
      for text in texts {
        let fast = Self.answer { () throws(CommandError) in try ExpectText.matches(text, pattern) }
        let regex = Self.answer { () throws(CommandError) in
          try ExpectText.regexMatches(text, pattern)
        }
        #expect(fast == regex, "\(text.debugDescription) matches \(pattern.debugDescription)")
      }
    }
    // The byte path is exercised, and so is the way around it.
    #expect(taken > 60 && taken < patterns.count - 60)
  }

  @Test func takesOnlyLinePrefixes() {
    #expect(LinePrefixPattern("^4[0-9] artists") != nil)
    #expect(LinePrefixPattern("^\\[\\{") != nil)
    for pattern in ["4[0-9]", "^a|b", "^a*", "^(a)", "^a$", "^.", "^[^a]", "^\\d", "^a{2}"] {
      #expect(LinePrefixPattern(pattern) == nil, "\(pattern)")
    }
  }

  @Test func findsTheLineThatBegins() {
    let pattern = LinePrefixPattern("^4[0-9] ar")!
    #expect(pattern.matches("ls\n47 artists\n") == true)
    #expect(pattern.matches("ls\u{0C}47 artists") == true)
    #expect(pattern.matches("ls 47 artists\n") == false)
    #expect(pattern.matches("47 ar") == true)
    #expect(pattern.matches("47 a") == false)
    #expect(pattern.matches("x\r\n47 artists") == true)
    #expect(pattern.matches("Sigur Rós\u{2028}47 artists") == true)
    #expect(pattern.matches("47 ar\u{301}") == nil)
    #expect(LinePrefixPattern("^K")!.matches("\u{212A}") == nil)
  }
}
