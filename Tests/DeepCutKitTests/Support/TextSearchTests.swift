import DeepCutKit
import Foundation
import Testing

/// `TextSearch.contains` answers as Foundation's `contains`, on the ASCII text it searches by
/// bytes and on the text it leaves to Foundation.
@Suite struct TextSearchTests {
  private static let texts = [
    "", " ", "abc", " abc", "abcabd", "a b", "Ágætis byrjun", "agaetis byrjun", "e\u{301}x",
    "cafe\u{301}", "café", "a\r\nb", "a\rb", "坂本龍一", "guns n' roses", "1999", "x\u{200B}", "x\0y",
    "aaab",
  ]
  private static let parts = [
    "", "a", "b", "e", "cafe", "café", "\r", "\n", "\r\n", "本", "byrjun", "ABC", "abc", "c ", " ",
    "abd", "aab", "\0", "x\0y", "aaab", "aaaab", "ros", "é",
  ]

  @Test func containsIsFoundationsContains() {
    for text in Self.texts {
      for part in Self.parts {
        #expect(
          TextSearch.contains(text, part) == text.contains(part),
          "\(text.debugDescription) contains \(part.debugDescription)")
      }
    }
  }

  /// `firstOffset` finds what comparing at every offset from `start` on finds first.
  @Test func firstOffsetIsTheFirstPlaceTheBytesMatch() {
    let haystacks = ["", "a", "abcabcab", "aaaaab", "xyz\0xyz", "ab\r\nab"]
    let needles = ["a", "ab", "abc", "cab", "b", "aab", "\0x", "z", "\r\n", "abcabcabc"]
    for haystack in haystacks.map({ Array($0.utf8) }) {
      for needle in needles.map({ Array($0.utf8) }) {
        for start in 0...haystack.count + 1 {
          let expected = (start..<max(start, haystack.count - needle.count + 1)).first {
            Array(haystack[$0..<$0 + needle.count]) == needle
          }
          let found = TextSearch.firstOffset(of: needle, in: haystack, from: start)
          #expect(found == expected, "\(haystack) \(needle) from \(start)")
        }
      }
    }
  }

  /// Every folded name of the sample library, and every piece of the first ones.
  @Test func theSampleLibrarysFoldedNamesAnswerAsFoundation() {
    let names = SampleLibrary.contents.tracks.map { NameFolding.fold($0.title) }
    var parts = Set(["zz", "the ", "ø", "o"])
    for name in names.prefix(40) {
      let characters = Array(name)
      for start in characters.indices where start + 3 <= characters.count {
        parts.insert(String(characters[start..<start + 3]))
      }
    }
    for part in parts {
      #expect(
        names.filter { TextSearch.contains($0, part) } == names.filter { $0.contains(part) },
        "\(part.debugDescription)")
    }
  }
}
