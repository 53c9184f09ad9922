/// An artist in the Apple Music catalog.
public struct CatalogArtist: Identifiable, Hashable, Sendable, Codable {
  public var id: CatalogArtistID
  public var name: String

  public init(id: CatalogArtistID, name: String) {
    self.id = id
    self.name = name
  }
}

/// A release (album, EP, single, live record or compilation) in the catalog.
public struct CatalogRelease: Identifiable, Hashable, Sendable, Codable {
  public var id: CatalogReleaseID
  public var title: String
  public var artistID: CatalogArtistID
  public var artistName: String
  /// `YYYY-MM-DD`, as the API's `releaseDate`.
  public var releaseDate: String
  public var releaseType: ReleaseType
  public var trackCount: Int

  public init(
    id: CatalogReleaseID, title: String, artistID: CatalogArtistID, artistName: String,
    releaseDate: String, releaseType: ReleaseType, trackCount: Int
  ) {
    self.id = id
    self.title = title
    self.artistID = artistID
    self.artistName = artistName
    self.releaseDate = releaseDate
    self.releaseType = releaseType
    self.trackCount = trackCount
  }

  /// The release year, from `releaseDate`.
  public var year: Int? { Int(releaseDate.prefix(4)) }
}
