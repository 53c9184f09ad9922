import Testing

@testable import DeepCutKit

/// One test (at least) per rule of the reconciler's policy, played through a session.
@Suite struct ReconcilerTests {
  private let hurricane = Fixtures.hurricane

  private func decisions(_ session: PlaybackSession) -> [Reconciler.Decision] {
    session.trace.entries.compactMap { entry in
      if case .reconciler(let decision) = entry.kind { return decision }
      return nil
    }
  }

  // MARK: Rule 1: off, and turning it on

  @Test func withReconcileOffTheIndicatorKeepsPlayingAfterTheSongEnds() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(hurricane), "0s")
    #expect(session.wait(until: "3:01") == ["■ queue ended"])
    #expect(session.indicator.isPlaying)
    #expect(session.indicator.nowPlayingTrackID == hurricane.id)
    #expect(session.player.status == .stopped)
    #expect(!session.status(at: at("3:01")).agree)
    #expect(decisions(session).isEmpty)
  }

  @Test func withReconcileOnBothSidesStopWhenTheSongEnds() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    #expect(
      session.wait(until: "3:01") == [
        "■ queue ended", "↺ reconciled: ▶ Hurricane → ■ Hurricane (queue ended)",
      ])
    #expect(!session.indicator.isPlaying)
    #expect(session.player.status == .stopped)
    #expect(session.status(at: at("3:01")).agree)
  }

  @Test func turningReconcileOnAdoptsThePlayersStateAtOnce() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(hurricane), "0s")
    session.wait(until: "3:01")
    let notices = try session.act(.set(.reconcile(true)), "3:30")
    #expect(notices == ["↺ reconciled: ▶ Hurricane → ■ Hurricane (reconcile on)"])
    #expect(session.status(at: at("3:30")).agree)
  }

  @Test func withReconcileOffNoIntentIsPending() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(latency: .seconds(5), reconcile: false))
    try session.act(.play(hurricane), "0s")
    #expect(session.indicator.pending == nil)
    #expect(session.nextDeadline == at("5s"))
  }

  // MARK: Rule 2: stale

  @Test func aStaleEventAfterAQuickDoubleToggleIsIgnored() throws {
    // The app sees each event 200 ms late; the second tap comes before it saw the first.
    var session = PlaybackSession(
      settings: PlaybackSettings(observationDelay: .milliseconds(200)))
    try session.act(.toggle(hurricane), "0s")
    try session.act(.toggle(hurricane), "100ms")
    #expect(session.indicator.state == IndicatorState(track: hurricane, isPlaying: false))
    // At 200 ms "playing" (from the first tap) arrives: older than the pause, so ignored.
    session.wait(until: "250ms")
    #expect(!session.indicator.isPlaying)
    #expect(decisions(session).contains { if case .ignoredStale = $0 { true } else { false } })
    session.wait(until: "300ms")
    #expect(session.indicator.pending == nil)
    #expect(decisions(session).last.map { if case .confirmed = $0 { true } else { false } } == true)
    #expect(session.player.status == .paused)
  }

  @Test func aStaleEventCannotConfirmALaterIntentSoTheIndicatorNeverFlickers() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(observationDelay: .milliseconds(200)))
    try session.act(.toggle(hurricane), "0s")  // play
    try session.act(.toggle(hurricane), "100ms")  // pause
    try session.act(.toggle(hurricane), "150ms")  // resume
    // "playing" from 0 s and "paused" from 0.1 s both predate the resume: neither may settle
    // it, or the pause would show between 0.3 s and 0.35 s.
    for time in ["200ms", "300ms", "320ms", "350ms"] {
      session.wait(until: time)
      #expect(session.indicator.isPlaying, "at \(time)")
    }
    #expect(session.indicator.pending == nil)
    #expect(session.player.status == .playing)
  }

  @Test func aStaleEndingDoesNotOverruleANewerPlay() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(observationDelay: .milliseconds(200)))
    try session.act(.play(Fixtures.jezebel), "0s")
    session.wait(until: "1:30.1")
    // The queue ended at 1:30, but the app has not seen it when the user plays another song.
    try session.act(.play(Fixtures.cassie), "1:30.1")
    let notices = session.wait(until: "1:30.25")
    #expect(session.indicator.state == IndicatorState(track: Fixtures.cassie, isPlaying: true))
    #expect(!notices.contains { $0.hasPrefix("↺") })
    session.wait(until: "1:30.3")
    #expect(session.indicator.pending == nil)
  }

  // MARK: Rule 3: confirmation, rule 5: patience

  @Test func duringLatencyTheIntentWaitsForItsConfirmation() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .milliseconds(300)))
    try session.act(.play(hurricane), "0s")
    #expect(session.player.status == .stopped)
    #expect(session.indicator.isPlaying)
    #expect(session.indicator.pending?.label == "play Hurricane")
    #expect(session.wait(until: "0.3s") == ["♪ now playing: Hurricane — Acid Bath"])
    #expect(session.indicator.pending == nil)
    #expect(decisions(session).count == 1)
    #expect(
      decisions(session).first.map { if case .confirmed = $0 { true } else { false } } == true)
  }

  // MARK: Rule 4: decisive events

  @Test func aPlayFailureRollsTheIndicatorBackAndSaysWhy() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .milliseconds(300)))
    try session.act(.play(hurricane), "0s")
    try session.act(.play(Fixtures.locked), "10s")
    #expect(session.indicator.state == IndicatorState(track: Fixtures.locked, isPlaying: true))
    #expect(
      session.wait(until: "11s") == [
        "✗ could not play Locked Away: not available in this storefront (indicator rolled back)"
      ])
    // Back to the previous track, as the player is: Hurricane plays on from where it was.
    #expect(session.indicator.state == IndicatorState(track: hurricane, isPlaying: true))
    #expect(session.player.currentEntry?.track == hurricane)
    // It had started at 0.3 s (the latency), so it was 9.7 s in when the failed play came.
    #expect(session.player.position(at: at("11s")) == duration("10.4s"))
    #expect(session.indicator.pending == nil)
    #expect(session.status(at: at("11s")).agree)
  }

  @Test func aLateFailureIsRolledBackWhenTheAppSeesIt() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(observationDelay: .milliseconds(100)))
    #expect(
      try session.act(.play(Fixtures.locked), "0s") == [
        "✗ could not play Locked Away: not available in this storefront"
      ])
    #expect(
      session.wait(until: "1s") == [
        "↺ reconciled: ▶ Locked Away → ■ Locked Away (rolled back, could not play: "
          + "not available in this storefront)"
      ])
  }

  @Test func nextPastTheLastEntryCorrectsAtOnceInsteadOfWaiting() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    let notices = try session.act(.next, "10s")
    #expect(notices.contains("■ queue ended"))
    #expect(!session.indicator.isPlaying)
    #expect(session.indicator.pending == nil)
  }

  @Test func aTimedEndingMovesTheIndicatorToTheNextTrack() throws {
    var session = PlaybackSession()
    try session.act(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), "0s")
    #expect(
      session.wait(until: "1:31") == [
        "♪ now playing: Cassie Eats Cockroaches — Acid Bath",
        "↺ reconciled: ▶ Jezebel → ▶ Cassie Eats Cockroaches (track ended)",
      ])
  }

  // MARK: Rule 6: the window

  @Test func anUnconfirmedIntentYieldsWhenTheWindowExpires() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .seconds(3)))
    try session.act(.play(hurricane), "0s")
    #expect(session.wait(until: "1.999s").isEmpty)
    #expect(session.indicator.isPlaying)
    #expect(
      session.wait(until: "2s") == [
        "↺ reconciled: ▶ Hurricane → ■ Hurricane (play Hurricane not confirmed within 2s)"
      ])
    // When the player does start, the indicator follows (rule 7).
    #expect(
      session.wait(until: "3s") == [
        "♪ now playing: Hurricane — Acid Bath",
        "↺ reconciled: ■ Hurricane → ▶ Hurricane (player playing)",
      ])
  }

  @Test func theWindowIsSettable() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(latency: .seconds(3), confirmWindow: .seconds(5)))
    try session.act(.play(hurricane), "0s")
    #expect(session.wait(until: "3s") == ["♪ now playing: Hurricane — Acid Bath"])
    #expect(session.indicator.pending == nil)
  }

  @Test func shorteningTheWindowExpiresAnOlderIntentAtOnce() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .seconds(10)))
    try session.act(.play(hurricane), "0s")
    #expect(
      try session.act(.set(.confirmWindow(.seconds(1))), "1.5s") == [
        "↺ reconciled: ▶ Hurricane → ■ Hurricane (play Hurricane not confirmed within 1s)"
      ])
    #expect(session.indicator.pending == nil)
  }

  @Test func aZeroWindowYieldsInTheSameInstant() throws {
    // Found by the model test: the expiry was due at once but waited for the next call.
    var session = PlaybackSession(
      settings: PlaybackSettings(latency: .seconds(4), confirmWindow: .zero))
    #expect(
      try session.act(.play(hurricane), "0s") == [
        "↺ reconciled: ▶ Hurricane → ■ Hurricane (play Hurricane not confirmed within 0s)"
      ])
    #expect(session.nextDeadline == at("4s"))
  }

  // MARK: Rule 7: follow

  @Test func withNoIntentPendingTheIndicatorFollowsAnInterruption() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    #expect(
      try session.act(.interrupt, "1:00") == [
        "↺ reconciled: ▶ Hurricane → ■ Hurricane (player interrupted)"
      ])
    #expect(
      try session.act(.endInterruption, "1:30") == [
        "↺ reconciled: ■ Hurricane → ▶ Hurricane (player playing)"
      ])
  }

  // MARK: Rule 8: nothing to wait for

  @Test func pauseWhilePausedIsSettledAtOnce() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    try session.act(.pause, "10s")
    try session.act(.pause, "20s")
    #expect(session.indicator.pending == nil)
    #expect(session.nextDeadline == nil)
  }
}
