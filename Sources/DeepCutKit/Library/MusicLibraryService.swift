import Foundation

/// The one seam between the shell and the user's library, shaped like the app's library layer.
///
/// Every call is async and can throw a `ServiceError`, because the real service is a network
/// API: the shell treats a throw as an error to show, never as an empty result. Reads return
/// value types; writes are recorded by the sample implementation so they can be shown.
public protocol MusicLibraryService: Sendable {
  /// Every artist in the library, sorted by name.
  func artists() async throws -> [LibraryArtist]
  /// Every album in the library, sorted by artist then year.
  func albums() async throws -> [LibraryAlbum]
  /// The artist's albums, oldest first.
  func albums(by artist: LibraryArtistID) async throws -> [LibraryAlbum]
  /// How many albums each artist has (artists without any left out): what `albums()` holds,
  /// counted, for a service that can count without listing them.
  func albumCounts() async throws -> [LibraryArtistID: Int]
  /// Every track in the library, sorted by artist, album, disc and track number.
  func tracks() async throws -> [LibraryTrack]
  /// The album's tracks in disc and track order.
  func tracks(onAlbum album: LibraryAlbumID) async throws -> [LibraryTrack]
  /// The playlist's tracks in playlist order (a track may appear twice).
  func tracks(inPlaylist playlist: LibraryPlaylistID) async throws -> [LibraryTrack]
  /// Every playlist, sorted by name.
  func playlists() async throws -> [LibraryPlaylist]
  /// The playlist with this exact name, or `nil`.
  func playlist(named name: String) async throws -> LibraryPlaylist?
  /// One page of the listening history, newest first. `cursor` is `nil` for the first page,
  /// then the previous page's `next`. Pages hold 10 entries, as the real API's.
  func recentlyPlayed(after cursor: String?) async throws -> Page<RecentlyPlayedEntry>
  /// Records that the player counted a play of `track` at `date` (`ListeningHistory`), so it
  /// heads the listening history. Catalog previews are not library songs and are ignored.
  func recordPlay(of track: LibraryTrack, at date: Date) async throws
  /// Artists, albums, tracks and playlists whose names contain `text` (ignoring case and
  /// diacritics).
  func search(_ text: String) async throws -> SearchResults
  /// The catalog artist a library artist links to, or `nil` when it is unmatched.
  ///
  /// This is the supported bridge from library to catalog (the API's `catalog` relationship);
  /// never send a library id to the catalog.
  func catalogArtist(for artist: LibraryArtistID) async throws -> CatalogArtist?

  /// Adds the tracks to the library (tracks the library already holds are ignored, as the API
  /// ignores them).
  func addToLibrary(tracks: [LibraryTrackID]) async throws
  /// Adds every track of the album to the library.
  func addToLibrary(album: LibraryAlbumID) async throws
  /// Adds a catalog release with its tracks to the library, as `POST /v1/me/library?ids[albums]=`
  /// does: the new album and songs get new library ids and a link to the catalog. A release the
  /// library already owns (`OwnershipIndex`) is answered `.alreadyInLibrary` and records nothing.
  func addToLibrary(release: CatalogRelease, tracks: [CatalogTrack]) async throws
    -> CatalogAddResult
  /// Adds a catalog song the library does not hold (one played from the catalog or the
  /// radio), as `POST /v1/me/library?ids[songs]=` does.
  func addToLibrary(song: CatalogSong) async throws
  /// Appends the tracks to the end of the playlist (the API only appends).
  func add(tracks: [LibraryTrackID], toPlaylist playlist: LibraryPlaylistID) async throws
  /// Removes every occurrence of the tracks from the playlist.
  func remove(tracks: [LibraryTrackID], fromPlaylist playlist: LibraryPlaylistID) async throws
  /// Creates an empty playlist and returns it.
  func createPlaylist(named name: String) async throws -> LibraryPlaylist
  /// Gives a playlist another name and returns it.
  func renamePlaylist(_ playlist: LibraryPlaylistID, to name: String) async throws
    -> LibraryPlaylist
  /// Deletes a playlist; its tracks stay in the library.
  func deletePlaylist(_ playlist: LibraryPlaylistID) async throws
}

/// What a library search found, each list sorted by name.
public struct SearchResults: Hashable, Sendable, Codable {
  public var artists: [LibraryArtist]
  public var albums: [LibraryAlbum]
  public var tracks: [LibraryTrack]
  public var playlists: [LibraryPlaylist]

  public init(
    artists: [LibraryArtist] = [], albums: [LibraryAlbum] = [], tracks: [LibraryTrack] = [],
    playlists: [LibraryPlaylist] = []
  ) {
    self.artists = artists
    self.albums = albums
    self.tracks = tracks
    self.playlists = playlists
  }

  /// Whether nothing matched.
  public var isEmpty: Bool {
    artists.isEmpty && albums.isEmpty && tracks.isEmpty && playlists.isEmpty
  }
}

/// What adding a catalog release to the library did.
public enum CatalogAddResult: Hashable, Sendable {
  /// The release is in the library now, as this new album.
  case added(LibraryAlbum)
  /// The library already owned the release, as this album; nothing was written.
  case alreadyInLibrary(LibraryAlbum)
  /// The service accepted the request but adds the release later (the API's 202: it may take
  /// a while to appear); until then the session shows it as this pending album.
  case requested(LibraryAlbum)

  /// The library album that holds the release (or will).
  public var album: LibraryAlbum {
    switch self {
    case .added(let album), .alreadyInLibrary(let album), .requested(let album): album
    }
  }
}

extension MusicLibraryService {
  /// Counts `albums()`.
  public func albumCounts() async throws -> [LibraryArtistID: Int] {
    var counts: [LibraryArtistID: Int] = [:]
    for album in try await albums() { counts[album.artistID, default: 0] += 1 }
    return counts
  }

  /// A real service records nothing: Apple's servers add what the device played to
  /// `/v1/me/recent/played` themselves.
  public func recordPlay(of track: LibraryTrack, at date: Date) async throws {}

  /// Services that cannot add catalog releases say so, rather than pretend.
  public func addToLibrary(release: CatalogRelease, tracks: [CatalogTrack]) async throws
    -> CatalogAddResult
  {
    throw LibraryWriteError.unsupported("add catalog releases")
  }

  /// Services whose listening history holds only library songs have no catalog song to add.
  public func addToLibrary(song: CatalogSong) async throws {
    throw LibraryWriteError.unsupported("add catalog songs")
  }

  /// Adds a catalog release's tracks to the end of a playlist.
  ///
  /// The release is added to the library first unless it is already there (songs join
  /// playlists from the library, as in the app), then its library tracks are appended. A
  /// service that adds releases later (`.requested`) has no library tracks to append yet:
  /// callers check ownership first.
  public func add(
    release: CatalogRelease, tracks: [CatalogTrack], toPlaylist playlist: LibraryPlaylistID
  ) async throws -> CatalogAddResult {
    let result = try await addToLibrary(release: release, tracks: tracks)
    let songs = try await self.tracks(onAlbum: result.album.id)
    try await add(tracks: songs.map(\.id), toPlaylist: playlist)
    return result
  }
}
