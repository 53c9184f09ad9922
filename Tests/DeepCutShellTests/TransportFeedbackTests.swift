import DeepCutKit
import Testing

@testable import DeepCutShell

/// One line of feedback per transport command, as mpc prints its status; one mark set (‖,
/// never ⏸), and ▶ once on the current queue row (issue #28, point 13).
@Suite struct TransportFeedbackTests {
  /// What `line` printed after `setup` ran.
  private func printed(_ line: String, after setup: String) async throws -> [String] {
    let test = try TestSession()
    _ = await test.session.execute(setup)
    let before = test.stdout.count
    #expect(await test.session.execute(line) == .success)
    return String(test.stdout.dropFirst(before)).split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    ("next", "▶ playing  Svefn-g-englar — Sigur Rós  0:00/10:04  #2/10"),
    ("prev", "▶ playing  Intro — Sigur Rós  0:00/1:36  #1/10"),
    ("seek 1:00", "▶ playing  Intro — Sigur Rós  1:00/1:36  #1/10"),
    ("toggle", "‖ paused  Intro — Sigur Rós  0:02/1:36  #1/10"),
    ("toggle Intro", "‖ paused  Intro — Sigur Rós  0:02/1:36  #1/10"),
    ("pause", "‖ paused  Intro — Sigur Rós  0:02/1:36  #1/10"),
    ("stop", "■ stopped  Intro — Sigur Rós  0:00/1:36  #1/10"),
  ])
  func aTransportCommandPrintsOneLine(command: String, line: String) async throws {
    let lines = try await printed(command, after: "play album Ágætis byrjun; wait 2s")
    #expect(lines == [line])
  }

  @Test func startingTheNextEntryIsTheStatusLineNotASecondNotice() async throws {
    let lines = try await printed("next", after: "play album Ágætis byrjun")
    #expect(lines == ["▶ playing  Svefn-g-englar — Sigur Rós  0:00/10:04  #2/10"])
  }

  @Test func theCurrentQueueRowIsMarkedOnceWhenBothSidesAgree() async throws {
    let playing = try await printed("queue", after: "play album Ágætis byrjun")
    #expect(playing[1].hasPrefix(" ▶  1  e1    Intro "))
    let paused = try await printed("queue", after: "play album Ágætis byrjun; pause")
    #expect(paused[1].hasPrefix(" ‖  1  e1    Intro "))
  }

  @Test func aStaleIndicatorStillShowsItsOwnMark() async throws {
    // With reconcile off the indicator keeps ▶ on Intro after the player moved on.
    let lines = try await printed(
      "queue", after: "set reconcile off; play album Ágætis byrjun; wait 1:37")
    #expect(lines[1].hasPrefix("    1  e1    ▶ Intro "))
    #expect(lines[2].hasPrefix(" ▶  2  e2    Svefn-g-englar "))
  }

  @Test func theIndicatorsPausedMarkIsTheOneStatusUses() async throws {
    let lines = try await printed("show album Ágætis byrjun", after: "play Intro; pause")
    #expect(lines.contains { $0.contains("‖ Intro") })
    #expect(!lines.joined().contains("⏸"))
  }
}
