/// The library's albums arranged for answering "is this release owned?" without a scan.
///
/// Build it once per library (or after a write) and ask it for every release of every artist;
/// it gives the same answers as `Ownership.match` tried against every album.
public struct OwnershipIndex: Sendable {
  private struct TitleKey: Hashable {
    var title: String
    var size: Ownership.Size
  }

  private var byCatalogID: [CatalogReleaseID: LibraryAlbum] = [:]
  private var byArtistLink: [CatalogArtistID: [TitleKey: LibraryAlbum]] = [:]
  private var byArtistName: [String: [TitleKey: LibraryAlbum]] = [:]
  /// The albums' artist names as written, folded: a release usually spells its artist the same
  /// way, and a lookup costs less than folding the name again for every release.
  private var foldedNames: [String: String] = [:]
  /// The last answer of `unowned(_:of:)` for each artist, with the releases it was asked
  /// about: the feed's view asks again about every cached cut each time it is shown, and an
  /// index is only reused while the library is unchanged (`of(albums:artists:)`).
  private let unownedAnswers = LockedValue<
    [LibraryArtistID: (asked: [CatalogRelease], unowned: [CatalogRelease])]
  >([:])

  /// Indexes `albums`; `artists` supply each album's catalog link, `exact` the releases some
  /// albums are known to be (those own nothing by title).
  public init(albums: [LibraryAlbum], artists: [LibraryArtist], exact: ExactReleases = .none) {
    var links: [LibraryArtistID: CatalogArtistID] = [:]
    for artist in artists {
      if let link = artist.catalogID { links[artist.id] = link }
    }
    // Albums are visited in order and the first one wins, so answers are stable.
    for album in albums {
      if let catalogID = album.catalogID, byCatalogID[catalogID] == nil {
        byCatalogID[catalogID] = album
      }
      if let known = exact.releases(of: album.id) {
        for id in known where byCatalogID[id] == nil { byCatalogID[id] = album }
        continue
      }
      let key = TitleKey(
        title: TitleNormalizer.key(album.title), size: Ownership.Size(album.releaseType))
      if let link = links[album.artistID], byArtistLink[link]?[key] == nil {
        byArtistLink[link, default: [:]][key] = album
      }
      let name = folded(album.artistName)
      if byArtistName[name]?[key] == nil { byArtistName[name, default: [:]][key] = album }
    }
  }

  /// The album that owns `release` and how, or `nil` when the library does not own it.
  public func owner(of release: CatalogRelease) -> (album: LibraryAlbum, match: Ownership.Match)? {
    if let album = byCatalogID[release.id] { return (album, .catalogID) }
    let key = TitleKey(
      title: TitleNormalizer.key(release.title), size: Ownership.Size(release.releaseType))
    if let album = byArtistLink[release.artistID]?[key] { return (album, .title) }
    let name = foldedNames[release.artistName] ?? NameFolding.fold(release.artistName)
    if let album = byArtistName[name]?[key] {
      return (album, .title)
    }
    return nil
  }

  /// `name` folded, remembered for `owner(of:)`.
  private mutating func folded(_ name: String) -> String {
    if let folded = foldedNames[name] { return folded }
    let folded = NameFolding.fold(name)
    foldedNames[name] = folded
    return folded
  }

  /// Whether the library owns `release`.
  public func owns(_ release: CatalogRelease) -> Bool { owner(of: release) != nil }

  /// The releases of `releases` (`artist`'s cuts) the library does not own, in their order.
  ///
  /// Remembered per artist: asked again with the same releases (an array sharing its storage
  /// with the last one compares equal at once), it answers without keying their titles again.
  public func unowned(_ releases: [CatalogRelease], of artist: LibraryArtistID)
    -> [CatalogRelease]
  {
    if let last = unownedAnswers.withLock({ $0[artist] }), last.asked == releases {
      return last.unowned
    }
    let unowned = releases.filter { !owns($0) }
    unownedAnswers.withLock { $0[artist] = (releases, unowned) }
    return unowned
  }
}

extension OwnershipIndex {
  /// The index of `albums` and `artists`, reused while they stay equal.
  ///
  /// `discover` and `discover status` index the whole library on every call to leave out cuts
  /// the library owns now; the library rarely changes between two calls, and comparing it with
  /// the last one costs a fraction of indexing its titles again.
  public static func of(
    albums: [LibraryAlbum], artists: [LibraryArtist], exact: ExactReleases = .none
  ) -> OwnershipIndex {
    lastBuilt(Library(albums: albums, artists: artists, exact: exact.byAlbum))
  }

  private struct Library: Equatable, Sendable {
    var albums: [LibraryAlbum]
    var artists: [LibraryArtist]
    var exact: [LibraryAlbumID: Set<CatalogReleaseID>]
  }

  private static let lastBuilt = Memo<Library, OwnershipIndex> {
    OwnershipIndex(albums: $0.albums, artists: $0.artists, exact: ExactReleases(byAlbum: $0.exact))
  }
}
