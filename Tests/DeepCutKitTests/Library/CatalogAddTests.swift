import DeepCutKit
import Foundation
import Testing

/// Adding a catalog release to the library, the way the API does (issue #13, point 2).
@Suite struct CatalogAddTests {
  let catalog = SampleCatalog()

  private func release(_ title: String) throws -> CatalogRelease {
    try #require(SampleCatalog.discographies.values.flatMap(\.releases).first { $0.title == title })
  }

  private func acidBath(_ service: InMemoryLibraryService) async throws -> LibraryArtist {
    try #require(try await service.artists().first { $0.name == "Acid Bath" })
  }

  @Test func aCutBecomesANewLinkedAlbumAndStopsBeingACut() async throws {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let live = try release("Live at the Abyss, Houston 1996")
    let tracks = try await catalog.tracks(of: live.id)
    let artist = try await acidBath(service)
    let before = ArtistCuts(
      releases: try await catalog.allReleases(of: artist.catalogID!),
      albums: try await service.albums(by: artist.id), artists: [artist])
    #expect(before.cuts.map(\.title) == [live.title])

    let result = try await service.addToLibrary(release: live, tracks: tracks)
    guard case .added(let album) = result else {
      Issue.record("not added: \(result)")
      return
    }
    #expect(album.catalogID == live.id)
    #expect(album.artistID == artist.id)
    #expect(album.id.rawValue.hasPrefix("l.") && album.id == LibraryWrite.addedAlbumID(live.id))
    let songs = try await service.tracks(onAlbum: album.id)
    #expect(songs.map(\.title) == tracks.map(\.title))
    #expect(songs.map(\.catalogID) == tracks.map(\.id))
    #expect(songs.allSatisfy { $0.id.rawValue.hasPrefix("i.") && !$0.isCatalogPreview })
    let log = await service.writeLog.entries
    #expect(log.map(\.write) == [.addReleaseToLibrary(release: live, tracks: tracks)])

    let after = ArtistCuts(
      releases: try await catalog.allReleases(of: artist.catalogID!),
      albums: try await service.albums(by: artist.id), artists: [artist])
    #expect(after.cuts.isEmpty)
    #expect(after.summary == "total=7 owned=7 cuts=0")
  }

  @Test func anOwnedReleaseIsAlreadyInTheLibraryAndRecordsNothing() async throws {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let owned = try release("When the Kite String Pops")
    let result = try await service.addToLibrary(
      release: owned, tracks: try await catalog.tracks(of: owned.id))
    guard case .alreadyInLibrary(let album) = result else {
      Issue.record("added an owned release: \(result)")
      return
    }
    #expect(album.title == "When the Kite String Pops")
    #expect(await service.writeLog.entries.isEmpty)
    // Adding the same cut twice: the second time it is owned.
    let live = try release("Live at the Abyss, Houston 1996")
    let tracks = try await catalog.tracks(of: live.id)
    _ = try await service.addToLibrary(release: live, tracks: tracks)
    let again = try await service.addToLibrary(release: live, tracks: tracks)
    #expect(again == .alreadyInLibrary(again.album))
    #expect(await service.writeLog.entries.count == 1)
  }

  @Test func anArtistTheLibraryLacksIsCreatedWithItsCatalogLink() async throws {
    let service = InMemoryLibraryService(contents: LibraryContents(), clock: VirtualClock())
    let live = try release("Live at the Abyss, Houston 1996")
    let result = try await service.addToLibrary(
      release: live, tracks: try await catalog.tracks(of: live.id))
    let artists = try await service.artists()
    #expect(artists.map(\.name) == ["Acid Bath"])
    #expect(artists.first?.catalogID == live.artistID)
    #expect(result.album.artistID == artists.first?.id)
  }

  @Test func addingAReleaseToAPlaylistAddsItsTracks() async throws {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    let live = try release("Live at the Abyss, Houston 1996")
    let tracks = try await catalog.tracks(of: live.id)
    let result = try await service.add(release: live, tracks: tracks, toPlaylist: drive.id)
    let listed = try await service.tracks(inPlaylist: drive.id)
    #expect(listed.suffix(tracks.count).map(\.title) == tracks.map(\.title))
    #expect(listed.count == drive.trackIDs.count + tracks.count)
    #expect(await service.writeLog.entries.count == 2)
    // An owned release goes to the playlist from the library, with no second add.
    _ = try await service.add(release: live, tracks: tracks, toPlaylist: drive.id)
    let log = await service.writeLog.entries
    #expect(log.count == 3)
    #expect(
      log.last?.write
        == .addTracksToPlaylist(
          tracks: try await service.tracks(onAlbum: result.album.id).map(\.id), playlist: drive.id))
  }

  @Test func aReplayedLogRecreatesTheAddedRelease() async throws {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let live = try release("Live at the Abyss, Houston 1996")
    _ = try await service.addToLibrary(release: live, tracks: try await catalog.tracks(of: live.id))
    let replayed = try InMemoryLibraryService.replay(
      await service.writeLog, onto: SampleLibrary.contents)
    #expect(replayed == (await service.contents))
  }

  @Test func anInjectedFailureAddsNothing() async throws {
    let failures = FailureInjector()
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    let live = try release("Live at the Abyss, Houston 1996")
    failures.fail([.addToLibrary], with: .network, once: true)
    await #expect(throws: ServiceError.network) {
      _ = try await service.addToLibrary(
        release: live, tracks: try await catalog.tracks(of: live.id))
    }
    #expect(await service.contents == SampleLibrary.contents)
  }

  @Test func theFeedDropsAnAddedCutAtOnce() async throws {
    let clock = VirtualClock()
    let service = InMemoryLibraryService(clock: clock)
    let feed = DiscoverFeed(library: service, catalog: catalog, clock: clock)
    let cache = try await feed.refresh(FeedCache(), batchSize: 48).cache
    let artist = try await acidBath(service)
    let before = try await feed.view(of: cache)
    #expect(before.items.first { $0.artist.id == artist.id }?.cuts.cuts.count == 1)
    let live = try release("Live at the Abyss, Houston 1996")
    _ = try await service.addToLibrary(release: live, tracks: try await catalog.tracks(of: live.id))
    let after = try await feed.view(of: cache)
    #expect(!after.items.contains { $0.artist.id == artist.id })
    #expect(after.status.cuts == before.status.cuts - 1)
    #expect(try await feed.status(of: cache).cuts == before.status.cuts - 1)
  }
}
