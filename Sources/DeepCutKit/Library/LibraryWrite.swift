/// A change asked of the library, with its arguments: what the write log records and replays.
public enum LibraryWrite: Hashable, Sendable, Codable {
  /// Add songs to the library (songs it already holds are ignored).
  case addTracksToLibrary(tracks: [LibraryTrackID])
  /// Add every song of an album to the library.
  case addAlbumToLibrary(album: LibraryAlbumID)
  /// Add a catalog release, with its songs, to the library: new library items with new library
  /// ids, linked to the catalog. The write carries the release and its tracks, so replaying a
  /// saved log needs no catalog.
  case addReleaseToLibrary(release: CatalogRelease, tracks: [CatalogTrack])
  /// Append songs to the end of a playlist.
  case addTracksToPlaylist(tracks: [LibraryTrackID], playlist: LibraryPlaylistID)
  /// Remove every occurrence of songs from a playlist.
  case removeTracksFromPlaylist(tracks: [LibraryTrackID], playlist: LibraryPlaylistID)
  /// Create an empty playlist; its id derives from the name and the write's sequence number.
  case createPlaylist(name: String)
  /// Give a playlist another name; its id and tracks stay.
  case renamePlaylist(playlist: LibraryPlaylistID, name: String)
  /// Delete a playlist (its tracks stay in the library).
  case deletePlaylist(playlist: LibraryPlaylistID)

  /// The service method that makes this write (the one a failure is injected into).
  public var method: ServiceMethod {
    switch self {
    case .addTracksToLibrary, .addAlbumToLibrary, .addReleaseToLibrary: .addToLibrary
    case .addTracksToPlaylist: .addToPlaylist
    case .removeTracksFromPlaylist: .removeFromPlaylist
    case .createPlaylist: .createPlaylist
    case .renamePlaylist: .renamePlaylist
    case .deletePlaylist: .deletePlaylist
    }
  }

  /// The id of the playlist that `createPlaylist(name:)` makes as write number `sequence`.
  ///
  /// Derived, not random, so a script prints the same id on every run and a replayed log
  /// recreates the same playlist.
  public static func createdPlaylistID(name: String, sequence: Int) -> LibraryPlaylistID {
    LibraryPlaylistID(derivedFrom: "created/\(sequence)/\(name)")
  }
}
