import Foundation

/// One play in the user's listening history, newest first in every list.
public struct RecentlyPlayedEntry: Hashable, Sendable, Codable {
  /// The library track played; for a catalog song the library does not hold, its preview's
  /// id (`CatalogSong.preview`), which no library track has.
  public var trackID: LibraryTrackID
  public var playedAt: Date
  /// The catalog song played, when the library does not hold it (Apple Music's history has
  /// what was played from the catalog or the radio); `nil` for a library track.
  public var catalogSong: CatalogSong?

  public init(trackID: LibraryTrackID, playedAt: Date) {
    self.trackID = trackID
    self.playedAt = playedAt
    self.catalogSong = nil
  }

  /// A play of a catalog song the library does not hold.
  public init(catalogSong song: CatalogSong, playedAt: Date) {
    self.trackID = song.preview.id
    self.playedAt = playedAt
    self.catalogSong = song
  }
}
