import Testing

@testable import DeepCutKit

/// What MPD readings mean as player events, without an MPD: the pure half of `MPDPlayer`.
@Suite struct MPDPlayerStateTests {
  static let queue = [
    MPDSong(file: "a.wav", tags: [MPDPair("Title", "A"), MPDPair("Pos", "0"), MPDPair("Id", "1")]),
    MPDSong(file: "b.wav", tags: [MPDPair("Title", "B"), MPDPair("Pos", "1"), MPDPair("Id", "2")]),
  ]

  static func at(_ seconds: Double) -> Instant {
    Instant(sinceStart: .milliseconds(Int(seconds * 1000)))
  }

  /// MPD playing song `id` of the queue (both songs 2 s long), `elapsed` seconds in.
  static func playing(_ id: Int, elapsed: Double = 0) -> MPDStatus {
    MPDStatus(state: .play, songID: id, elapsed: elapsed, duration: 2, playlistVersion: 3)
  }

  /// A state that has read the queue with A starting to play.
  static func startedOnA() -> MPDPlayerState {
    var state = MPDPlayerState()
    _ = state.apply(playing(1), queue: queue, at: at(0), cause: .command(.resume))
    return state
  }

  @Test func aTrackEndingByItselfIsItsEndAndTheNextStart() {
    var state = Self.startedOnA()
    let events = state.apply(Self.playing(2), queue: nil, at: Self.at(2), cause: .idle)
    #expect(
      events.map(\.kind) == [
        .entryEnded(QueueEntryID(2)), .currentEntryChanged(QueueEntryID(3)),
        .entryStarted(QueueEntryID(3)),
      ])
    #expect(events.map(\.sequence) == [5, 6, 7])
    #expect(state.view.current?.track.title == "B")
  }

  @Test func theQueuesEndKeepsTheLastEntryCurrentAsMusicKitDoes() {
    var state = MPDPlayerState()
    _ = state.apply(
      MPDStatus(state: .play, songID: 2, elapsed: 1.9, duration: 2, playlistVersion: 3),
      queue: Self.queue, at: Self.at(0), cause: .command(.resume))
    // MPD at the end: stopped, and no song or songid at all.
    let events = state.apply(
      MPDStatus(state: .stop, playlistVersion: 3), queue: nil, at: Self.at(0.1), cause: .idle)
    #expect(
      events.map(\.kind) == [
        .entryEnded(QueueEntryID(3)), .statusChanged(from: .playing, to: .stopped), .queueEnded,
      ])
    #expect(state.view.current?.track.title == "B")
    #expect(state.position(at: Self.at(5)) == .zero)
  }

  @Test func thePositionMovesOnlyWhilePlayingAndStopsAtTheEnd() {
    var state = MPDPlayerState()
    _ = state.apply(
      MPDStatus(state: .play, songID: 1, elapsed: 0.5, duration: 2, playlistVersion: 3),
      queue: Self.queue, at: Self.at(10), cause: .command(.resume))
    #expect(state.position(at: Self.at(11)) == .milliseconds(1500))
    #expect(state.position(at: Self.at(20)) == .seconds(2))
    _ = state.apply(
      MPDStatus(state: .pause, songID: 1, elapsed: 0.8, duration: 2, playlistVersion: 3),
      queue: nil, at: Self.at(10.3), cause: .command(.pause))
    #expect(state.position(at: Self.at(15)) == .milliseconds(800))
  }

  @Test func aPlayCountsByWhatMPDPlayed() {
    var state = Self.startedOnA()
    _ = state.apply(
      MPDStatus(state: .pause, songID: 1, elapsed: 1, duration: 2, playlistVersion: 3),
      queue: nil, at: Self.at(1), cause: .command(.pause))
    #expect(state.takeCountedPlays().isEmpty)
    _ = state.apply(
      MPDStatus(state: .play, songID: 1, elapsed: 1, duration: 2, playlistVersion: 3),
      queue: nil, at: Self.at(5), cause: .command(.resume))
    _ = state.apply(Self.playing(2), queue: nil, at: Self.at(6), cause: .idle)
    let counted = state.takeCountedPlays()
    #expect(counted.map(\.track.title) == ["A"])
    #expect(counted.first?.instant == Self.at(6))
  }

  /// At a song's border MPD's status can show the old song's id with the next song's elapsed
  /// time (0) before its queue catches up (seen on 0.23.12 under load): neither a restart nor an
  /// end, and the next reading tells the change once.
  @Test func theOldIdWithTheNextSongsElapsedTimeIsNoRestart() {
    var state = Self.startedOnA()
    let border = state.apply(Self.playing(1), queue: nil, at: Self.at(1.98), cause: .idle)
    #expect(border.isEmpty)
    let next = state.apply(Self.playing(2), queue: nil, at: Self.at(1.99), cause: .idle)
    #expect(
      next.map(\.kind) == [
        .entryEnded(QueueEntryID(2)), .currentEntryChanged(QueueEntryID(3)),
        .entryStarted(QueueEntryID(3)),
      ])
  }

  /// With repeat one (or a queue of one song on repeat) the song plays again under its own id.
  @Test func aSongThatRepeatsItselfStartsAgainUnderItsID() {
    var state = MPDPlayerState()
    var one = Self.playing(1)
    one.repeat = true
    one.single = .on
    _ = state.apply(one, queue: Self.queue, at: Self.at(0), cause: .command(.resume))
    var again = one
    again.elapsed = 0.01
    let events = state.apply(again, queue: nil, at: Self.at(2.01), cause: .idle)
    #expect(events.map(\.kind) == [.entryEnded(QueueEntryID(2)), .entryStarted(QueueEntryID(2))])
  }
}
