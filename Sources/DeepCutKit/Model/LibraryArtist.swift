/// An artist in the user's library.
public struct LibraryArtist: LibraryItem, Identifiable, Hashable, Sendable, Codable {
  public static let idPrefix = "r."

  public var id: LibraryArtistID
  public var name: String
  /// The catalog artist this library artist links to, the only supported bridge to the catalog.
  ///
  /// `nil` means the artist is unmatched: show it as such, never drop it silently.
  public var catalogID: CatalogArtistID?
  /// The MusicBrainz artist ids the library's own tags give this artist (a file library tagged
  /// by Picard or beets: `MUSICBRAINZ_ALBUMARTISTID`, else `MUSICBRAINZ_ARTISTID`), sorted.
  ///
  /// `nil` when no track is tagged (Library.xml and Apple Music never are); one id links the
  /// artist exactly, with no search; more than one is a conflict, matched by name and said so.
  public var taggedMusicBrainzIDs: [String]?

  public init(
    id: LibraryArtistID, name: String, catalogID: CatalogArtistID? = nil,
    taggedMusicBrainzIDs: [String]? = nil
  ) {
    self.id = id
    self.name = name
    self.catalogID = catalogID
    self.taggedMusicBrainzIDs = taggedMusicBrainzIDs
  }
}
