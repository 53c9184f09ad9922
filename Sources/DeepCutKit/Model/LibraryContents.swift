/// Everything a library holds, as plain values: what the sample library embeds, what a
/// Library.xml import produces, and what the in-memory service serves and changes.
///
/// The tracks may be *deferred*: made the first time they are read (see `DeferredTracks`), so
/// a warm start that lists artists never builds 50,000 track values. Either way this is a
/// value: equal contents compare equal, and a deferred list is made once and never changes.
public struct LibraryContents: Hashable, Sendable, Codable {
  public var artists: [LibraryArtist]
  public var albums: [LibraryAlbum]
  /// The tracks, made on first read when they were deferred.
  public var tracks: [LibraryTrack] {
    get { deferredTracks?.tracks ?? storedTracks }
    set {
      storedTracks = newValue
      deferredTracks = nil
    }
    _modify {
      if let deferred = deferredTracks {
        storedTracks = deferred.tracks
        deferredTracks = nil
      }
      yield &storedTracks
    }
  }
  public var playlists: [LibraryPlaylist]
  /// The listening history, newest first.
  public var recentlyPlayed: [RecentlyPlayedEntry]

  private var storedTracks: [LibraryTrack]
  private var deferredTracks: DeferredTracks?

  public init(
    artists: [LibraryArtist] = [], albums: [LibraryAlbum] = [], tracks: [LibraryTrack] = [],
    playlists: [LibraryPlaylist] = [], recentlyPlayed: [RecentlyPlayedEntry] = []
  ) {
    self.artists = artists
    self.albums = albums
    self.storedTracks = tracks
    self.playlists = playlists
    self.recentlyPlayed = recentlyPlayed
  }

  /// Contents whose tracks are made by `tracks` the first time they are read.
  public init(
    artists: [LibraryArtist], albums: [LibraryAlbum], deferredTracks tracks: DeferredTracks,
    playlists: [LibraryPlaylist], recentlyPlayed: [RecentlyPlayedEntry]
  ) {
    self.init(
      artists: artists, albums: albums, playlists: playlists, recentlyPlayed: recentlyPlayed)
    self.deferredTracks = tracks
  }

  public static func == (left: Self, right: Self) -> Bool {
    left.artists == right.artists && left.albums == right.albums
      && left.playlists == right.playlists && left.recentlyPlayed == right.recentlyPlayed
      && left.tracks == right.tracks
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(artists)
    hasher.combine(albums)
    hasher.combine(tracks)
    hasher.combine(playlists)
    hasher.combine(recentlyPlayed)
  }

  private enum CodingKeys: String, CodingKey {
    case artists, albums, tracks, playlists, recentlyPlayed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      artists: try container.decode([LibraryArtist].self, forKey: .artists),
      albums: try container.decode([LibraryAlbum].self, forKey: .albums),
      tracks: try container.decode([LibraryTrack].self, forKey: .tracks),
      playlists: try container.decode([LibraryPlaylist].self, forKey: .playlists),
      recentlyPlayed: try container.decode([RecentlyPlayedEntry].self, forKey: .recentlyPlayed))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(artists, forKey: .artists)
    try container.encode(albums, forKey: .albums)
    try container.encode(tracks, forKey: .tracks)
    try container.encode(playlists, forKey: .playlists)
    try container.encode(recentlyPlayed, forKey: .recentlyPlayed)
  }
}

/// A track list made the first time it is read, then kept: how the warm-start cache hands over
/// tracks that a command may never read.
///
/// `make` must always produce the same tracks (it runs at most once, under a lock, so readers
/// on several threads see one list).
public final class DeferredTracks: Sendable {
  private let make: @Sendable () -> [LibraryTrack]
  private let made = LockedValue<[LibraryTrack]?>(nil)

  public init(_ make: @escaping @Sendable () -> [LibraryTrack]) {
    self.make = make
  }

  /// The tracks, made now if no one has read them yet.
  public var tracks: [LibraryTrack] {
    made.withLock { made in
      if let tracks = made { return tracks }
      let tracks = make()
      made = tracks
      return tracks
    }
  }

  /// Whether the tracks have been made (for tests: a listing of artists should not make them).
  public var isMade: Bool {
    made.withLock { $0 != nil }
  }
}
