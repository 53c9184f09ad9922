/// A catalog song on its own, as Apple Music's listening history names it: what was played
/// from the catalog or the radio, which the library may not hold.
///
/// Only what the history's answer says is kept (no release or artist ids: the API gives
/// neither without relationships), which is enough to show it, preview it and add it.
public struct CatalogSong: Identifiable, Hashable, Sendable, Codable {
  public var id: CatalogSongID
  public var title: String
  public var artistName: String
  public var albumTitle: String
  /// Length in milliseconds, as the API's `durationInMillis`.
  public var durationMilliseconds: Int

  public init(
    id: CatalogSongID, title: String, artistName: String, albumTitle: String,
    durationMilliseconds: Int
  ) {
    self.id = id
    self.title = title
    self.artistName = artistName
    self.albumTitle = albumTitle
    self.durationMilliseconds = durationMilliseconds
  }

  /// The song as the emulated player queues it for a preview, as `CatalogTrack.preview`
  /// does: shaped like a library track, marked `isCatalogPreview`, with ids derived from the
  /// catalog id and names under their own namespace, so it never passes for a library song.
  public var preview: LibraryTrack {
    LibraryTrack(
      id: LibraryTrackID(derivedFrom: "catalog/preview/song/\(id)"), title: title,
      artistID: LibraryArtistID(derivedFrom: "catalog/preview/artist-name/\(artistName)"),
      artistName: artistName,
      albumID: LibraryAlbumID(derivedFrom: "catalog/preview/album-name/\(albumTitle)"),
      albumTitle: albumTitle, durationMilliseconds: durationMilliseconds, trackNumber: 1,
      catalogID: id, isCatalogPreview: true)
  }
}
