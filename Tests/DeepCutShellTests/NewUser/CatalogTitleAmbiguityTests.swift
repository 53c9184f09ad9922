import DeepCutKit
import Testing

@testable import DeepCutShell

/// A bare catalog title that two releases share (A.N.I.M.A.L.'s album and single "Nuevos
/// rituales") is ambiguous and lists both, as `add release TITLE` does, instead of "no item
/// matches" (issue #28, point 3, as a new user met it).
@Suite struct CatalogTitleAmbiguityTests {
  @Test(arguments: ["add \"Nuevos rituales\"", "play Nuevos rituales"])
  func aSharedTitleListsTheReleases(line: String) async throws {
    let test = try TestSession()
    let result = await test.run(line)
    #expect(result.exitStatus == 1)
    #expect(test.stderr.contains("'Nuevos rituales' matches 2 releases"), "\(test.stderr)")
    #expect(test.stderr.contains("1345007116  Nuevos rituales  (release by A.N.I.M.A.L.)"))
    #expect(!test.stderr.contains("no item matches"))
  }

  @Test func aUniqueTitleStillResolves() async throws {
    let test = try TestSession()
    _ = await test.run("add \"Combativo en vivo (Buenos Aires 2023)\"")
    #expect(test.stdout.contains("added release 'Combativo en vivo (Buenos Aires 2023)'"))
  }
}
