import DeepCutKit
import Testing

@testable import DeepCutShell

/// `NameList.matching` answers in key then name byte order, each name once (the first of
/// names equal as text).
@Suite struct NameListDeduplicationTests {
  /// Pieces of names: ASCII, an accent precomposed and decomposed (equal as text, not as
  /// bytes), a carriage return, quotes and spaces.
  private let pieces = ["a", "B", "b", "z", "é", "e\u{301}", "e", "\r\n", "'", " ", "Ab", "9"]

  /// The straightforward reading: the names whose key starts with the prefix's, in key then
  /// name byte order, each the first time it comes.
  private func reference(_ names: [String], prefix: String) -> [String] {
    let key = Array(NameList.key(prefix).utf8)
    let found = names.map { (key: Array(NameList.key($0).utf8), name: $0) }
      .filter { $0.key.starts(with: key) }
      .sorted { a, b in
        a.key != b.key
          ? a.key.lexicographicallyPrecedes(b.key)
          : Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8))
      }
    var seen = Set<String>()
    return found.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  @Test func matchesAsASetOfNamesKeepsThem() {
    var generator = SeededRandom(seed: 11)
    for _ in 0..<200 {
      let names = (0..<generator.below(12)).map { _ in
        (0..<generator.below(4)).map { _ in pieces[generator.below(pieces.count)] }
          .joined()
      }
      let list = NameList(names)
      for prefix in ["", "a", "b", "e", "é", "'", "9", "ab"] {
        #expect(
          list.matching(prefix: prefix) == reference(names, prefix: prefix),
          "\(names.debugDescription) after \(prefix.debugDescription)")
      }
    }
  }

  @Test func repeatsAcrossMergedListsAreDroppedToo() {
    let plain = NameList(["abc", "abd", "Abe"])
    let merged = plain.merged(with: NameList(["abd", "abc", "abf"]))
    #expect(merged.matching(prefix: "ab") == ["abc", "abd", "Abe", "abf"])
  }
}
