import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// The shortcuts on the per-command path answer exactly as the Foundation calls they stand in
/// for, on the text they take a shortcut for and on the text they leave to Foundation.
@Suite struct FastTextPathTests {
  private let texts = [
    "", " ", "\t", "abc", " abc", "abc ", "\tabc\t", "a b", "Ágætis byrjun", " Ágætis ",
    "\u{00A0}nbsp\u{00A0}", "\u{3000}wide\u{3000}", "e\u{301}x", "cafe\u{301}", "a\r\nb", "坂本龍一",
    "Guns N' Roses", "1999", "x\u{200B}",
  ]

  @Test func trimmingSpacesIsFoundationsTrimmingOfWhitespaces() {
    for text in texts {
      #expect(
        text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces),
        "\(text.debugDescription)")
    }
  }

  @Test func theResolversSearchIsFoundationsContains() {
    let parts = ["", "a", "b", "e", "cafe", "\r", "\n", "本", "byrjun", "ABC", "abc", "c ", " "]
    for text in texts {
      for part in parts {
        #expect(
          TextSearch.contains(text, part) == text.contains(part),
          "\(text.debugDescription) contains \(part.debugDescription)")
      }
    }
  }
}
