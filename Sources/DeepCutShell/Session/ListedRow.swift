import DeepCutKit

/// One numbered row of a listing: what `add 1`, `play 2` or `show 3` names.
enum ListedRow: Sendable {
  case release(CatalogRelease)
  case track(LibraryTrack)
  case artist(LibraryArtist)
  case album(LibraryAlbum)
  case playlist(LibraryPlaylist)

  /// The library item the row shows, or `nil` for a catalog release.
  var item: LibraryItemRef? {
    switch self {
    case .release: nil
    case .track(let track): .track(track)
    case .artist(let artist): .artist(artist)
    case .album(let album): .album(album)
    case .playlist(let playlist): .playlist(playlist)
    }
  }

  /// `release`, `track`, `artist`, `album` or `playlist`.
  var kind: String { item?.kind ?? "release" }

  /// The row's display name.
  var name: String {
    if case .release(let release) = self { return release.title }
    return item?.name ?? ""
  }
}
