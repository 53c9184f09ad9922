/// The rules that decide whether a library album means the user owns a catalog release.
///
/// 0. **Known exactly.** An album whose tags give its releases (`ExactReleases`: MusicBrainz
///    release groups) owns those and no other, whatever the titles say: the tags are the
///    truth, and editions are already one release group.
/// 1. **Catalog id.** An album whose catalog id is the release's id owns it, whatever the titles
///    and types say: the id is the truth when the library knows it.
/// 2. **Title and artist.** Failing that, an album owns a release by the same artist (the album's
///    artist links to the release's catalog artist, or the names fold the same) whose title has the
///    same `TitleNormalizer` key, so editions own each other: a deluxe edition in the library owns
///    the standard release and the other way round. This also covers albums without a catalog id.
/// 3. **Same kind of record.** A title match counts only within one `Size`: singles own singles,
///    EPs own EPs, and albums, live albums and compilations own one another. A single never owns the
///    album it came from, and an album does not own a same-titled single (which often carries
///    other versions); an EP and an album of one title are different records in the same way.
///    Albums, live albums and compilations (and soundtracks, remix records and other long
///    releases a real catalog holds) are one size because libraries label them loosely
///    (Library.xml knows no release types), while same-titled studio and live records are rare.
public enum Ownership {
  /// How an album owns a release.
  public enum Match: String, Hashable, Sendable, Codable {
    /// The album's catalog id is the release's id.
    case catalogID
    /// Same artist, same edition-folded title, same size of record.
    case title
  }

  /// The kinds of record that can own one another by title.
  public enum Size: Hashable, Sendable {
    case single
    case ep
    /// Albums, live albums and compilations.
    case long

    public init(_ type: ReleaseType) {
      switch type {
      case .single: self = .single
      case .ep: self = .ep
      case .album, .live, .compilation, .soundtrack, .remix, .other: self = .long
      }
    }
  }

  /// How `album` owns `release`, or `nil` when it does not.
  ///
  /// - Parameters:
  ///   - album: An album from the library.
  ///   - artistLink: The catalog link of the album's library artist (`nil` when unmatched).
  ///   - release: A release from the catalog.
  public static func match(
    _ album: LibraryAlbum, artistLink: CatalogArtistID?, owns release: CatalogRelease
  ) -> Match? {
    if let catalogID = album.catalogID, catalogID == release.id { return .catalogID }
    let sameArtist =
      artistLink == release.artistID
      || NameFolding.fold(album.artistName) == NameFolding.fold(release.artistName)
    guard sameArtist, Size(album.releaseType) == Size(release.releaseType) else { return nil }
    return TitleNormalizer.key(album.title) == TitleNormalizer.key(release.title) ? .title : nil
  }
}
