import Foundation
import Testing

@testable import DeepCutShell

/// Scripts never lose commands silently (issue #13, point 11): a cancelled command reports
/// "cancelled" and its line goes on; `--keep-going` goes on within a `;` line too.
@Suite struct LineContinuationTests {
  @Test func aCancelledCommandReportsItAndTheLineGoesOn() async throws {
    let test = try TestSession()
    let result = await test.run(
      "fail recentlyPlayed with cancel once; ls recent; echo after", name: nil)
    #expect(result.failures == 0)
    #expect(test.stdout.hasSuffix("after\n"))
    #expect(test.stderr == "cancelled: ls recent\n")
  }

  @Test func keepGoingRunsOnWithinALineAndReportsEachFailureWithItsLine() async throws {
    let test = try TestSession()
    let result = await test.run(
      "echo one\necho two; play Nope; echo three; ls nonsense; echo four\necho five",
      keepGoing: true)
    #expect(result.failures == 1)
    #expect(result.exitStatus == 1)
    #expect(test.stdout == "one\ntwo\nthree\nfour\nfive\n")
    let errors = test.stderr.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.hasPrefix("test.deepcut:2: error: ") })
  }

  @Test func withoutKeepGoingTheLineStopsAtItsFirstFailure() async throws {
    let test = try TestSession()
    let result = await test.run("echo one; play Nope; echo two\necho three")
    #expect(result.failures == 1)
    #expect(test.stdout == "one\n")
    #expect(test.stderr == "test.deepcut:1: error: no item matches 'Nope'\n")
  }
}
