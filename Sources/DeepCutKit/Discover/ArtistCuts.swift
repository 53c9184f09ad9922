/// One artist's deep cuts: the releases the user does not own, and the app's diagnostic counts.
///
/// The counts are the app's `total / owned / cuts`, taken over the releases whose type is in the
/// filter: `A.N.I.M.A.L. total=25 owned=4 cuts=21`. Give it the artist's **whole** discography
/// (every page; see `CatalogSource.allReleases`), or the counts silently stop at 25.
public struct ArtistCuts: Hashable, Sendable, Codable {
  /// Releases of the filtered types in the catalog.
  public var total: Int
  /// Of those, the ones the library owns.
  public var owned: Int
  /// The others, newest first (ties by title, then id, so the order never varies; see
  /// `ReleaseOrder`).
  public var cuts: [CatalogRelease]

  public init(total: Int, owned: Int, cuts: [CatalogRelease]) {
    self.total = total
    self.owned = owned
    self.cuts = cuts
  }

  /// Sorts `releases` into owned and cuts by `ownership`, keeping only `types`.
  ///
  /// When one album owns by title several releases of exactly the same title (a band's
  /// self-titled albums of 1994 and 2001, as MusicBrainz lists them), the year decides where
  /// both are known: the album owns the release nearest its year, and the others are cuts.
  /// Editions titled apart ("… (50th Anniversary)") are still all owned.
  public init(
    releases: [CatalogRelease], ownership: OwnershipIndex,
    types: Set<ReleaseType> = ReleaseType.defaultFilter
  ) {
    // A few types, compared in a list: cheaper than hashing each release's type.
    let wanted = Array(types)
    var total = 0
    var cuts: [CatalogRelease] = []
    var claims: [Claim] = []
    for release in releases where wanted.contains(release.releaseType) {
      total += 1
      guard let (album, match) = ownership.owner(of: release) else {
        cuts.append(release)
        continue
      }
      if match == .title, let albumYear = album.year, release.year != nil {
        let title = NameFolding.fold(release.title)
        if let index = claims.firstIndex(where: { $0.album == album.id && $0.title == title }) {
          claims[index].releases.append(release)
        } else {
          claims.append(Claim(album: album.id, title: title, year: albumYear, releases: [release]))
        }
      }
    }
    for claim in claims where claim.releases.count > 1 {
      let nearest = claim.releases.map { abs($0.year! - claim.year) }.min()!
      cuts += claim.releases.filter { abs($0.year! - claim.year) != nearest }
    }
    self.init(total: total, owned: total - cuts.count, cuts: ReleaseOrder.newestFirst(cuts))
  }

  /// Sorts `releases` against the library's `albums` and `artists`.
  ///
  /// One artist's albums (and those credited to it), as a refresh or `cuts` passes them;
  /// albums `exact` lists own exactly their releases.
  public init(
    releases: [CatalogRelease], albums: [LibraryAlbum], artists: [LibraryArtist],
    exact: ExactReleases = .none, types: Set<ReleaseType> = ReleaseType.defaultFilter
  ) {
    self.init(
      releases: releases,
      ownership: OwnershipIndex(albums: albums, artists: artists, exact: exact), types: types)
  }

  /// The releases one album owns by one folded title, and the album's year.
  private struct Claim {
    var album: LibraryAlbumID
    var title: String
    var year: Int
    var releases: [CatalogRelease]
  }

  /// The diagnostic line the app printed: `total=25 owned=4 cuts=21`.
  public var summary: String { "total=\(total) owned=\(owned) cuts=\(cuts.count)" }
}
