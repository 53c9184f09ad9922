import DeepCutKit

/// One numbered row of a listing: what `add 1`, `play 2` or `show 3` names.
enum ListedRow: Sendable {
  case release(CatalogRelease)
  /// A catalog song the library does not hold (a row of `ls recent` over Apple Music).
  case song(CatalogSong)
  case track(LibraryTrack)
  case artist(LibraryArtist)
  case album(LibraryAlbum)
  case playlist(LibraryPlaylist)

  /// The library item the row shows, or `nil` for a catalog release or song.
  var item: LibraryItemRef? {
    switch self {
    case .release, .song: nil
    case .track(let track): .track(track)
    case .artist(let artist): .artist(artist)
    case .album(let album): .album(album)
    case .playlist(let playlist): .playlist(playlist)
    }
  }

  /// `release`, `song` (a catalog song), `track`, `artist`, `album` or `playlist`.
  var kind: String {
    switch self {
    case .release: "release"
    case .song: "song"
    default: item?.kind ?? ""
    }
  }

  /// Whether a command that takes rows of `kinds` takes this one: a catalog song goes
  /// wherever a catalog release does (`play` previews it, `add` asks for it, `show` shows it).
  func isTaken(by kinds: [String]) -> Bool {
    kinds.contains(kind) || (kind == "song" && kinds.contains("release"))
  }

  /// The row's display name.
  var name: String {
    switch self {
    case .release(let release): release.title
    case .song(let song): song.title
    default: item?.name ?? ""
    }
  }
}
