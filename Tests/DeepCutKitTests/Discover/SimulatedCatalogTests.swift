import DeepCutKit
import Foundation
import Testing

@Suite struct SimulatedCatalogTests {
  /// 300 artists and their albums, as an import would have them (no catalog links).
  static let library = GeneratedLibrary.contents(artists: 300, tracksPerAlbum: 1)
  static let catalog = SimulatedCatalog(library: library)

  /// A catalog for artists with no albums at all: only the names decide the discographies.
  static let namesOnly = SimulatedCatalog(library: LibraryContents(artists: library.artists))

  private var linked: [LibraryArtist] { Self.catalog.linkedLibrary.artists }

  private func discography(_ artist: LibraryArtist, in catalog: SimulatedCatalog = catalog) throws
    -> [CatalogRelease]
  {
    let link = try #require(catalog.linkedLibrary.artists.first { $0.id == artist.id }?.catalogID)
    return try #require(catalog.discography(of: link))
  }

  @Test func isLabelledSimulated() {
    #expect(Self.catalog.label == "simulated catalog")
    #expect(Self.catalog.isSimulated)
    #expect(LatencyCatalog(Self.catalog, latency: .zero, clock: VirtualClock()).isSimulated)
  }

  @Test func theSameNameGivesTheSameDiscographyInAnyLibrary() throws {
    let again = SimulatedCatalog(library: Self.library)
    for artist in linked.filter({ $0.catalogID != nil }).prefix(50) {
      #expect(try discography(artist) == discography(artist, in: again))
    }
    // An artist alone in another library, with the same albums: same releases, same ids.
    let artist = try #require(linked.first { $0.catalogID != nil })
    let alone = SimulatedCatalog(
      library: LibraryContents(
        artists: [LibraryArtist(id: artist.id, name: artist.name)],
        albums: Self.library.albums.filter { $0.artistID == artist.id }))
    #expect(try discography(artist) == discography(artist, in: alone))
  }

  @Test func catalogsRangeFromOneReleaseToSixtyPlusWithSomeSingles() throws {
    let catalog = Self.namesOnly
    let sizes = try catalog.linkedLibrary.artists.filter { $0.catalogID != nil }.map {
      try #require(catalog.discography(of: $0.catalogID!)).count
    }
    #expect(sizes.min() == 1)
    #expect((sizes.max() ?? 0) >= 60)
    #expect(sizes.filter { $0 > 25 }.count >= 10, "paging past 25 happens often enough")
    let types = linked.compactMap { $0.catalogID.flatMap(Self.catalog.discography) }.joined()
      .map(\.releaseType)
    #expect(Set(types) == ReleaseType.commonTypes)
    #expect(types.filter { $0 == .single }.count > types.count / 6)
  }

