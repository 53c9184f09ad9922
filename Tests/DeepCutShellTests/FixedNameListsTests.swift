import Testing

@testable import DeepCutShell

/// Lists kept by their words answer as lists made afresh, however often and in whatever order
/// they are asked for, also past the number kept.
@Suite struct FixedNameListsTests {
  private let prefixes = ["", "o", "of", "on", "A", "al", "x", "'"]

  private func expectSameAnswers(_ kept: NameList, _ words: [String]) {
    let fresh = NameList(words)
    for prefix in prefixes {
      #expect(kept.matching(prefix: prefix) == fresh.matching(prefix: prefix))
    }
  }

  @Test func aListAskedForAgainAnswersAsAFreshOne() {
    let fixed = FixedNameLists()
    let settings = ["on", "off"]
    let modes = ["off", "one", "all"]
    for words in [settings, modes, settings, modes, ["'Albums", "artists", "albums"]] {
      expectSameAnswers(fixed.list(words), words)
    }
    #expect(fixed.list([]).matching(prefix: "").isEmpty)
  }

  @Test func wordListsPastTheCapacityStillAnswer() {
    let fixed = FixedNameLists()
    for round in 0..<2 {
      for number in stride(from: 0, to: FixedNameLists.capacity + 40, by: 7) {
        let words = ["o\(number)", "of\(number + round)", "x"]
        expectSameAnswers(fixed.list(words), words)
      }
    }
  }

  @Test func theCommandListHoldsEveryNameAndAlias() {
    let table = CommandTable.standard
    let fixed = FixedNameLists()
    #expect(fixed.commands(of: table).matching(prefix: "") == table.allNames)
    #expect(
      fixed.commands(of: table).matching(prefix: "li")
        == table.allNames.filter { $0.hasPrefix("li") })
  }
}
