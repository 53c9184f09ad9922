import DeepCutKit
import Foundation
import Testing

@Suite struct WriteLogTests {
  let clock = VirtualClock()
  let service: InMemoryLibraryService

  init() {
    service = InMemoryLibraryService(clock: clock)
  }

  private func track(_ artist: String, _ title: String) throws -> LibraryTrackID {
    try #require(
      SampleLibrary.contents.tracks.first { $0.artistName == artist && $0.title == title }?.id)
  }

  @Test func recordsWritesInOrderWithTheirTimes() async throws {
    let birds = try track("Bob Marley & The Wailers", "Three Little Birds")
    clock.advance(by: .seconds(5))
    let trip = try await service.createPlaylist(named: "Road Trip")
    clock.advance(by: .seconds(90))
    try await service.add(tracks: [birds], toPlaylist: trip.id)

    #expect(try await service.tracks(inPlaylist: trip.id).map(\.title) == ["Three Little Birds"])
    let entries = await service.writeLog.entries
    #expect(entries.map(\.sequence) == [1, 2])
    #expect(
      entries.map(\.write) == [
        .createPlaylist(name: "Road Trip"),
        .addTracksToPlaylist(tracks: [birds], playlist: trip.id),
      ])
    #expect(
      entries.map(\.instant) == [
        Instant(sinceStart: .seconds(5)), Instant(sinceStart: .seconds(95)),
      ])
    #expect(entries[1].date == VirtualClock.defaultStartDate.addingTimeInterval(95))
    #expect(entries[0].createdPlaylistID == trip.id)
  }

  @Test func aCreatedPlaylistsIDIsTheSameEveryRun() async throws {
    let first = try await service.createPlaylist(named: "Road Trip")
    let again = try await InMemoryLibraryService(clock: VirtualClock()).createPlaylist(
      named: "Road Trip")
    #expect(first.id == again.id)
    #expect(first.id == LibraryWrite.createdPlaylistID(name: "Road Trip", sequence: 1))
    #expect(first.canEdit && first.trackIDs.isEmpty)
    #expect(try await service.playlist(named: "Road Trip") == first)
  }

  @Test func removeTakesEveryOccurrence() async throws {
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    let maria = try track("Khruangbin", "Maria También")
    try await service.remove(tracks: [maria], fromPlaylist: drive.id)
    let after = try await service.tracks(inPlaylist: drive.id)
    #expect(after.count == drive.trackIDs.count - 2)
    #expect(!after.contains { $0.id == maria })
  }

  @Test func addingToTheLibraryIsRecorded() async throws {
    let album = SampleLibrary.contents.albums[0].id
    try await service.addToLibrary(album: album)
    try await service.addToLibrary(tracks: [try track("Burial", "Archangel")])
    #expect(await service.writeLog.entries.map(\.write.method) == [.addToLibrary, .addToLibrary])
    #expect(await service.contents == service.pristine)
  }

  /// Writes that must be refused, and what the refusal says.
  @Test func refusedWritesChangeNothing() async throws {
    let replay = try #require(try await service.playlist(named: "Replay 2025"))
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    let birds = try track("Bob Marley & The Wailers", "Three Little Birds")
    let unknownTrack = LibraryTrackID(derivedFrom: "nothing")
    let unknownPlaylist = LibraryPlaylistID(derivedFrom: "nowhere")
    let refusals: [(String, () async throws -> Void)] = [
      ("cannot be edited", { try await service.add(tracks: [birds], toPlaylist: replay.id) }),
      (
        "not found: playlist",
        { try await service.add(tracks: [birds], toPlaylist: unknownPlaylist) }
      ),
      (
        "not found: track",
        { try await service.add(tracks: [birds, unknownTrack], toPlaylist: drive.id) }
      ),
      ("no tracks", { try await service.add(tracks: [], toPlaylist: drive.id) }),
      (
        "is not in the playlist",
        { try await service.remove(tracks: [birds], fromPlaylist: drive.id) }
      ),
      ("already exists", { _ = try await service.createPlaylist(named: "late night drive") }),
      ("already exists", { _ = try await service.createPlaylist(named: "CAFE JAZZ") }),
      ("not a usable", { _ = try await service.createPlaylist(named: "  ") }),
      ("not a usable", { _ = try await service.createPlaylist(named: "Two\nLines") }),
      (
        "not found: album",
        { try await service.addToLibrary(album: LibraryAlbumID(derivedFrom: "x")) }
      ),
    ]
    for (message, write) in refusals {
      do {
        try await write()
        Issue.record("accepted a write that should fail with '\(message)'")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
    #expect(await service.contents == service.pristine)
    #expect(await service.writeLog.entries.isEmpty)
  }

  @Test func aSavedLogReplaysOntoThePristineLibrary() async throws {
    let birds = try track("Bob Marley & The Wailers", "Three Little Birds")
    let trip = try await service.createPlaylist(named: "Road Trip")
    try await service.add(tracks: [birds, birds], toPlaylist: trip.id)
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    try await service.remove(tracks: [drive.trackIDs[1]], fromPlaylist: drive.id)

    let saved = try JSONEncoder().encode(await service.writeLog)
    let log = try JSONDecoder().decode(WriteLog.self, from: saved)
    #expect(log == (await service.writeLog))
    #expect(
      try InMemoryLibraryService.replay(log, onto: SampleLibrary.contents)
        == (await service.contents))

    let restored = try InMemoryLibraryService(replaying: log, clock: VirtualClock())
    #expect(await restored.contents == (await service.contents))
    let next = try await restored.createPlaylist(named: "Another")
    #expect(await restored.writeLog.entries.last?.sequence == 4)
    #expect(next.id == LibraryWrite.createdPlaylistID(name: "Another", sequence: 4))
  }

  @Test func aLogThatNoLongerAppliesIsRefused() throws {
    let trip = LibraryWrite.createdPlaylistID(name: "Road Trip", sequence: 1)
    let entry = { (sequence: Int, write: LibraryWrite) in
      WriteLogEntry(sequence: sequence, write: write, instant: .start, date: .distantPast)
    }
    let outOfOrder = WriteLog(entries: [
      entry(2, .createPlaylist(name: "A")), entry(1, .createPlaylist(name: "B")),
    ])
    #expect(throws: LibraryWriteError.logOutOfOrder(sequence: 1)) {
      _ = try InMemoryLibraryService.replay(outOfOrder, onto: SampleLibrary.contents)
    }
    let foreign = WriteLog(entries: [entry(1, .addTracksToPlaylist(tracks: [], playlist: trip))])
    #expect(throws: ServiceError.notFound("playlist \(trip)")) {
      _ = try InMemoryLibraryService.replay(foreign, onto: SampleLibrary.contents)
    }
  }

  /// Found by a bad-input test: a saved entry numbered `Int.max` replayed, and the next write
  /// trapped computing its number.
  @Test func aLogEntryNumberedIntMaxIsRefused() throws {
    let log = WriteLog(entries: [
      WriteLogEntry(
        sequence: .max, write: .createPlaylist(name: "Huge"), instant: .start, date: .distantPast)
    ])
    #expect(throws: LibraryWriteError.logSequenceTooLarge(sequence: .max)) {
      _ = try InMemoryLibraryService(replaying: log, clock: VirtualClock())
    }
  }

  @Test func writesEncodeWithTheirArgumentNames() throws {
    let write = LibraryWrite.createPlaylist(name: "Road Trip")
    let json = String(decoding: try JSONEncoder().encode(write), as: UTF8.self)
    #expect(json == #"{"createPlaylist":{"name":"Road Trip"}}"#)
  }
}
