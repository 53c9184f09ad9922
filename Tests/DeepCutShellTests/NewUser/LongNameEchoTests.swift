import Testing

@testable import DeepCutShell

/// An error that echoes a very long name cuts it, as psql does (issue #28, point 11).
@Suite struct LongNameEchoTests {
  @Test func aSixtyThousandCharacterNameIsCutInItsError() async throws {
    let name = String(repeating: "x", count: 60_000)
    let test = try TestSession()
    _ = await test.run("show \(name)")
    let error = test.stderr
    #expect(error.count < 300, "\(error.prefix(300))")
    #expect(error.contains("xxxx… (60000 characters)"), "\(error.prefix(300))")
  }

  @Test func aLongNameOfManyWordsIsCutWhole() {
    let words = ["show"] + Array(repeating: "abcdefghij", count: 20)
    let message = "no item matches '\(words.dropFirst().joined(separator: " "))'"
    let cut = EchoedInput.cut(message, echoing: words)
    #expect(cut.hasPrefix("no item matches 'abcdefghij abcdefghij"))
    #expect(cut.hasSuffix("… (219 characters)'"))
  }

  @Test func shortWordsAreEchoedWhole() {
    #expect(
      EchoedInput.cut("no item matches 'abc'", echoing: ["show", "abc"]) == "no item matches 'abc'")
  }
}
