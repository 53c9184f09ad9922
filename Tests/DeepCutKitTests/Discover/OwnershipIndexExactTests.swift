import Testing

@testable import DeepCutKit

/// `OwnershipIndex` over one artist's albums, as a refresh builds it.
@Suite struct OwnershipIndexExactTests {
  /// Each generated artist's albums and simulated discography, plus awkward cases drawn
  /// deterministically: albums credited from other artists, names spelled another way, catalog
  /// ids shared with releases, same-titled records of other years and sizes, unlinked artists.
  static let cases:
    [(albums: [LibraryAlbum], artists: [LibraryArtist], releases: [CatalogRelease])] =
      {
        let generated = GeneratedLibrary.contents(artists: 300, tracksPerAlbum: 1)
        let catalog = SimulatedCatalog(library: generated)
        let library = catalog.linkedLibrary
        let albumsByArtist = Dictionary(grouping: library.albums, by: \.artistID)
        var random = SeededRandom(seed: "artist albums")
        var cases: [([LibraryAlbum], [LibraryArtist], [CatalogRelease])] = []
        for artist in library.artists {
          var albums = albumsByArtist[artist.id] ?? []
          var artists = [artist]
          var releases = artist.catalogID.flatMap { catalog.discography(of: $0) } ?? []
          // Another artist's albums, credited to this one (a combined credit).
          if random.chance(percent: 30) {
            let other = random.pick(library.artists)
            albums += albumsByArtist[other.id] ?? []
            if random.chance(percent: 50) { artists.append(other) }
          }
          // The artist unlinked, or linked twice (the last link counts).
          if random.chance(percent: 10) { artists[0].catalogID = nil }
          if random.chance(percent: 10), let link = artist.catalogID {
            artists.append(LibraryArtist(id: artist.id, name: artist.name, catalogID: link))
          }
          for index in albums.indices where random.chance(percent: 20) && !releases.isEmpty {
            let release = random.pick(releases)
            switch random.below(5) {
            case 0: albums[index].catalogID = release.id
            case 1: albums[index].title = release.title.uppercased() + " (Deluxe Edition)"
            case 2: albums[index].artistName = artist.name.uppercased()
            case 3: albums[index].year = nil
            default: albums[index].releaseType = random.pick(ReleaseType.allCases)
            }
          }
          for index in releases.indices where random.chance(percent: 15) {
            switch random.below(4) {
            case 0: releases[index].artistName = artist.name.lowercased()
            case 1:
              releases[index].artistID = CatalogArtistID(unchecked: "\(random.below(1_000))")
            case 2: releases[index].title = albums.isEmpty ? "" : random.pick(albums).title
            default: releases[index].releaseDate = "\(random.int(in: 1960...2025))-01-01"
            }
          }
          if random.chance(percent: 20), let album = albums.first {
            // The same title again, another year: the album's year decides which it owns.
            var again =
              releases.first
              ?? CatalogRelease(
                id: CatalogReleaseID(unchecked: "9"), title: "",
                artistID: CatalogArtistID(unchecked: "9"),
                artistName: artist.name, releaseDate: "2000-01-01", releaseType: .album,
                trackCount: 1)
            again.title = album.title
            again.releaseType = album.releaseType
            again.id = CatalogReleaseID(unchecked: again.id.rawValue + "7")
            again.releaseDate = "\(random.int(in: 1960...2025))-06-06"
            releases.append(again)
          }
          cases.append((albums, artists, releases))
        }
        return cases
      }()

  /// Some albums known exactly (as tagged albums' release groups are), drawn deterministically:
  /// one or two of the discography's releases, or one it does not hold.
  static func exact(for albums: [LibraryAlbum], releases: [CatalogRelease], seed: Int)
    -> ExactReleases
  {
    var random = SeededRandom(seed: "exact \(seed)")
    var exact = ExactReleases()
    for album in albums where random.chance(percent: 40) {
      var known: Set<CatalogReleaseID> = [CatalogReleaseID(unchecked: "elsewhere-\(album.id)")]
      if !releases.isEmpty {
        known = [random.pick(releases).id]
        if random.chance(percent: 30) { known.insert(random.pick(releases).id) }
      }
      exact.byAlbum[album.id] = known
    }
    return exact
  }

  @Test func withExactReleasesOwnsNothingElse() {
    var owned = 0
    for (seed, (albums, artists, releases)) in Self.cases.enumerated() {
      let exact = Self.exact(for: albums, releases: releases, seed: seed)
      let index = OwnershipIndex(albums: albums, artists: artists, exact: exact)
      for release in releases {
        guard let (album, match) = index.owner(of: release),
          let known = exact.releases(of: album.id)
        else {
          continue
        }
        // An album known exactly owns its releases (or one by its own catalog id), never
        // another by title.
        #expect(match == .catalogID)
        #expect(known.contains(release.id) || album.catalogID == release.id)
        owned += 1
      }
    }
    #expect(owned > 50)
  }
}
