import Testing

@testable import DeepCutKit

/// Scenarios on the pure player: commands and time in, events out.
@Suite struct PlayerTests {
  private let e1 = QueueEntryID(1)
  private let e2 = QueueEntryID(2)
  private let e3 = QueueEntryID(3)

  private func title(_ player: Player) -> String? { player.currentEntry?.track.title }

  @Test func aTrackEndsWhenItsDurationHasElapsedAndTheQueueEndsStopped() throws {
    var player = Player()
    let started = try player.handle(.play([Fixtures.hurricane], startingAt: 0), at: .start)
    #expect(
      started.map(\.kind) == [
        .queueChanged(.replaced(count: 1)), .currentEntryChanged(e1),
        .statusChanged(from: .stopped, to: .playing), .entryStarted(e1),
      ])
    #expect(player.nextDeadline == at("3:00"))
    #expect(player.advance(to: at("2:59.999")).isEmpty)
    let ended = player.advance(to: at("3:01"))
    #expect(
      ended.map(\.kind) == [
        .entryEnded(e1), .statusChanged(from: .playing, to: .stopped), .queueEnded,
      ])
    #expect(ended.allSatisfy { $0.instant == at("3:00") })
    // End of the queue: stopped, the last entry still current, back at 0.
    #expect(player.status == .stopped)
    #expect(player.currentEntry?.id == e1)
    #expect(player.position(at: at("3:01")) == .zero)
    #expect(player.nextDeadline == nil)
  }

  @Test func playAfterTheEndOfTheQueueStartsTheLastEntryAgain() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    _ = player.advance(to: at("2:00"))
    let again = try player.handle(.resume, at: at("2:00"))
    #expect(again.map(\.kind).contains(.entryStarted(e1)))
    #expect(player.nextDeadline == at("3:30"))
  }

  @Test func pauseStopsThePlayingClockAcrossAnEnding() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.hurricane, Fixtures.scream], startingAt: 0), at: .start)
    _ = try player.handle(.pause, at: at("1:00"))
    #expect(player.advance(to: at("3:30")).isEmpty)
    #expect(player.position(at: at("3:30")) == duration("1:00"))
    _ = try player.handle(.resume, at: at("4:00"))
    #expect(player.nextDeadline == at("6:00"))
    let events = player.advance(to: at("6:00"))
    #expect(events.map(\.kind) == [.entryEnded(e1), .currentEntryChanged(e2), .entryStarted(e2)])
    #expect(title(player) == Fixtures.scream.title)
    #expect(player.status == .playing)
  }

  @Test func severalEndingsHappenInsideOneAdvance() throws {
    var player = Player()
    let tracks = [Fixtures.jezebel, Fixtures.cassie, Fixtures.hurricane]
    _ = try player.handle(.play(tracks, startingAt: 0), at: .start)
    let events = player.advance(to: at("10:00"))
    let endings = events.filter { if case .entryEnded = $0.kind { true } else { false } }
    #expect(endings.map(\.instant) == [at("1:30"), at("3:30"), at("6:30")])
    #expect(events.last?.kind == .queueEnded)
    #expect(title(player) == Fixtures.hurricane.title)
    #expect(player.status == .stopped)
  }

  @Test func repeatOnePlaysTheEntryAgainUntilSkipped() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), at: .start)
    _ = try player.handle(.setRepeat(.one), at: .start)
    let events = player.advance(to: at("4:00"))
    #expect(
      events.filter { $0.kind == .entryStarted(e1) }.map(\.instant) == [at("1:30"), at("3:00")])
    #expect(player.currentEntry?.id == e1)
    _ = try player.handle(.next, at: at("4:00"))
    #expect(player.currentEntry?.id == e2)
  }

  @Test func repeatAllStartsOverAfterTheLastEntry() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), at: .start)
    _ = try player.handle(.setRepeat(.all), at: .start)
    let events = player.advance(to: at("3:31"))
    #expect(
      events.suffix(3).map(\.kind) == [
        .entryEnded(e2), .currentEntryChanged(e1), .entryStarted(e1),
      ])
    #expect(!events.contains { $0.kind == .queueEnded })
    #expect(player.status == .playing)
  }

  @Test func playNextPlaysBeforePlayLater() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), at: .start)
    _ = try player.handle(.insert([Fixtures.dope], .tail), at: at("0:10"))
    _ = try player.handle(.insert([Fixtures.hurricane], .afterCurrentEntry), at: at("0:20"))
    #expect(
      player.queue.entries.map(\.track.title)
        == [
          Fixtures.jezebel, Fixtures.hurricane, Fixtures.cassie, Fixtures.dope,
        ].map(\.title))
    _ = player.advance(to: at("1:30"))
    #expect(title(player) == Fixtures.hurricane.title)
  }

  @Test func removingAnEarlierEntryKeepsTheCurrentSongAndItsSuccessor() throws {
    var player = Player()
    let tracks = [Fixtures.jezebel, Fixtures.cassie, Fixtures.hurricane, Fixtures.dope]
    _ = try player.handle(.play(tracks, startingAt: 2), at: .start)
    _ = try player.handle(.remove(e1), at: at("0:10"))
    #expect(title(player) == Fixtures.hurricane.title)
    #expect(player.queue.currentIndex == 1)
    #expect(player.status == .playing)
    _ = player.advance(to: at("3:00"))
    #expect(title(player) == Fixtures.dope.title)
  }

  @Test func removingTheCurrentEntryMovesToTheOneThatFollowed() throws {
    var player = Player()
    _ = try player.handle(.play(Fixtures.album, startingAt: 0), at: .start)
    let events = try player.handle(.remove(e1), at: at("1:00"))
    #expect(events.map(\.kind).contains(.entryStarted(e2)))
    #expect(title(player) == Fixtures.scream.title)
    #expect(player.position(at: at("1:00")) == .zero)
    #expect(player.status == .playing)
    // The last entry removed while playing: playback ends on what is now last.
    _ = try player.handle(.remove(e3), at: at("1:10"))
    _ = try player.handle(.next, at: at("1:20"))
    #expect(player.status == .stopped)
    _ = try player.handle(.remove(e2), at: at("1:30"))
    #expect(player.currentEntry == nil)
    #expect(player.queue.isEmpty)
  }

  @Test func previousRestartsAfterThreeSecondsAndGoesBackBefore() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 1), at: .start)
    _ = try player.handle(.previous, at: at("2s"))
    #expect(title(player) == Fixtures.jezebel.title)
    _ = try player.handle(.next, at: at("10s"))
    let restart = try player.handle(.previous, at: at("13.5s"))
    #expect(restart.map(\.kind) == [.seeked(QueueEntryID(2), to: .zero)])
    #expect(title(player) == Fixtures.cassie.title)
    #expect(player.position(at: at("14s")) == duration("0.5s"))
  }

  @Test func nextPastTheLastEntryEndsPlayback() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    let events = try player.handle(.next, at: at("0:30"))
    #expect(events.map(\.kind) == [.statusChanged(from: .playing, to: .stopped), .queueEnded])
    #expect(title(player) == Fixtures.jezebel.title)
  }

  @Test func nextWhilePausedOnlyDesignatesTheNextEntry() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), at: .start)
    _ = try player.handle(.pause, at: at("0:30"))
    _ = try player.handle(.next, at: at("0:40"))
    #expect(title(player) == Fixtures.cassie.title)
    #expect(player.status == .paused)
    #expect(player.position(at: at("0:40")) == .zero)
  }

  @Test func latencyThenPauseBeforePlayingCancelsTheStart() throws {
    var player = Player(latency: .milliseconds(300))
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    #expect(player.status == .stopped)
    #expect(player.isPreparing)
    #expect(player.nextDeadline == at("300ms"))
    let paused = try player.handle(.pause, at: at("100ms"))
    #expect(paused.map(\.kind) == [.statusChanged(from: .stopped, to: .paused)])
    #expect(player.advance(to: at("5s")).isEmpty)
    // Still unprepared, so play prepares again.
    _ = try player.handle(.resume, at: at("5s"))
    #expect(player.isPreparing)
    let started = player.advance(to: at("5.3s"))
    #expect(
      started.map(\.kind) == [
        .statusChanged(from: .stopped, to: .playing), .entryStarted(e1),
      ])
    #expect(player.nextDeadline == at("1:35.3"))
  }

  @Test func resumingAPreparedEntryFromPauseIsImmediate() throws {
    var player = Player(latency: .milliseconds(300))
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    _ = player.advance(to: at("10s"))
    _ = try player.handle(.pause, at: at("10s"))
    _ = try player.handle(.resume, at: at("20s"))
    #expect(player.status == .playing)
    #expect(!player.isPreparing)
  }

  @Test func anInterruptionDuringLatencyStartsWhenItEnds() throws {
    var player = Player(latency: .milliseconds(300))
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    _ = try player.handle(.interrupt, at: at("100ms"))
    #expect(player.status == .interrupted)
    #expect(player.advance(to: at("1:00")).isEmpty)
    _ = try player.handle(.endInterruption, at: at("1:00"))
    #expect(player.isPreparing)
    let events = player.advance(to: at("1:00.3"))
    #expect(events.map(\.kind).contains(.entryStarted(e1)))
    #expect(player.status == .playing)
  }

  @Test func anInterruptionHoldsThePositionAndResumesOnlyWhatWasPlaying() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.hurricane], startingAt: 0), at: .start)
    _ = try player.handle(.interrupt, at: at("1:00"))
    #expect(player.position(at: at("1:40")) == duration("1:00"))
    _ = try player.handle(.endInterruption, at: at("2:00"))
    #expect(player.status == .playing)
    #expect(player.nextDeadline == at("4:00"))
    _ = try player.handle(.pause, at: at("2:10"))
    _ = try player.handle(.interrupt, at: at("2:20"))
    _ = try player.handle(.endInterruption, at: at("2:30"))
    #expect(player.status == .paused)
    // A pause during the interruption means it will not resume.
    _ = try player.handle(.resume, at: at("2:40"))
    _ = try player.handle(.interrupt, at: at("2:50"))
    _ = try player.handle(.pause, at: at("2:55"))
    _ = try player.handle(.endInterruption, at: at("3:00"))
    #expect(player.status == .paused)
  }

  @Test func seekingPastTheEndEndsAPlayingTrackAtOnce() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.hurricane, Fixtures.scream], startingAt: 0), at: .start)
    let events = try player.handle(.seek(to: duration("10:00")), at: at("0:30"))
    #expect(
      events.map(\.kind) == [
        .seeked(e1, to: duration("3:00")), .entryEnded(e1), .currentEntryChanged(e2),
        .entryStarted(e2),
      ])
    #expect(events.allSatisfy { $0.instant == at("0:30") })
  }

  @Test func seekingPastTheEndWhilePausedEndsOnResume() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.hurricane, Fixtures.scream], startingAt: 0), at: .start)
    _ = try player.handle(.pause, at: at("0:10"))
    _ = try player.handle(.seek(to: duration("9:00")), at: at("0:20"))
    #expect(player.position(at: at("1:00")) == duration("3:00"))
    #expect(title(player) == Fixtures.hurricane.title)
    _ = try player.handle(.resume, at: at("1:00"))
    #expect(title(player) == Fixtures.scream.title)
  }

  @Test func aSeekWhileStoppedCuesTheEntryPaused() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel], startingAt: 0), at: .start)
    _ = try player.handle(.stop, at: at("0:10"))
    _ = try player.handle(.seek(to: duration("1:00")), at: at("0:20"))
    #expect(player.status == .paused)
    #expect(player.position(at: at("0:30")) == duration("1:00"))
  }

  @Test func scanningMovesFourTimesFasterAndEndsTheTrackAtItsEnd() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.hurricane, Fixtures.scream], startingAt: 0), at: .start)
    _ = try player.handle(.beginSeeking(.forward), at: at("0:10"))
    #expect(player.status == .seekingForward)
    #expect(player.position(at: at("0:20")) == duration("0:50"))
    // 2:50 left at 4× is 42.5 s: the forward scan reaches the end, a timed ending.
    let events = player.advance(to: at("0:52.5"))
    #expect(events.map(\.kind).contains(.entryEnded(e1)))
    #expect(player.status == .playing)
    _ = try player.handle(.beginSeeking(.backward), at: at("1:00"))
    #expect(player.position(at: at("1:10")) == .zero)
    _ = try player.handle(.endSeeking, at: at("1:10"))
    #expect(player.status == .playing)
  }

  @Test func anUnplayableTrackFailsToStartAndThePlayerStopsOnIt() throws {
    var player = Player(latency: .milliseconds(300))
    _ = try player.handle(.play([Fixtures.locked, Fixtures.hurricane], startingAt: 0), at: .start)
    let events = player.advance(to: at("1s"))
    #expect(
      events.map(\.kind) == [
        .startFailed(e1, reason: "not available in this storefront")
      ])
    #expect(events.first?.instant == at("300ms"))
    #expect(player.status == .stopped)
    #expect(title(player) == Fixtures.locked.title)
  }

  @Test func aFailureDuringATimedAdvanceStopsThere() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.locked], startingAt: 0), at: .start)
    let events = player.advance(to: at("5:00"))
    #expect(events.last?.kind == .startFailed(e2, reason: "not available in this storefront"))
    #expect(events.last?.instant == at("1:30"))
    #expect(player.status == .stopped)
  }

  @Test func anInjectedFailureBreaksOnlyTheNextStart() throws {
    let injector = FailureInjector()
    injector.fail([.play], once: true)
    let check = StartCheck.injected(by: injector)
    var player = Player()
    let failed = try player.handle(
      .play([Fixtures.hurricane], startingAt: 0), at: .start, startCheck: check)
    #expect(failed.last?.kind == .startFailed(e1, reason: "network unreachable (timed out)"))
    _ = try player.handle(.resume, at: at("1s"), startCheck: check)
    #expect(player.status == .playing)
  }

  @Test func aTrackWithoutDurationCannotStart() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.track("Silence", "0s")], startingAt: 0), at: .start)
    #expect(player.status == .stopped)
    _ = try player.handle(.setRepeat(.one), at: .start)
    #expect(player.nextDeadline == nil)
  }

  @Test(arguments: [
    (PlayerCommand.seek(to: .seconds(1)), PlaybackError.emptyQueue),
    (.resume, .emptyQueue),
    (.remove(QueueEntryID(9)), .unknownEntry(QueueEntryID(9))),
    (.endInterruption, .notInterrupted),
    (.play([], startingAt: 0), .nothingToPlay),
  ])
  func aRefusedCommandChangesNothingNotEvenTime(command: PlayerCommand, error: PlaybackError) {
    let player = Player()
    var attempt = player
    #expect(throws: error) { try attempt.handle(command, at: at("1:00")) }
    #expect(attempt == player)
  }

  @Test func aRefusedCommandLeavesTheEndingsForTheNextCall() throws {
    var player = Player()
    _ = try player.handle(.play([Fixtures.jezebel, Fixtures.cassie], startingAt: 0), at: .start)
    let before = player
    #expect(throws: PlaybackError.positionOutOfRange(index: 5, count: 2)) {
      try player.handle(.move(e1, to: 5), at: at("2:00"))
    }
    #expect(player == before)
    #expect(player.advance(to: at("2:00")).map(\.kind).contains(.entryEnded(e1)))
  }

  @Test func sequenceNumbersIncreaseStrictlyAcrossCalls() throws {
    var player = Player(latency: .milliseconds(250))
    var events = try player.handle(.play(Fixtures.album, startingAt: 0), at: .start)
    events += try player.handle(.next, at: at("1s"))
    events += player.advance(to: at("30:00"))
    events += try player.handle(.resume, at: at("30:00"))
    let sequences = events.map(\.sequence)
    #expect(sequences == Array(1...sequences.count))
    #expect(player.lastSequence == sequences.count)
  }
}
