/// An album (or EP, single, live record, compilation) in the user's library.
public struct LibraryAlbum: LibraryItem, Identifiable, Hashable, Sendable, Codable {
  public static let idPrefix = "l."

  public var id: LibraryAlbumID
  public var title: String
  public var artistID: LibraryArtistID
  public var artistName: String
  public var year: Int?
  public var releaseType: ReleaseType
  /// The catalog release this album is, when known; ownership matching uses it first.
  public var catalogID: CatalogReleaseID?
  /// The MusicBrainz releases (`MUSICBRAINZ_ALBUMID`: an edition, not a release group) the
  /// album's tracks are tagged with, sorted; `nil` when none is (Library.xml, Apple Music).
  public var taggedMusicBrainzReleaseIDs: [String]?
  /// The MusicBrainz release group the tags name (`MUSICBRAINZ_RELEASEGROUPID`, MPD 0.24 and
  /// later), which spares the release → release group lookup.
  public var taggedMusicBrainzReleaseGroupID: String?

  public init(
    id: LibraryAlbumID, title: String, artistID: LibraryArtistID, artistName: String,
    year: Int? = nil, releaseType: ReleaseType = .album, catalogID: CatalogReleaseID? = nil,
    taggedMusicBrainzReleaseIDs: [String]? = nil, taggedMusicBrainzReleaseGroupID: String? = nil
  ) {
    self.id = id
    self.title = title
    self.artistID = artistID
    self.artistName = artistName
    self.year = year
    self.releaseType = releaseType
    self.catalogID = catalogID
    self.taggedMusicBrainzReleaseIDs = taggedMusicBrainzReleaseIDs
    self.taggedMusicBrainzReleaseGroupID = taggedMusicBrainzReleaseGroupID
  }
}
