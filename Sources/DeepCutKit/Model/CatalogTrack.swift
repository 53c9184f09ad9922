/// A song on a catalog release: what the emulated player queues to preview a release before it
/// is added, and what adding the release copies into the library.
public struct CatalogTrack: Identifiable, Hashable, Sendable, Codable {
  public var id: CatalogSongID
  public var title: String
  public var releaseID: CatalogReleaseID
  public var releaseTitle: String
  public var artistID: CatalogArtistID
  public var artistName: String
  /// Length in milliseconds, as the API's `durationInMillis`.
  public var durationMilliseconds: Int
  public var discNumber: Int
  public var trackNumber: Int

  public init(
    id: CatalogSongID, title: String, releaseID: CatalogReleaseID, releaseTitle: String,
    artistID: CatalogArtistID, artistName: String, durationMilliseconds: Int,
    discNumber: Int = 1, trackNumber: Int
  ) {
    self.id = id
    self.title = title
    self.releaseID = releaseID
    self.releaseTitle = releaseTitle
    self.artistID = artistID
    self.artistName = artistName
    self.durationMilliseconds = durationMilliseconds
    self.discNumber = discNumber
    self.trackNumber = trackNumber
  }

  /// The track's length.
  public var duration: Duration { .milliseconds(durationMilliseconds) }

  /// The track as the emulated player queues it for a preview: shaped like a library track, so
  /// the player, the indicator and the trace handle both alike, but marked `isCatalogPreview`,
  /// linked to its catalog song, and with ids derived from the catalog ids under their own
  /// namespace, so a preview never passes for something the library holds.
  public var preview: LibraryTrack {
    LibraryTrack(
      id: LibraryTrackID(derivedFrom: "catalog/preview/song/\(id)"), title: title,
      artistID: LibraryArtistID(derivedFrom: "catalog/preview/artist/\(artistID)"),
      artistName: artistName,
      albumID: LibraryAlbumID(derivedFrom: "catalog/preview/release/\(releaseID)"),
      albumTitle: releaseTitle, durationMilliseconds: durationMilliseconds,
      discNumber: discNumber, trackNumber: trackNumber, catalogID: id, isCatalogPreview: true)
  }
}
