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
  /// Whether this is a catalog song queued for a preview (`CatalogTrack.preview`) rather than
  /// a song in the library: it has no library id of its own and never enters the history.
  public var isCatalogPreview: Bool

  public init(
    id: LibraryTrackID, title: String, artistID: LibraryArtistID, artistName: String,
    albumID: LibraryAlbumID, albumTitle: String, durationMilliseconds: Int,
    discNumber: Int = 1, trackNumber: Int, unplayableReason: String? = nil,
    catalogID: CatalogSongID? = nil, isCatalogPreview: Bool = false
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
    self.isCatalogPreview = isCatalogPreview
  }

  /// The track's length.
  public var duration: Duration { .milliseconds(durationMilliseconds) }

  /// Whether the player can play this track.
  public var isPlayable: Bool { unplayableReason == nil }
}

extension LibraryTrack {
  private enum CodingKeys: String, CodingKey {
    case id, title, artistID, artistName, albumID, albumTitle, durationMilliseconds, discNumber
    case trackNumber, unplayableReason, catalogID, isCatalogPreview
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try values.decode(LibraryTrackID.self, forKey: .id),
      title: try values.decode(String.self, forKey: .title),
      artistID: try values.decode(LibraryArtistID.self, forKey: .artistID),
      artistName: try values.decode(String.self, forKey: .artistName),
      albumID: try values.decode(LibraryAlbumID.self, forKey: .albumID),
      albumTitle: try values.decode(String.self, forKey: .albumTitle),
      durationMilliseconds: try values.decode(Int.self, forKey: .durationMilliseconds),
      discNumber: try values.decode(Int.self, forKey: .discNumber),
      trackNumber: try values.decode(Int.self, forKey: .trackNumber),
      unplayableReason: try values.decodeIfPresent(String.self, forKey: .unplayableReason),
      catalogID: try values.decodeIfPresent(CatalogSongID.self, forKey: .catalogID),
      isCatalogPreview: try values.decodeIfPresent(Bool.self, forKey: .isCatalogPreview) ?? false)
  }

  /// Library songs encode as before; only a preview says that it is one.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(id, forKey: .id)
    try values.encode(title, forKey: .title)
    try values.encode(artistID, forKey: .artistID)
    try values.encode(artistName, forKey: .artistName)
    try values.encode(albumID, forKey: .albumID)
    try values.encode(albumTitle, forKey: .albumTitle)
    try values.encode(durationMilliseconds, forKey: .durationMilliseconds)
    try values.encode(discNumber, forKey: .discNumber)
    try values.encode(trackNumber, forKey: .trackNumber)
    try values.encodeIfPresent(unplayableReason, forKey: .unplayableReason)
    try values.encodeIfPresent(catalogID, forKey: .catalogID)
    if isCatalogPreview { try values.encode(true, forKey: .isCatalogPreview) }
  }
}
