import DeepCutKit
import Testing

@testable import DeepCutShell

/// `NameSuggester.nearest` turns most names away by length and first bytes and compares plain
/// ASCII by byte; it suggests exactly what scoring every name by `Character`s suggests.
@Suite struct NameSuggesterAgreementTests {
  /// The straightforward reading of the rule: every name scored by `Character`s, the best
  /// kept, sorted, three at most (`LinePathAgreementTests` holds suggestions to it too).
  static func reference(_ word: String, _ names: [String]) -> [String] {
    let typed = Array(word)
    let limit = max(1, typed.count / 3)
    let scored = names.compactMap { name -> (String, Int)? in
      let extendsName = word.hasPrefix(name) || name.hasPrefix(word)
      let distance = NameSuggester.editDistance(typed, Array(name), atMost: limit)
      guard distance <= limit || extendsName else { return nil }
      return (name, extendsName ? min(distance, limit) : distance)
    }
    guard let best = scored.map(\.1).min() else { return [] }
    return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(3).map { $0 }
  }

  @Test func suggestsAsScoringEveryNameByCharacters() {
    let pieces = [
      "a", "b", "l", "s", "p", "y", "ay", "é", "e\u{301}", "\r\n", "\r", " ", "-",
      // What fuzzed words hold: each is compared with plain names by `PlainCodes`.
      "k", "K", "\u{212A}", ";", "\u{037E}", "\u{FFFD}", "b\u{20D2}", "\u{20D2}",
    ]
    var generator = SeededRandom(seed: 7)
    var names = CommandTable.standard.commands.map(\.name) + ["", "Ágætis", "a\r\nb", "ls"]
    for _ in 0..<60 {
      names.append(
        (0..<generator.below(7)).map { _ in pieces[generator.below(pieces.count)] }
          .joined())
    }
    var words = ["", "paly", "lsx", "stat", "q", "plya", "queu", "e\u{301}", "ágætis", "a\r\nc"]
    for _ in 0..<600 {
      words.append(
        (0..<generator.below(9)).map { _ in pieces[generator.below(pieces.count)] }
          .joined())
    }
    for word in words {
      #expect(
        NameSuggester.nearest(to: word, among: names) == Self.reference(word, names),
        "\(word.debugDescription)")
    }
  }
}
