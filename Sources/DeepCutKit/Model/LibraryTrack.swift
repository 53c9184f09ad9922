/// A song in the user's library.
public struct LibraryTrack: LibraryItem, Identifiable, Hashable, Sendable, Codable {
  public static let idPrefix = "i."

  public var id: LibraryTrackID
  public var title: String
  public var artistID: LibraryArtistID
  public var artistName: String
  public var albumID: LibraryAlbumID
  public var albumTitle: String
  /// Length in milliseconds, as Library.xml's `Total Time` and the API's `durationInMillis`.
  public var durationMilliseconds: Int
  public var discNumber: Int
  public var trackNumber: Int
  /// Why the track cannot be played here (for example "not available in this storefront"), or
  /// `nil` when it can.
  public var unplayableReason: String?
  public var catalogID: CatalogSongID?

  public init(
    id: LibraryTrackID, title: String, artistID: LibraryArtistID, artistName: String,
    albumID: LibraryAlbumID, albumTitle: String, durationMilliseconds: Int,
    discNumber: Int = 1, trackNumber: Int, unplayableReason: String? = nil,
    catalogID: CatalogSongID? = nil
  ) {
    self.id = id
    self.title = title
    self.artistID = artistID
    self.artistName = artistName
    self.albumID = albumID
    self.albumTitle = albumTitle
    self.durationMilliseconds = durationMilliseconds
    self.discNumber = discNumber
    self.trackNumber = trackNumber
    self.unplayableReason = unplayableReason
    self.catalogID = catalogID
  }

  /// The track's length.
  public var duration: Duration { .milliseconds(durationMilliseconds) }

  /// Whether the player can play this track.
  public var isPlayable: Bool { unplayableReason == nil }
}
