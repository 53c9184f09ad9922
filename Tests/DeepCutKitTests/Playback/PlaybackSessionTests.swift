import Foundation
import Testing

@testable import DeepCutKit

/// The session as the shell drives it: actions, time, notices, status and queue listings.
@Suite struct PlaybackSessionTests {
  private let hurricane = Fixtures.hurricane
  private let scream = Fixtures.scream

  @Test func toggleBehavesLikeTheAppsTogglePlayback() throws {
    var session = PlaybackSession()
    try session.act(.toggle(hurricane), "0s")
    #expect(session.sides == ("▶ Hurricane", .playing))
    try session.act(.toggle(hurricane), "0:10")
    #expect(session.sides == ("■ Hurricane", .paused))
    // Not playing: the toggle plays the track from its start, it does not resume at 0:10.
    try session.act(.toggle(hurricane), "0:20")
    #expect(session.sides == ("▶ Hurricane", .playing))
    #expect(session.player.position(at: at("0:30")) == duration("0:10"))
    // Another track replaces the queue and plays.
    try session.act(.toggle(scream), "0:30")
    #expect(session.sides == ("▶ Scream of the Butterfly", .playing))
    #expect(session.player.queue.count == 1)
  }

  @Test func withTheBugTheFirstToggleAfterTheEndDoesNothing() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.toggle(hurricane), "0s")
    session.wait(until: "3:01")
    // The indicator still says playing, so the tap "pauses" a player that already stopped.
    try session.act(.toggle(hurricane), "3:05")
    #expect(session.sides == ("■ Hurricane", .stopped))
    try session.act(.toggle(hurricane), "3:06")
    #expect(session.sides == ("▶ Hurricane", .playing))
  }

  @Test func toggleFallsBackToPlayingWhenThereIsNothingToResume() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(hurricane), "0s")
    try session.act(.pause, "1s")
    try session.act(.remove(QueueEntryID(1)), "2s")
    try session.act(.toggle(hurricane), "3s")
    #expect(session.sides == ("▶ Hurricane", .playing))
  }

  @Test func nextAndPreviousMoveTheIndicatorAtOnce() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .milliseconds(500)))
    try session.act(.play(Fixtures.album, startingAt: 0), "0s")
    session.wait(until: "1s")
    try session.act(.next, "1s")
    #expect(session.indicator.state == IndicatorState(track: scream, isPlaying: true))
    #expect(session.player.isPreparing)
    #expect(session.indicator.pending?.label == "next")
    session.wait(until: "1.5s")
    #expect(session.indicator.pending == nil)
    try session.act(.previous, "2s")
    #expect(session.indicator.nowPlayingTrackID == hurricane.id)
  }

  @Test func statusShowsBothSidesAndWhetherTheyAgree() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(Fixtures.album, startingAt: 0), "0s")
    try session.act(.remove(QueueEntryID(2)), "0s")
    session.wait(until: "7:00")
    let report = session.status(at: at("7:00"))
    #expect(
      report.description == """
                  indicator (app)                       player (emulator)
        track     Hurricane — Acid Bath                 Dope Fiend — Acid Bath
        state     ▶ playing                             ▶ playing
        position                                        4:00 / 5:20
        queue                                           2/2 (e3) · repeat off · shuffle off
        agree     ✗ no: the indicator shows Hurricane, the player has Dope Fiend
        pending   —
        reconcile off
        """)
  }

  @Test func statusReportsPositionQueuePositionAndPendingIntent() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .seconds(1)))
    try session.act(.play(Fixtures.album, startingAt: 1), "0s")
    let preparing = session.status(at: at("0.5s"))
    #expect(preparing.player.isPreparing)
    #expect(preparing.indicator.pending?.action == "play Scream of the Butterfly (2/3)")
    #expect(preparing.indicator.pending?.expiresAt == at("2s"))
    #expect(preparing.description.contains("■ stopped (preparing)"))
    session.wait(until: "1:01")
    let playing = session.status(at: at("1:01"))
    #expect(playing.player.positionMilliseconds == 60_000)
    #expect(playing.player.queuePosition == 2)
    #expect(playing.player.queueLength == 3)
    #expect(playing.agree)
  }

  @Test func statusEncodesAsJSONForPrograms() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    session.wait(until: "1:00")
    let report = session.status(at: at("1:00"))
    let data = try JSONEncoder().encode(report)
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let player = try #require(object["player"] as? [String: Any])
    #expect(player["emulated"] as? Bool == true)
    #expect(player["status"] as? String == "playing")
    #expect(player["positionMilliseconds"] as? Int == 60_000)
    #expect(player["entryID"] as? String == "e1")
    #expect(object["agree"] as? Bool == true)
    #expect(try JSONDecoder().decode(PlaybackStatusReport.self, from: data) == report)
  }

  @Test func wideStatusLinesAreTheDescriptionsLinesEvenWithLineBreaksInTitles() throws {
    for title in ["Hurricane", "Two\nLines", "Ends in CR\r", "CR\r\nLF", "Ágætis byrjun"] {
      var session = PlaybackSession()
      try session.act(.play(Fixtures.track(title, "3:00")), "0s")
      let report = session.status(at: at("0:10"))
      let split = report.description.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(report.lines(width: 100) == split.map(String.init), "\(title.debugDescription)")
    }
  }

  @Test func theQueueListingMarksTheCurrentEntry() throws {
    var session = PlaybackSession()
    try session.act(.play([Fixtures.jezebel, Fixtures.locked, hurricane], startingAt: 2), "0s")
    try session.act(.enqueue([Fixtures.cassie], .afterCurrentEntry), "0s")
    #expect(
      session.queueListing.description == """
           #  entry title                                 artist                       time
           1  e1    Jezebel                               Acid Bath                    1:30
           2  e2    Locked Away                           A.N.I.M.A.L.                 3:20  ✗ unplayable
         ▶ 3  e3    Hurricane                             Acid Bath                    3:00
           4  e4    Cassie Eats Cockroaches               Acid Bath                    2:00
        4 entries · repeat off · shuffle off
        """)
    #expect(session.queueListing.rows.filter(\.isCurrent).map(\.entryID) == [QueueEntryID(3)])
  }

  @Test func theQueueListingShowsTheIndicatorsStaleMark() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play([Fixtures.jezebel, hurricane], startingAt: 0), "0s")
    session.wait(until: "1:40")
    // The player moved on to Hurricane; the indicator still marks Jezebel as playing.
    let rows = session.queueListing.rows
    #expect(rows.map(\.indicatorMark) == ["▶", ""])
    #expect(rows.map(\.isCurrent) == [false, true])
    try session.act(.pause, "1:41")
    #expect(session.queueListing.rows.map(\.indicatorMark) == ["‖", ""])
  }

  @Test func shuffleFollowsTheSeedSetting() throws {
    let tracks = (1...10).map { Fixtures.track("Song \($0)", "2:00") }
    func order(seed: UInt64) throws -> [String] {
      var session = PlaybackSession(settings: PlaybackSettings(shuffleSeed: seed))
      try session.act(.play(tracks, startingAt: 0), "0s")
      try session.act(.setShuffle(true), "0s")
      return session.queueListing.rows.map(\.title)
    }
    #expect(try order(seed: 9) == order(seed: 9))
    #expect(try order(seed: 9) != order(seed: 10))
    #expect(try order(seed: 9).first == "Song 1")
  }

  @Test func settingsCanBeReadBack() throws {
    var session = PlaybackSession()
    try session.act(.set(.latency(.milliseconds(300))), "0s")
    try session.act(.set(.reconcile(false)), "0s")
    try session.act(.set(.confirmWindow(.seconds(4))), "0s")
    try session.act(.set(.observationDelay(.milliseconds(50))), "0s")
    try session.act(.set(.shuffleSeed(77)), "0s")
    #expect(
      session.settings
        == PlaybackSettings(
          latency: .milliseconds(300), reconcile: false, confirmWindow: .seconds(4),
          observationDelay: .milliseconds(50), shuffleSeed: 77))
  }

  @Test func aRefusedActionChangesNothingNotEvenTime() throws {
    var session = PlaybackSession()
    try session.act(.play(hurricane), "0s")
    let traceCount = session.trace.entries.count
    #expect(throws: PlaybackError.negativeSetting("latency")) {
      try session.act(.set(.latency(.seconds(-1))), "5:00")
    }
    #expect(throws: PlaybackError.unknownEntry(QueueEntryID(7))) {
      try session.act(.remove(QueueEntryID(7)), "5:00")
    }
    #expect(session.now == .start)
    #expect(session.player.status == .playing)
    #expect(session.trace.entries.count == traceCount)
    // The ending was not lost: the next call reports it.
    #expect(session.wait(until: "5:00").contains("■ queue ended"))
  }

  @Test func nextDeadlineCoversEverythingTimed() throws {
    var session = PlaybackSession(
      settings: PlaybackSettings(latency: .seconds(3), observationDelay: .milliseconds(100)))
    #expect(session.nextDeadline == nil)
    try session.act(.play(hurricane), "0s")
    // The first batch reaches the app at 0.1 s; then the window at 2 s; then the start at 3 s.
    #expect(session.nextDeadline == at("100ms"))
    session.wait(until: "100ms")
    #expect(session.nextDeadline == at("2s"))
    session.wait(until: "2s")
    #expect(session.nextDeadline == at("3s"))
  }

  @Test func theTraceKeepsItsCapacity() throws {
    var session = PlaybackSession(traceCapacity: 10)
    for second in 0..<30 {
      try session.act(second.isMultiple(of: 2) ? .pause : .resume, "\(second)s")
      if second == 0 { try session.act(.play(hurricane), "0s") }
    }
    #expect(session.trace.entries.count <= 15)
    #expect(session.trace.entries.count >= 10)
    #expect(session.trace.droppedCount > 0)
    #expect(session.trace.entries.last?.instant == at("29s"))
  }
}
