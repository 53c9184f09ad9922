/// One artist's library albums, arranged for deciding which of its catalog releases they own.
///
/// A feed refresh asks about one artist at a time, holding a handful of albums and a few dozen
/// releases: a scan of the albums costs less than building an `OwnershipIndex`'s dictionaries
/// for them and hashing every release's id, title key and artist name. The answers are the
/// index's (a test compares the two): the catalog id first, then the album's artist link, then
/// its folded artist name, each time the first album in order that qualifies.
struct ArtistAlbums: ReleaseOwnership {
  private struct Entry {
    var album: LibraryAlbum
    /// The releases the album is known to be (`ExactReleases`); such an album owns nothing
    /// by title.
    var exact: Set<CatalogReleaseID>?
    /// The catalog link of the album's library artist, as `OwnershipIndex` finds it.
    var link: CatalogArtistID?
    var foldedArtistName: String
    var size: Ownership.Size
    var key: String
    /// Whether `key` is ASCII, known once instead of at every release compared with it.
    var keyIsASCII: Bool
  }

  private var entries: [Entry] = []

  /// Arranges `albums`; `artists` supply each album's catalog link, `exact` the releases some
  /// albums are known to be.
  init(albums: [LibraryAlbum], artists: [LibraryArtist], exact: ExactReleases = .none) {
    entries.reserveCapacity(albums.count)
    for album in albums {
      // As the index's table of links: the last artist of that id with a link.
      let link = artists.last { $0.id == album.artistID && $0.catalogID != nil }?.catalogID
      let folded = foldedName(album.artistName) ?? NameFolding.fold(album.artistName)
      let key = TitleNormalizer.key(album.title)
      entries.append(
        Entry(
          album: album, exact: exact.releases(of: album.id), link: link, foldedArtistName: folded,
          size: Ownership.Size(album.releaseType), key: key, keyIsASCII: ASCIIBytes.isASCII(key)))
    }
  }

  func owner(of release: CatalogRelease) -> (album: LibraryAlbum, match: Ownership.Match)? {
    if let entry = entries.first(where: {
      $0.album.catalogID == release.id || $0.exact?.contains(release.id) == true
    }) {
      return (entry.album, .catalogID)
    }
    let size = Ownership.Size(release.releaseType)
    // Without an album of the same size no title can match: the key is not needed.
    guard entries.contains(where: { $0.size == size && $0.exact == nil }) else { return nil }
    var key = ReleaseKey(release.title)
    // The link decides before the name: the first title match by link wins at once, and the
    // others wait for the name's turn.
    var byName: [Entry] = []
    for entry in entries where entry.size == size && entry.exact == nil {
      guard key.equals(entry.key, isASCII: entry.keyIsASCII) else { continue }
      if entry.link == release.artistID { return (entry.album, .title) }
      byName.append(entry)
    }
    guard !byName.isEmpty else { return nil }
    let name = foldedName(release.artistName) ?? NameFolding.fold(release.artistName)
    return byName.first { $0.foldedArtistName == name }.map { ($0.album, .title) }
  }

  /// The fold of `name` as the index remembers it: that of the first album whose artist name
  /// is `name` (an album and its releases usually spell it alike, so nothing is folded).
  private func foldedName(_ name: String) -> String? {
    entries.first { $0.album.artistName == name }?.foldedArtistName
  }
}

/// A release title's `TitleNormalizer` key, compared with album keys without being built when
/// the title is plain ASCII (most are): by length first, then byte by byte.
///
/// A plain title's key is built once, at the first album key that is not ASCII (such keys
/// compare as text), and compared as text from then on: with an ASCII key that is the same
/// answer as the bytes give.
private struct ReleaseKey {
  private let title: String
  private let plainLength: Int?
  private var key: String?

  init(_ title: String) {
    self.title = title
    plainLength = ASCIITitle.plainKeyLength(title)
    key = plainLength == nil ? TitleNormalizer.key(title) : nil
  }

  mutating func equals(_ albumKey: String, isASCII: Bool) -> Bool {
    if let key { return key == albumKey }
    // A plain key is ASCII, and equal to an ASCII key only byte for byte; another key is
    // compared as text, as the index does.
    guard isASCII else {
      let built = TitleNormalizer.key(title)
      key = built
      return built == albumKey
    }
    return albumKey.utf8.count == plainLength && ASCIITitle.plainKey(of: title, equals: albumKey)
  }
}
