import DeepCutKit
import Testing

@Suite struct SampleCatalogTests {
  let catalog = SampleCatalog()
  let library = SampleLibrary.contents

  private func artistID(_ name: String) throws -> CatalogArtistID {
    try #require(library.artists.first { $0.name == name }?.catalogID)
  }

  @Test func parsesEveryLine() throws {
    let discographies = try SampleCatalog.parse()
    #expect(discographies.count == SampleCatalog.discographies.count)
    let ids = discographies.flatMap { $0.releases.map(\.id) }
    #expect(Set(ids).count == ids.count)
  }

  @Test func coversEveryLinkedArtistAndNothingElse() {
    let links = Set(library.artists.compactMap(\.catalogID))
    #expect(Set(SampleCatalog.discographies.keys) == links)
  }

  @Test func everyCatalogIDInTheLibraryIsARelease() {
    let releases = Dictionary(
      uniqueKeysWithValues: SampleCatalog.discographies.values.flatMap(\.releases).map {
        ($0.id, $0)
      })
    let links = Dictionary(uniqueKeysWithValues: library.artists.map { ($0.id, $0.catalogID) })
    for album in library.albums {
      guard let id = album.catalogID else { continue }
      let release = releases[id]
      #expect(release != nil, "\(album.title) links to unknown release \(id)")
      #expect(release?.artistID == links[album.artistID] ?? nil, "\(album.title)")
    }
  }

  @Test func catalogsRangeFromOneReleaseToSixtyPlus() {
    let sizes = SampleCatalog.discographies.values.map(\.releases.count)
    #expect(sizes.min() == 1)
    #expect((sizes.max() ?? 0) >= 60)
  }

  @Test func pagesFollowNextToTheEnd() async throws {
    let gizzard = try artistID("King Gizzard & the Lizard Wizard")
    let first = try await catalog.releases(of: gizzard, limit: 25, after: nil)
    #expect(first.items.count == 25)
    #expect(first.next == "/v1/catalog/us/artists/\(gizzard)/albums?offset=25")
    let second = try await catalog.releases(of: gizzard, limit: 25, after: first.next)
    #expect(second.items.count == 25)
    #expect(Set(first.items.map(\.id)).isDisjoint(with: second.items.map(\.id)))
    let all = try await catalog.allReleases(of: gizzard)
    #expect(all.count >= 60)
    #expect(all == SampleCatalog.discographies[gizzard]?.releases)
    let last = try await catalog.releases(of: gizzard, limit: 25, after: second.next)
    #expect(last.next == nil)
    #expect(first.items.count + second.items.count + last.items.count == all.count)
  }

  @Test func limitsAreClampedToTheAPIsRange() async throws {
    let gizzard = try artistID("King Gizzard & the Lizard Wizard")
    let big = try await catalog.releases(of: gizzard, limit: 500, after: nil)
    #expect(big.next == nil)
    #expect(big.items.count == SampleCatalog.discographies[gizzard]?.releases.count)
    let tiny = try await catalog.releases(of: gizzard, limit: 0, after: nil)
    #expect(tiny.items.count == 1)
    let sibylle = try artistID("Sibylle Baier")
    let only = try await catalog.releases(of: sibylle, limit: 25, after: nil)
    #expect(only.items.count == 1 && only.next == nil)
  }

  @Test func aLibraryIDIsNotFoundAsTheRealAPIAnswers() async throws {
    for artist in library.artists {
      await #expect {
        _ = try await catalog.releases(
          of: CatalogArtistID(unchecked: artist.id.rawValue), limit: 25, after: nil)
      } throws: { error in
        guard case .notFound(let what) = error as? ServiceError else { return false }
        return what.contains(artist.id.rawValue)
      }
    }
    await #expect(throws: ServiceError.notFound("catalog artist '42'")) {
      _ = try await catalog.releases(of: CatalogArtistID("42")!, limit: 25, after: nil)
    }
  }

  @Test func aForeignCursorIsRefused() async throws {
    let gizzard = try artistID("King Gizzard & the Lizard Wizard")
    let acid = try artistID("Acid Bath")
    let first = try await catalog.releases(of: gizzard, limit: 25, after: nil)
    await #expect(throws: ServiceError.self) {
      _ = try await catalog.releases(of: acid, limit: 25, after: first.next)
    }
    await #expect(throws: ServiceError.self) {
      _ = try await catalog.releases(of: gizzard, limit: 25, after: "?offset=-1")
    }
  }

  @Test(arguments: FailureInjector.Kind.allCases)
  func consultsTheFailureInjectorOnEveryPage(kind: FailureInjector.Kind) async throws {
    let failures = FailureInjector()
    let catalog = SampleCatalog(failures: failures)
    let gizzard = try artistID("King Gizzard & the Lizard Wizard")
    failures.fail([.catalogReleases], with: kind, afterCalls: 1)
    let first = try await catalog.releases(of: gizzard, limit: 25, after: nil)
    await #expect(throws: kind.error(for: .catalogReleases)) {
      _ = try await catalog.releases(of: gizzard, limit: 25, after: first.next)
    }
    await #expect(throws: kind.error(for: .catalogReleases)) {
      _ = try await catalog.allReleases(of: gizzard)
    }
  }

  @Test func singlesAreThereForTheTypesFilter() throws {
    let rocky = try #require(SampleCatalog.discographies[try artistID("A$AP Rocky")])
    #expect(rocky.releases.filter { $0.releaseType == .single }.count >= 5)
    #expect(Set(rocky.releases.map(\.releaseType)) == ReleaseType.commonTypes)
  }
}
