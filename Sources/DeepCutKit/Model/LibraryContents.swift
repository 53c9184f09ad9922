/// Everything a library holds, as plain values: what the sample library embeds, what a
/// Library.xml import produces, and what the in-memory service serves and changes.
public struct LibraryContents: Hashable, Sendable, Codable {
  public var artists: [LibraryArtist]
  public var albums: [LibraryAlbum]
  public var tracks: [LibraryTrack]
  public var playlists: [LibraryPlaylist]
  /// The listening history, newest first.
  public var recentlyPlayed: [RecentlyPlayedEntry]

  public init(
    artists: [LibraryArtist] = [], albums: [LibraryAlbum] = [], tracks: [LibraryTrack] = [],
    playlists: [LibraryPlaylist] = [], recentlyPlayed: [RecentlyPlayedEntry] = []
  ) {
    self.artists = artists
    self.albums = albums
    self.tracks = tracks
    self.playlists = playlists
    self.recentlyPlayed = recentlyPlayed
  }
}
