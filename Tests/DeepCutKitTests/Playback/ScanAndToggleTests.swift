import Testing

@testable import DeepCutKit

/// `scan` with MusicKit's semantics and `toggle` as the app's `togglePlayback` (issue #13,
/// points 6 and 7), and the failed play that rolls back to the previous track (point 14).
@Suite struct ScanAndToggleTests {
  @Test func aScanFromPlayingReturnsToPlaying() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.scan(.forward), "10s")
    #expect(session.player.status == .seekingForward)
    try session.act(.endScan, "15s")
    #expect(session.player.status == .playing)
    #expect(session.player.position(at: at("15s")) == duration("30s"))
    #expect(session.status(at: at("15s")).agree)
  }

  @Test func aScanFromPausedReturnsToPaused() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.pause, "1:00")
    try session.act(.scan(.backward), "1:00")
    #expect(session.player.status == .seekingBackward)
    try session.act(.scan(.forward), "1:05")
    #expect(session.player.status == .seekingForward)
    try session.act(.endScan, "1:10")
    #expect(session.player.status == .paused)
    #expect(session.player.position(at: at("1:10")) == duration("1:00"))
    // The reconciler followed the scan and came back to paused with the player.
    #expect(session.sides == ("■ Hurricane", .paused))
  }

  @Test func aBackwardScanThatReachesTheStartReturnsToThePreviousState() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.scan(.backward), "8s")
    session.wait(until: "10s")
    #expect(session.player.status == .playing)
    #expect(session.player.position(at: at("10s")) == duration("0s"))
  }

  @Test func aScanWhileStoppedDoesNothing() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.stop, "1s")
    try session.act(.scan(.forward), "2s")
    #expect(session.player.status == .stopped)
    let scans = session.trace.entries.filter {
      if case .player(let event) = $0.kind, case .statusChanged(_, .seekingForward) = event.kind {
        return true
      }
      return false
    }
    #expect(scans.isEmpty)
  }

  @Test func theTraceShowsTheScan() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.scan(.forward), "10s")
    try session.act(.endScan, "12s")
    let text = TraceRenderer.render(session.trace, until: session.now)
    #expect(text.contains("» seeking forward"))
    #expect(text.contains("scan end"))
  }

  /// `set reconcile off; play album …; wait 1:40; toggle Intro; toggle Intro` from the issue.
  @Test func toggleNeverResumesAnotherTrack() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    let intro = Fixtures.track("Intro", "1:35")
    let svefn = Fixtures.track("Svefn-g-englar", "10:04")
    try session.act(.play([intro, svefn], startingAt: 0), "0s")
    session.wait(until: "1:40")
    try session.act(.toggle(intro), "1:40")
    try session.act(.toggle(intro), "1:41")
    #expect(session.indicator.state == IndicatorState(track: intro, isPlaying: true))
    #expect(session.player.currentEntry?.track == intro)
    #expect(session.player.status == .playing)
    #expect(session.player.queue.count == 1)
  }

  /// `toggle X; wait 1m; toggle X; toggle X` starts X again from 0:00, not 1:00.
  @Test func aSecondTogglePlaysFromTheStart() throws {
    var session = PlaybackSession()
    try session.act(.toggle(Fixtures.hurricane), "0s")
    try session.act(.toggle(Fixtures.hurricane), "1:00")
    try session.act(.toggle(Fixtures.hurricane), "1:00")
    #expect(session.player.position(at: at("1:00")) == .zero)
    #expect(session.sides == ("▶ Hurricane", .playing))
  }

  @Test func aFailedPlayRollsBackToThePreviousTrack() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.album, startingAt: 0), "0s")
    let notices = try session.act(.play(Fixtures.locked), "20s")
    #expect(notices.last?.hasSuffix("(indicator rolled back)") == true)
    #expect(session.sides == ("▶ Hurricane", .playing))
    #expect(session.player.queue.entries.map(\.track) == Fixtures.album)
    #expect(session.player.position(at: at("30s")) == duration("30s"))
    // The entry ids of the rolled-back queue are never handed out again.
    try session.act(.enqueue([Fixtures.jezebel], .tail), "31s")
    let ids = session.player.queue.entries.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.last == QueueEntryID(5))
  }

  @Test func aFailedPlayFromPausedStaysPausedOnThePreviousTrack() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.pause, "10s")
    try session.act(.play(Fixtures.locked), "20s")
    #expect(session.sides == ("■ Hurricane", .paused))
    #expect(session.player.position(at: at("20s")) == duration("10s"))
  }
}
