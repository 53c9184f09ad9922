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

  public init(
    id: LibraryAlbumID, title: String, artistID: LibraryArtistID, artistName: String,
    year: Int? = nil, releaseType: ReleaseType = .album, catalogID: CatalogReleaseID? = nil
  ) {
    self.id = id
    self.title = title
    self.artistID = artistID
    self.artistName = artistName
    self.year = year
    self.releaseType = releaseType
    self.catalogID = catalogID
  }
}
