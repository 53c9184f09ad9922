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
  /// The others, newest first (ties by title, then id, so the order never varies).
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
    var total = 0
    var cuts: [CatalogRelease] = []
    struct Claim: Hashable {
      var album: LibraryAlbumID
      var title: String
    }
    var claims: [Claim: (year: Int, releases: [CatalogRelease])] = [:]
    for release in releases where types.contains(release.releaseType) {
      total += 1
      guard let (album, match) = ownership.owner(of: release) else {
        cuts.append(release)
        continue
      }
      if match == .title, let albumYear = album.year, release.year != nil {
        let claim = Claim(album: album.id, title: NameFolding.fold(release.title))
        claims[claim, default: (albumYear, [])].releases.append(release)
      }
    }
    for (year, claimed) in claims.values where claimed.count > 1 {
      let nearest = claimed.map { abs($0.year! - year) }.min()!
      cuts += claimed.filter { abs($0.year! - year) != nearest }
    }
    // Positions are sorted rather than the releases, to move less.
    let order = cuts.indices.sorted { ArtistCuts.newestFirst(cuts[$0], cuts[$1]) }
    self.init(total: total, owned: total - cuts.count, cuts: order.map { cuts[$0] })
  }

  /// Sorts `releases` against the library's `albums` and `artists` (a one-off index).
  public init(
    releases: [CatalogRelease], albums: [LibraryAlbum], artists: [LibraryArtist],
    types: Set<ReleaseType> = ReleaseType.defaultFilter
  ) {
    self.init(
      releases: releases, ownership: OwnershipIndex(albums: albums, artists: artists),
      types: types)
  }

  /// The diagnostic line the app printed: `total=25 owned=4 cuts=21`.
  public var summary: String { "total=\(total) owned=\(owned) cuts=\(cuts.count)" }

  private static func newestFirst(_ lhs: CatalogRelease, _ rhs: CatalogRelease) -> Bool {
    if lhs.releaseDate != rhs.releaseDate { return lhs.releaseDate > rhs.releaseDate }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }
}
