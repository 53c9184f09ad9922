import DeepCutKit
import Testing

@Suite struct ArtistCutsTests {
  let library = SampleLibrary.contents

  /// Cuts the way the app should compute them: the artist's catalog link, then every page.
  private func cuts(
    _ name: String, types: Set<ReleaseType> = ReleaseType.defaultFilter
  ) async throws -> ArtistCuts {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let artist = try #require(try await service.artists().first { $0.name == name })
    let link = try #require(try await service.catalogArtist(for: artist.id))
    let releases = try await SampleCatalog().allReleases(of: link.id)
    return ArtistCuts(
      releases: releases, albums: try await service.albums(by: artist.id),
      artists: [artist], types: types)
  }

  @Test(arguments: [
    ("A.N.I.M.A.L.", 25, 4, 21), ("A$AP Rocky", 25, 6, 19), ("Acid Bath", 7, 6, 1),
  ])
  func reproducesTheAppsDiagnostic(name: String, total: Int, owned: Int, cuts: Int) async throws {
    let result = try await self.cuts(name)
    #expect(result.summary == "total=\(total) owned=\(owned) cuts=\(cuts)")
  }

  @Test func acidBathsOneCutIsTheLiveRecord() async throws {
    let result = try await cuts("Acid Bath")
    #expect(result.cuts.map(\.title) == ["Live at the Abyss, Houston 1996"])
  }

  @Test func cutsAreNewestFirst() async throws {
    let dates = try await cuts("A$AP Rocky").cuts.map(\.releaseDate)
    #expect(dates == dates.sorted(by: >))
  }

  @Test func theTypesFilterChangesTheFigures() async throws {
    let singles = try await cuts("A$AP Rocky", types: [.single])
    #expect(singles.total >= 5)
    #expect(singles.cuts.allSatisfy { $0.releaseType == .single })
    let everything = try await cuts("A$AP Rocky", types: Set(ReleaseType.allCases))
    #expect(everything.total == 25 + singles.total)
  }

  @Test func aProlificArtistIsCountedPastTheFirstPage() async throws {
    let gizzard = try await cuts(
      "King Gizzard & the Lizard Wizard", types: Set(ReleaseType.allCases))
    #expect(gizzard.total >= 60)
    #expect(gizzard.owned == 3)
  }

  @Test func aSingleDoesNotOwnItsAlbumNorTheOtherWayRound() async throws {
    let arctic = try await cuts("Arctic Monkeys", types: Set(ReleaseType.allCases))
    let cutTitles = arctic.cuts.map { "\($0.releaseType.label) \($0.title)" }
    #expect(cutTitles.contains("album Tranquility Base Hotel & Casino"))
    #expect(!cutTitles.contains("single Tranquility Base Hotel & Casino"))
    let mac = try await cuts("Mac DeMarco", types: Set(ReleaseType.allCases))
    #expect(mac.cuts.contains { $0.title == "Salad Days" && $0.releaseType == .single })
    #expect(!mac.cuts.contains { $0.title == "Salad Days" && $0.releaseType == .album })
  }

  @Test func editionsOnEitherSideOwnEachOther() async throws {
    // The library's "(2011 Remaster)", without a catalog id, owns the standard and the 50th.
    let floyd = try await cuts("Pink Floyd")
    #expect(!floyd.cuts.contains { $0.title.hasPrefix("The Dark Side of the Moon") })
    // The library's plain "Rumours", without a catalog id, owns the catalog's "(Super Deluxe)".
    let fleetwood = try await cuts("Fleetwood Mac")
    #expect(!fleetwood.cuts.contains { $0.title == "Rumours (Super Deluxe)" })
    #expect(fleetwood.cuts.contains { $0.title == "Rumours Live" })
  }

  @Test func theIndexAgreesWithThePairwiseRule() {
    let index = OwnershipIndex(albums: library.albums, artists: library.artists)
    let links = Dictionary(uniqueKeysWithValues: library.artists.map { ($0.id, $0.catalogID) })
    for release in SampleCatalog.discographies.values.flatMap(\.releases) {
      let pairwise = library.albums.contains {
        Ownership.match($0, artistLink: links[$0.artistID] ?? nil, owns: release) != nil
      }
      #expect(index.owns(release) == pairwise, "\(release.artistName): \(release.title)")
    }
  }
}
