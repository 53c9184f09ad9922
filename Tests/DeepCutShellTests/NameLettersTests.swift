import DeepCutKit
import Testing

@testable import DeepCutShell

/// `NameLetters` bounds the edit distance from below, so leaving out the names it puts past
/// the limit cannot change a suggestion.
@Suite struct NameLettersTests {
  static let names =
    (SampleLibrary.contents.artists.map(\.name) + SampleLibrary.contents.albums.map(\.title))
    .prefix(150).map(NameFolding.fold) + ["paly", "play", "lsx", "ls", "ab", "ba", "", "a\r\nb"]

  @Test func theBoundIsNeverAboveTheDistance() {
    var separated = 0
    for a in Self.names {
      for b in Self.names {
        let bound = NameLetters(a).editsAtLeast(to: NameLetters(b))
        #expect(bound <= NameSuggester.editDistance(a, b), "\(a) / \(b)")
        if bound > 0 { separated += 1 }
      }
    }
    // Most pairs of different names are told apart by their letters alone.
    #expect(separated > Self.names.count * Self.names.count / 2)
  }

  @Test func aTranspositionOrRepeatAddsNoMissingLetter() {
    #expect(NameLetters("paly").editsAtLeast(to: NameLetters("play")) == 0)
    #expect(NameLetters("lsx").editsAtLeast(to: NameLetters("ls")) == 1)
    #expect(NameLetters("aab").editsAtLeast(to: NameLetters("ab")) == 0)
  }

  @Test func textThatIsNotPlainASCIIHasNoBound() {
    #expect(NameLetters("sigur rós").editsAtLeast(to: NameLetters("xyz")) == 0)
    #expect(NameLetters("a\r\nb").editsAtLeast(to: NameLetters("xyz")) == 0)
    #expect(NameLetters("abc").editsAtLeast(to: NameLetters("xyz")) == 3)
  }
}
