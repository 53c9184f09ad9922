/// Why the library refused a write; a refused write changes nothing.
///
/// Unknown ids are `ServiceError.notFound`, as for reads; these are the writes the API would
/// refuse for what they ask.
public enum LibraryWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The playlist is not the user's to change (the API's `canEdit == false`).
  case playlistNotEditable(name: String)
  /// Another playlist has this name, ignoring case and accents.
  case duplicatePlaylistName(String)
  /// A playlist name must have visible characters and no control characters.
  case invalidPlaylistName(String)
  /// The write names no tracks.
  case noTracks
  /// A track to remove is not in the playlist.
  case trackNotInPlaylist(track: LibraryTrackID, playlist: String)
  /// The catalog release is already in the library, as this album.
  case alreadyInLibrary(release: CatalogRelease, album: LibraryAlbum)
  /// The service cannot do this (for example add catalog releases).
  case unsupported(String)
  /// A saved log's entries are not in increasing sequence order.
  case logOutOfOrder(sequence: Int)
  /// A saved log's entry is numbered so high that no write could follow it.
  case logSequenceTooLarge(sequence: Int)

  public var description: String {
    switch self {
    case .playlistNotEditable(let name): "the playlist \"\(name)\" cannot be edited"
    case .duplicatePlaylistName(let name): "a playlist named \"\(name)\" already exists"
    case .invalidPlaylistName(let name): "\"\(name)\" is not a usable playlist name"
    case .noTracks: "no tracks given"
    case .trackNotInPlaylist(let track, let playlist):
      "track \(track) is not in the playlist \"\(playlist)\""
    case .alreadyInLibrary(let release, let album):
      "\"\(release.title)\" is already in your library (as \"\(album.title)\", \(album.id))"
    case .unsupported(let what): "this library service cannot \(what)"
    case .logOutOfOrder(let sequence): "write log entry \(sequence) is out of order"
    case .logSequenceTooLarge(let sequence):
      "write log entry \(sequence) is numbered too high for another write to follow"
    }
  }
}
