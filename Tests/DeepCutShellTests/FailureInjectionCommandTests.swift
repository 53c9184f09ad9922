import DeepCutKit
import Testing

@testable import DeepCutShell

/// Every command that calls the library, failed at each call it makes, with each error kind:
/// a failure is an error naming the problem (never an empty list), a failed write changes
/// nothing, and a cancellation shows no error.
@Suite struct FailureInjectionCommandTests {
  /// A command and a service method it calls.
  struct Case: CustomTestStringConvertible, Sendable {
    var command: String
    var method: ServiceMethod
    var testDescription: String { "\(command) × \(method.rawValue)" }
  }

  static let cases: [Case] = [
    Case(command: "ls artists", method: .artists),
    Case(command: "ls artists", method: .albums),
    Case(command: "ls albums", method: .albums),
    Case(command: "ls albums acid bath", method: .albums),
    Case(command: "ls tracks", method: .tracks),
    Case(command: "ls tracks \"When the Kite String Pops\"", method: .tracks),
    Case(command: "ls tracks \"Heavy Rotation\"", method: .tracks),
    Case(command: "ls playlists", method: .playlists),
    Case(command: "ls recent", method: .recentlyPlayed),
    Case(command: "show acid bath", method: .albums),
    Case(command: "show \"Heavy Rotation\"", method: .tracks),
    Case(command: "search blue", method: .search),
    Case(command: "add 1118246789", method: .addToLibrary),
    Case(command: "add release 1118246789", method: .addToLibrary),
    Case(command: "add Jezebel to \"Heavy Rotation\"", method: .addToPlaylist),
    Case(command: "remove Jezebel from \"Heavy Rotation\"", method: .removeFromPlaylist),
    Case(command: "playlist create Fresh", method: .createPlaylist),
  ]

  static let errorKinds: [FailureInjector.Kind] = [.network, .auth, .notfound, .ratelimit]

  @Test(arguments: cases, errorKinds)
  func aFailingCallIsAnErrorAndChangesNothing(_ testCase: Case, kind: FailureInjector.Kind)
    async throws
  {
    let test = try TestSession()
    // So that `remove` has something to remove.
    #expect(await test.session.execute("add Jezebel to \"Heavy Rotation\"") == .success)
    let before = await test.session.recording!.contents
    let writesBefore = await test.session.recording!.writeLog
    test.session.failures.fail([testCase.method], with: kind)
    let outcome = await test.session.execute(testCase.command)
    guard case .failure(let message, _) = outcome else {
      Issue.record("\(testCase.command) should fail, got \(outcome)")
      return
    }
    #expect(message.contains(kind.error(for: testCase.method).description), "\(message)")
    #expect(!message.contains("\n"), "one line: \(message)")
    #expect(await test.session.recording!.contents == before)
    #expect(await test.session.recording!.writeLog == writesBefore)
  }

  @Test(arguments: cases)
  func aCancelledCallShowsNoErrorAndChangesNothing(_ testCase: Case) async throws {
    let test = try TestSession()
    #expect(await test.session.execute("add Jezebel to \"Heavy Rotation\"") == .success)
    test.output.reset()
    let before = await test.session.recording!.contents
    test.session.failures.fail([testCase.method], with: .cancel)
    #expect(await test.session.execute(testCase.command) == .cancelled)
    #expect(test.stderr == "")
    #expect(await test.session.recording!.contents == before)
  }

  @Test func theFailureIsGoneOnceCleared() async throws {
    let test = try TestSession()
    #expect(await test.session.execute("fail artists once") == .success)
    #expect(await test.session.execute("ls artists").isFailure)
    #expect(await test.session.execute("ls artists") == .success)
    #expect(await test.session.execute("fail artists; fail clear; ls artists") == .success)
  }

  @Test func pageTwoFailingKeepsPageOneAndEndsPagingQuietly() async throws {
    let test = try TestSession()
    #expect(await test.session.execute("ls recent") == .success)
    let firstPage = test.stdout
    #expect(firstPage.contains("showing 1–10"))
    #expect(await test.session.execute("fail recentlyPlayed once; more") == .success)
    #expect(test.stdout.contains("notice: could not load more recently played"))
    #expect(test.stdout.contains("keeping the 10 shown, paging ended"))
    #expect(test.stderr == "")
    test.output.reset()
    #expect(await test.session.execute("more") == .success)
    #expect(test.stdout.contains("nothing more to show"))
  }

  @Test func pagingWalksTheWholeHistory() async throws {
    let test = try TestSession()
    #expect(await test.session.execute("ls recent; more; more; more; more; more") == .success)
    #expect(test.stdout.contains("end of recently played"))
    #expect(test.stdout.contains("showing 41–50"))
  }
}
