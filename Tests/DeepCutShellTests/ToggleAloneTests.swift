import DeepCutKit
import Testing

@testable import DeepCutShell

/// `toggle` with no track pauses or resumes what the player plays, as `mpc toggle` does; the
/// app's row semantics stay for `toggle TRACK` (issue #28, point 16).
@Suite struct ToggleAloneTests {
  @Test func togglePausesThenResumesWhatPlays() async throws {
    let test = try TestSession()
    _ = await test.session.execute("play Three Little Birds; wait 10s")
    #expect(await test.session.execute("toggle") == .success)
    #expect(test.session.player.view.status == .paused)
    _ = await test.session.execute("wait 5s")
    #expect(await test.session.execute("toggle") == .success)
    #expect(test.session.player.view.status == .playing)
    // It resumed where it paused, not from the start.
    #expect(test.session.player.snapshot(at: test.clock.now).position == .seconds(10))
  }

  @Test func toggleWhileStartingPauses() async throws {
    let test = try TestSession()
    _ = await test.session.execute("set latency 1s; play Three Little Birds")
    #expect(test.session.player.view.isPreparing)
    _ = await test.session.execute("toggle")
    #expect(test.session.player.view.status == .paused)
    #expect(!test.session.player.view.isPreparing)
  }

  @Test func toggleAfterTheQueueEndedPlaysItAgain() async throws {
    let test = try TestSession()
    _ = await test.session.execute("play Three Little Birds; wait 3:01")
    #expect(test.session.player.view.status == .stopped)
    _ = await test.session.execute("toggle")
    #expect(test.session.player.view.status == .playing)
  }

  @Test func toggleWithNothingQueuedIsOneLine() async throws {
    let test = try TestSession()
    #expect(await test.session.execute("toggle") == .failure("toggle: the queue is empty"))
  }
}