  @Test func releasesAreBelievable() throws {
    var ids: Set<CatalogReleaseID> = []
    for artist in linked where artist.catalogID != nil {
      let releases = try discography(artist)
      #expect(releases.first?.releaseType != .single)
      #expect(releases.map(\.releaseDate) == releases.map(\.releaseDate).sorted())
      for release in releases {
        #expect(CatalogReleaseID(release.id.rawValue) != nil, "numeric id")
        #expect(ids.insert(release.id).inserted, "unique id \(release.id)")
        #expect(release.artistID == artist.catalogID && release.artistName == artist.name)
        #expect(!release.title.isEmpty)
        let year = try #require(release.year)
        #expect((1960...2025).contains(year), "\(release.releaseDate)")
        #expect(release.releaseDate.count == 10)
        let tracks: ClosedRange<Int> =
          switch release.releaseType {
          case .single: 1...3
          case .ep: 4...6
          case .album, .soundtrack, .remix, .other: 9...14
          case .live: 12...19
          case .compilation: 14...23
          }
        #expect(tracks.contains(release.trackCount), "\(release.title)")
        if release.releaseType == .single { #expect(release.title.hasSuffix(" - Single")) }
      }
    }
  }

  @Test func pagesFollowNextLikeTheAPI() async throws {
    let catalog = Self.namesOnly
    let big = try #require(
      catalog.linkedLibrary.artists.compactMap(\.catalogID).first {
        (catalog.discography(of: $0)?.count ?? 0) > 50
      })
    let all = try #require(catalog.discography(of: big))
    let first = try await catalog.releases(of: big, limit: 25, after: nil)
    #expect(first.items == Array(all.prefix(25)))
    #expect(first.next == "/v1/catalog/us/artists/\(big)/albums?offset=25")
    let second = try await catalog.releases(of: big, limit: 25, after: first.next)
    #expect(second.items == Array(all[25..<50]))
    #expect(try await catalog.allReleases(of: big) == all)
    #expect(try await catalog.allReleases(of: big, pageLimit: 7) == all)
    let clamped = try await catalog.releases(of: big, limit: 500, after: nil)
    #expect(clamped.items.count == min(100, all.count))
    #expect(try await catalog.releases(of: big, limit: 0, after: nil).items.count == 1)
    let other = try #require(catalog.linkedLibrary.artists.compactMap(\.catalogID).last)
    await #expect(throws: ServiceError.self) {
      _ = try await catalog.releases(of: other, limit: 25, after: first.next)
    }
  }

  @Test func aLibraryIDIsNotFound() async throws {
    let artist = try #require(linked.first)
    await #expect {
      _ = try await Self.catalog.releases(
        of: CatalogArtistID(unchecked: artist.id.rawValue), limit: 25, after: nil)
    } throws: { error in
      guard case .notFound(let what) = error as? ServiceError else { return false }
      return what.contains(artist.id.rawValue) && what.contains("a library id?")
    }
  }

  @Test func consultsTheFailureInjectorOnEveryPage() async throws {
    let failures = FailureInjector()
    let catalog = SimulatedCatalog(
      library: LibraryContents(artists: Self.library.artists), failures: failures)
    let big = try #require(
      catalog.linkedLibrary.artists.compactMap(\.catalogID).first {
        (catalog.discography(of: $0)?.count ?? 0) > 25
      })
    failures.fail([.catalogReleases], afterCalls: 1)
    _ = try await catalog.releases(of: big, limit: 25, after: nil)
    await #expect(throws: ServiceError.network) {
      _ = try await catalog.allReleases(of: big)
    }
  }

  // MARK: - The bridge for an imported library

  @Test func linksEveryArtistButAFewUnmatchedByName() {
    let artists = linked
    #expect(artists.map(\.id) == Self.library.artists.map(\.id))
    let unmatched = artists.filter { $0.catalogID == nil }
    #expect(unmatched.map(\.name) == artists.map(\.name).filter(SimulatedCatalog.leavesUnmatched))
    #expect((3...30).contains(unmatched.count), "about one in twenty of 300")
    let links = artists.compactMap(\.catalogID)
    #expect(Set(links).count == links.count)
    #expect(links.allSatisfy { $0.rawValue.count == 10 && CatalogArtistID($0.rawValue) != nil })
    #expect(links.allSatisfy { Self.catalog.artist($0) != nil })
  }

  @Test func keepsLinksAnArtistAlreadyHas() throws {
    var contents = Self.library
    contents.artists[0].catalogID = CatalogArtistID("42")
    let catalog = SimulatedCatalog(library: contents)
    #expect(catalog.linkedLibrary.artists[0].catalogID == CatalogArtistID("42"))
    #expect(catalog.artist(CatalogArtistID("42")!)?.name == contents.artists[0].name)
  }

  @Test func theLibraryServiceAnswersThroughTheSimulation() async throws {
    let service = InMemoryLibraryService(
      contents: Self.catalog.linkedLibrary, clock: VirtualClock())
    for artist in linked.prefix(60) {
      let link = try await service.catalogArtist(for: artist.id)
      #expect(link?.id == artist.catalogID)
      if let link {
        #expect(try await Self.catalog.allReleases(of: link.id).isEmpty == false)
      }
    }
  }

  @Test func artistsOwnSomeOfTheirSimulatedReleases() async throws {
    let albums = Dictionary(grouping: Self.library.albums, by: \.artistID)
    var owning = 0
    var matched = 0
    var editions = 0
    for artist in linked where artist.catalogID != nil {
      matched += 1
      let releases = try discography(artist)
      let cuts = ArtistCuts(
        releases: releases, albums: albums[artist.id] ?? [], artists: [artist],
        types: Set(ReleaseType.allCases))
      if cuts.owned > 0 { owning += 1 }
      editions += releases.count {
        $0.title.hasSuffix("(Deluxe Edition)") || $0.title.hasSuffix("(Remastered)")
      }
    }
    #expect(owning > matched * 9 / 10, "\(owning) of \(matched) artists own something")
    #expect(editions > 0, "some owned records show up as another edition")
  }
}
