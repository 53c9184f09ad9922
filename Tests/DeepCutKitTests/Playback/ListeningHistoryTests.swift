import DeepCutKit
import Foundation
import Testing

/// What enters the listening history, decided by the player (issue #13, point 4).
@Suite struct ListeningHistoryTests {
  private func plays(_ session: inout PlaybackSession) -> [String] {
    session.takeCountedPlays().map {
      "\($0.track.title) @ \(DurationText.minutesSeconds($0.instant - .start))"
    }
  }

  @Test func aPlayCountsAfterThirtySecondsOfListening() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "29s")
    #expect(plays(&session).isEmpty)
    session.wait(until: "31s")
    #expect(plays(&session) == ["Hurricane @ 0:30"])
    session.wait(until: "2:59")
    #expect(plays(&session).isEmpty)
  }

  @Test func aShortTrackCountsWhenItHasPlayedToItsEnd() throws {
    var session = PlaybackSession()
    let short = Fixtures.track("Blip", "12s")
    try session.act(.play([short, Fixtures.jezebel], startingAt: 0), "0s")
    session.wait(until: "11s")
    #expect(plays(&session).isEmpty)
    session.wait(until: "45s")
    #expect(plays(&session) == ["Blip @ 0:12", "Jezebel @ 0:42"])
  }

  @Test func pausesSeeksAndScansAddNoListeningTime() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.pause, "20s")
    session.wait(until: "1:00")
    try session.act(.seek(to: duration("2:00")), "1:00")
    try session.act(.resume, "1:00")
    try session.act(.scan(.forward), "1:05")
    try session.act(.endScan, "1:07")
    session.wait(until: "1:11")
    #expect(plays(&session).isEmpty)
    session.wait(until: "1:12")
    // 20 s before the pause, 5 s before the scan, 5 s after it.
    #expect(plays(&session) == ["Hurricane @ 1:12"])
  }

  @Test func aSkippedTrackNeverCountsAndARepeatCountsAgain() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.album, startingAt: 0), "0s")
    try session.act(.next, "10s")
    session.wait(until: "45s")
    #expect(plays(&session) == ["Scream of the Butterfly @ 0:40"])
    try session.act(.play(Fixtures.jezebel), "45s")
    try session.act(.setRepeat(.one), "45s")
    session.wait(until: "3:50")
    #expect(plays(&session) == ["Jezebel @ 1:15", "Jezebel @ 2:45"])
  }

  @Test func withReconcileOffOnlyWhatReallyPlayedIsCounted() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(Fixtures.jezebel), "0s")
    session.wait(until: "10m")
    // The indicator still says Jezebel is playing; the history has one play of it.
    #expect(session.indicator.isPlaying)
    #expect(plays(&session) == ["Jezebel @ 0:30"])
  }

  @Test func theHistoryIsNewestFirstWithoutRepeatsAndCappedAtFifty() {
    let start = VirtualClock.defaultStartDate
    var history: [RecentlyPlayedEntry] = []
    for index in 0..<60 {
      history = ListeningHistory.recording(
        LibraryTrackID(derivedFrom: "track \(index % 55)"),
        at: start.addingTimeInterval(Double(index)), in: history)
    }
    #expect(history.count == ListeningHistory.capacity)
    #expect(history.first?.trackID == LibraryTrackID(derivedFrom: "track 4"))
    #expect(Set(history.map(\.trackID)).count == history.count)
    #expect(history.map(\.playedAt) == history.map(\.playedAt).sorted(by: >))
  }

  @Test func aRecordedPlayHeadsTheServicesHistoryAndMovesTheArtistInTheFeed() async throws {
    let clock = VirtualClock()
    let service = InMemoryLibraryService(clock: clock)
    let feed = DiscoverFeed(library: service, catalog: SampleCatalog(), clock: clock)
    let cache = try await feed.refresh(FeedCache(), batchSize: 48).cache
    let forgotten = try #require(
      try await feed.view(of: cache).items.first { !$0.isRecentlyPlayed })
    let track = try #require(
      try await service.tracks().first { $0.artistID == forgotten.artist.id })
    let date = clock.date(at: clock.now)
    await service.recordPlay(of: track, at: date)
    await service.recordPlay(of: track.withPreview, at: date)
    let page = try await service.recentlyPlayed(after: nil)
    #expect(page.items.first == RecentlyPlayedEntry(trackID: track.id, playedAt: date))
    #expect((await service.contents.recentlyPlayed).count <= ListeningHistory.capacity)
    let moved = try #require(
      try await feed.view(of: cache).items.first { $0.artist.id == forgotten.artist.id })
    #expect(moved.isRecentlyPlayed)
    #expect(await service.writeLog.entries.isEmpty)
  }
}

extension LibraryTrack {
  /// The same song posing as a catalog preview (which the history ignores).
  fileprivate var withPreview: LibraryTrack {
    var copy = self
    copy.id = LibraryTrackID(derivedFrom: "preview/\(id)")
    copy.isCatalogPreview = true
    return copy
  }
}
