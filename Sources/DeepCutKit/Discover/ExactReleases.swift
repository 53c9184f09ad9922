/// The catalog releases some library albums are known to be, exactly: a file library's
/// MusicBrainz tags, each tagged release mapped to its release group.
///
/// Such an album owns those releases and nothing by title (`Ownership`, rule 0): the owned
/// edition "X (Deluxe)" owns the release group "X", and a release group also titled "X" but
/// another record is a cut. Albums not listed here (untagged, or a tag the catalog could not
/// map) are matched by title as before.
public struct ExactReleases: Hashable, Sendable {
  /// The releases each listed album is.
  public var byAlbum: [LibraryAlbumID: Set<CatalogReleaseID>]
  /// What went wrong mapping tags (an unknown release, an unreachable server), one line each,
  /// for the albums that fell back to titles.
  public var warnings: [String]

  public init(byAlbum: [LibraryAlbumID: Set<CatalogReleaseID>] = [:], warnings: [String] = []) {
    self.byAlbum = byAlbum
    self.warnings = warnings
  }

  /// Nothing known exactly: every album is matched by title (every catalog but MusicBrainz).
  public static let none = ExactReleases()

  /// The releases `album` is known to be, or `nil` when it is matched by title.
  public func releases(of album: LibraryAlbumID) -> Set<CatalogReleaseID>? {
    byAlbum[album]
  }
}
