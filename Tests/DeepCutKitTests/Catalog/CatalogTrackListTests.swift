import DeepCutKit
import Testing

/// Every catalog release has a track list the emulated player can play (issue #13, point 3).
@Suite struct CatalogTrackListTests {
  let catalog = SampleCatalog()

  private func acidBathLive() async throws -> CatalogRelease {
    let releases = SampleCatalog.discographies.values.flatMap(\.releases)
    let id = try #require(releases.first { $0.title == "Live at the Abyss, Houston 1996" }?.id)
    return try await catalog.release(id)
  }

  @Test func everySampleReleaseHasBelievableDeterministicTracks() async throws {
    var short = 0
    for release in SampleCatalog.discographies.values.flatMap(\.releases) {
      let tracks = try await catalog.tracks(of: release.id)
      #expect(tracks.count == release.trackCount, "\(release.title)")
      #expect(tracks.map(\.trackNumber) == Array(1...release.trackCount))
      #expect(Set(tracks.map(\.title)).count == tracks.count, "\(release.title) repeats a title")
      #expect(Set(tracks.map(\.id)).count == tracks.count)
      #expect(tracks.allSatisfy { $0.releaseID == release.id && $0.artistID == release.artistID })
      #expect(tracks.allSatisfy { (20_000...480_000).contains($0.durationMilliseconds) })
      short += tracks.count(where: { $0.duration < .seconds(30) })
      #expect(try await catalog.tracks(of: release.id) == tracks)
    }
    // Some tracks are shorter than the 30 s after which a play counts, so that rule shows.
    #expect(short > 0)
  }

  @Test func aSingleLeadsWithItsOwnTitle() async throws {
    let single = try #require(
      SampleCatalog.discographies.values.flatMap(\.releases).first { $0.releaseType == .single })
    let tracks = try await catalog.tracks(of: single.id)
    #expect(tracks.first?.title == single.title.replacingOccurrences(of: " - Single", with: ""))
  }

  @Test func releasesAreFoundByIDAndUnknownIDsAreNotFound() async throws {
    let live = try await acidBathLive()
    #expect(live.artistName == "Acid Bath")
    await #expect(throws: ServiceError.notFound("catalog release '42'")) {
      _ = try await catalog.release(CatalogReleaseID("42")!)
    }
    await #expect(throws: ServiceError.self) {
      _ = try await catalog.tracks(of: CatalogReleaseID(unchecked: "l.abc"))
    }
  }

  @Test func failuresCanBeInjectedIntoTrackLists() async throws {
    let failures = FailureInjector()
    let catalog = SampleCatalog(failures: failures)
    let live = try await acidBathLive()
    failures.fail([.catalogTracks], with: .network, once: true)
    await #expect(throws: ServiceError.network) { _ = try await catalog.tracks(of: live.id) }
    #expect(try await catalog.tracks(of: live.id).count == live.trackCount)
  }

  @Test func theSimulatedCatalogListsTracksOfEveryRelease() async throws {
    let library = GeneratedLibrary.contents(artists: 30)
    let simulated = SimulatedCatalog(library: library)
    var checked = 0
    for artist in simulated.linkedLibrary.artists {
      guard let link = artist.catalogID, let releases = simulated.discography(of: link) else {
        continue
      }
      for release in releases.prefix(3) {
        #expect(try await simulated.release(release.id) == release)
        let tracks = try await simulated.tracks(of: release.id)
        #expect(tracks.count == release.trackCount)
        #expect(tracks == (try await simulated.tracks(of: release.id)))
        checked += 1
      }
    }
    #expect(checked > 50)
    #expect((SampleCatalog() as any CatalogSource).releaseSource != nil)
    let wrapped = LatencyCatalog(simulated, latency: .zero, clock: VirtualClock())
    #expect(wrapped.releaseSource != nil)
  }

  @Test func aReleasePlaysOnTheEmulatedPlayerBeforeItIsAdded() async throws {
    let live = try await acidBathLive()
    let previews = try await catalog.tracks(of: live.id).map(\.preview)
    #expect(previews.allSatisfy { $0.isCatalogPreview && $0.catalogID != nil })
    #expect(previews.allSatisfy { $0.albumTitle == live.title && $0.artistName == "Acid Bath" })
    var session = PlaybackSession()
    let notices = try session.perform(.play(previews, startingAt: 0), at: .start)
    #expect(notices.map(\.description).first?.hasPrefix("♪ now playing: ") == true)
    let total = previews.reduce(Duration.zero) { $0 + $1.duration }
    let ended = session.advance(to: .start + total)
    #expect(ended.map(\.description).contains("■ queue ended"))
    #expect(ended.count(where: { $0.description.hasPrefix("♪") }) == previews.count - 1)
  }
}
