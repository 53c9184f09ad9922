import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// `expect`'s byte paths give the answers of the calls they stand in for: the standard
/// library's `contains` and Foundation's trimming, on text they read as bytes and on text they
/// leave to the general way (non-ASCII, combining marks, wide characters, `\r\n`, empty).
@Suite struct ExpectTextTests {
  /// Pieces that joined make adversarial texts: every ASCII white space, `\r\n` (one
  /// `Character`), a combining mark that joins the letter before it, a Kelvin sign (equal to
  /// `K` as a `Character`), wide and zero-width characters, no-break spaces.
  private static let pieces = [
    "a", "b", "K", "\u{212A}", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}",
    "\u{00A0}", "\u{3000}", "\u{0085}", "e", "\u{301}", "é", "坂本", "🎸", "\u{200B}", "1999",
    "Sigur Rós", "{\"a\": 1}",
  ]

  private static func texts(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return [""]
      + (0..<count).map { _ in
        (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined()
      }
  }

  @Test func containsIsTheStandardLibrarysContains() {
    let texts = Self.texts(count: 400, seed: 7)
    let parts = Self.texts(count: 60, seed: 8) + Self.pieces
    for text in texts {
      for part in parts {
        #expect(
          ExpectText.contains(text, part) == text.contains(part),
          "\(text.debugDescription) contains \(part.debugDescription)")
      }
    }
  }

  @Test func containsFindsEveryPieceOfPlainASCIIText() {
    let text = "ls tracks: 724 tracks\n  1  Svefn-g-englar  Sigur Ros\n"
    let bytes = Array(text.utf8)
    for start in bytes.indices {
      for end in start...bytes.count {
        let part = String(decoding: bytes[start..<end], as: UTF8.self)
        #expect(ExpectText.contains(text, part) == text.contains(part), "\(part.debugDescription)")
      }
    }
    #expect(!ExpectText.contains(text, "Sigur Rós"))
  }

  @Test func trimmedIsFoundationsTrimming() {
    var texts = Self.texts(count: 600, seed: 9)
    // Every ASCII byte at either end and alone.
    texts += (0..<128).flatMap { byte -> [String] in
      let character = String(UnicodeScalar(UInt8(byte)))
      return [character, character + "x" + character, " " + character + "x"]
    }
    for text in texts {
      #expect(
        ExpectText.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(text.debugDescription)")
    }
  }
}
