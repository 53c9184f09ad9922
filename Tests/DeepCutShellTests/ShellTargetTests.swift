import Testing

@testable import DeepCutShell

@Suite struct ShellTargetTests {
  @Test func targetLinks() {
    #expect(Bool(true))
  }
}
