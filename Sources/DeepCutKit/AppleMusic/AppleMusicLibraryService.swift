import Foundation

/// The user's own Apple Music library behind `MusicLibraryService`, read and written through
/// the API with the Music User Token.
///
/// Collections are fetched whole, following `next` to the end 100 at a time, once per session
/// and in the order their links need (artists, albums, songs, playlists); a page that fails
/// fails the call and keeps nothing, so a half-read library is never shown as whole. Listings,
/// lookups and name searches then run locally over what was fetched, through the same
/// in-memory service the mock uses, so both order and match alike. Recently played is read
/// live, a page at a time. The catalog link comes from `include=catalog`, else from the
/// artist's `catalog` relationship, where an empty answer or a `40403` means unmatched; no
/// library id is ever sent to a catalog endpoint (`AppleMusicPath` cannot build one).
///
/// Every call first asks the shared `FailureInjector`, as the mock's do. Every request and its
/// answer is in `api.log`, which `writes` shows.
public actor AppleMusicLibraryService: MusicLibraryService {
  public nonisolated let api: AppleMusicAPI
  public nonisolated let failures: FailureInjector
  private let clock: any SessionClock
  private var mapper = AppleMusicLibraryMapper()
  private var loaded: Set<LibraryCollection> = []
  /// The in-memory service over what was fetched; made again after each change.
  private var local: InMemoryLibraryService?
  /// Collections being fetched: a second caller (a concurrent feed check) waits for the same
  /// fetch instead of starting another.
  private var loading: [LibraryCollection: Task<Void, any Error>] = [:]

  public init(api: AppleMusicAPI, failures: FailureInjector, clock: any SessionClock) {
    self.api = api
    self.failures = failures
    self.clock = clock
  }

  // MARK: - Reads

  public func artists() async throws -> [LibraryArtist] {
    try failures.check(.artists)
    return try await view(.artists).artists()
  }

  public func albums() async throws -> [LibraryAlbum] {
    try failures.check(.albums)
    return try await view(.albums).albums()
  }

  public func albums(by artist: LibraryArtistID) async throws -> [LibraryAlbum] {
    try failures.check(.albums)
    return try await view(.albums).albums(by: artist)
  }

  public func tracks() async throws -> [LibraryTrack] {
    try failures.check(.tracks)
    return try await view(.songs).tracks()
  }

  public func tracks(onAlbum album: LibraryAlbumID) async throws -> [LibraryTrack] {
    try failures.check(.tracks)
    return try await view(.songs).tracks(onAlbum: album)
  }

  public func tracks(inPlaylist playlist: LibraryPlaylistID) async throws -> [LibraryTrack] {
    try failures.check(.tracks)
    return try await view(.playlists).tracks(inPlaylist: playlist)
  }

  public func playlists() async throws -> [LibraryPlaylist] {
    try failures.check(.playlists)
    return try await view(.playlists).playlists()
  }

  public func playlist(named name: String) async throws -> LibraryPlaylist? {
    try failures.check(.playlists)
    return try await view(.playlists).playlist(named: name)
  }

  public func search(_ text: String) async throws -> SearchResults {
    try failures.check(.search)
    return try await view(.playlists).search(text)
  }

  /// One page of recently played (10 songs, about 50 in all), read live each time.
  ///
  /// The API answers with catalog songs and no play times: each is matched to the library
  /// track it is, and a song the library does not hold is kept as the catalog song it is
  /// (the app's History tab shows what was played, owned or not); music videos and songs
  /// without attributes are left out. `playedAt` is when the page was read.
  public func recentlyPlayed(after cursor: String?) async throws -> Page<RecentlyPlayedEntry> {
    try failures.check(.recentlyPlayed)
    var path = AppleMusicPath.recentlyPlayedTracks
    if let cursor {
      guard cursor.hasPrefix("/v1/me/recent/played/tracks?"),
        let next = AppleMusicPath.following(personal: cursor)
      else { throw ServiceError.notFound("recently played page '\(cursor)'") }
      path = next
    }
    _ = try await view(.songs)
    let index = AppleMusicTrackIndex(mapper.contents.tracks)
    let document = try await api.get(AppleMusicDocument<AppleMusicCatalogJSON.Song>.self, path)
    let now = clock.date(at: clock.now)
    let entries = document.data.compactMap { song -> RecentlyPlayedEntry? in
      if let track = index.track(for: song) {
        return RecentlyPlayedEntry(trackID: track, playedAt: now)
      }
      return AppleMusicLibraryMapper.catalogSong(song).map {
        RecentlyPlayedEntry(catalogSong: $0, playedAt: now)
      }
    }
    return Page(items: entries, next: document.next)
  }

  public func catalogArtist(for artist: LibraryArtistID) async throws -> CatalogArtist? {
    try failures.check(.catalogArtist)
    _ = try await view(.artists)
    if let known = mapper.catalogLinks[artist] { return known }
    guard !mapper.synthesizedArtists.contains(artist) else { return nil }
    guard let name = mapper.contents.artists.first(where: { $0.id == artist })?.name else {
      throw ServiceError.notFound("artist \(artist)")
    }
    let document = try await api.getUnlessUnrelated(
      AppleMusicDocument<AppleMusicCatalogJSON.Artist>.self,
      .catalogRelationship(of: artist))
    var link = document?.data.first.flatMap(AppleMusicLibraryMapper.catalogArtist)
    if link?.name.isEmpty == true { link?.name = name }
    mapper.remember(link, for: artist)
    return link
  }

  /// Everything in the library, fetching what was not yet (for resolving names).
  public func contents() async throws -> LibraryContents {
    _ = try await view(.playlists)
    return mapper.contents
  }

  // MARK: - Writes

  /// Asks Apple to add the tracks' catalog songs to the library (202: it may take a while).
  public func addToLibrary(tracks: [LibraryTrackID]) async throws {
    try failures.check(.addToLibrary)
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    let known = Dictionary(
      try await view(.songs).tracks().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var songs: [CatalogSongID] = []
    for id in tracks {
      guard let track = known[id] else { throw ServiceError.notFound("track \(id)") }
      guard let song = track.catalogID else { throw Self.noCatalogID("track \"\(track.title)\"") }
      songs.append(song)
    }
    try await api.send(AppleMusicPath.addToLibrary(albums: [], songs: songs)!)
  }

  /// Asks Apple to add a catalog song to the library (202: it may take a while to appear).
  ///
  /// Sent as `POST /v1/me/library?ids[songs]=`; a failed request changes nothing.
  public func addToLibrary(song: CatalogSong) async throws {
    try failures.check(.addToLibrary)
    guard let path = AppleMusicPath.addToLibrary(albums: [], songs: [song.id]) else {
      throw Self.noCatalogID("song \"\(song.title)\"")
    }
    try await api.send(path)
  }

  /// Asks Apple to add the album's catalog album to the library (202: it may take a while).
  public func addToLibrary(album: LibraryAlbumID) async throws {
    try failures.check(.addToLibrary)
    guard let found = try await view(.albums).albums().first(where: { $0.id == album }) else {
      throw ServiceError.notFound("album \(album)")
    }
    guard let catalogID = found.catalogID,
      let path = AppleMusicPath.addToLibrary(albums: [catalogID], songs: [])
    else { throw Self.noCatalogID("album \"\(found.title)\"") }
    try await api.send(path)
  }

  /// Asks Apple to add a catalog release to the library (`POST /v1/me/library?ids[albums]=`).
  ///
  /// A release the library owns (`OwnershipIndex`) is `.alreadyInLibrary` and nothing is sent.
  /// Apple answers 202 and adds the album in its own time, so the answer is `.requested`: the
  /// session shows a pending album (linked to the release, so it stops being a cut at once)
  /// until the library is next read from Apple. A failed request changes nothing.
  public func addToLibrary(release: CatalogRelease, tracks: [CatalogTrack]) async throws
    -> CatalogAddResult
  {
    try failures.check(.addToLibrary)
    let local = try await view(.albums)
    let owned = OwnershipIndex(albums: try await local.albums(), artists: try await local.artists())
    if let owner = owned.owner(of: release) { return .alreadyInLibrary(owner.album) }
    guard let path = AppleMusicPath.addToLibrary(albums: [release.id], songs: []) else {
      throw Self.noCatalogID("release \"\(release.title)\"")
    }
    try await api.send(path)
    let album = mapper.appendRequested(release)
    self.local = nil
    return .requested(album)
  }

  /// The library album that owns `release`, or `nil` (reads the albums if not yet read).
  public func owner(of release: CatalogRelease) async throws -> LibraryAlbum? {
    let local = try await view(.albums)
    let owned = OwnershipIndex(albums: try await local.albums(), artists: try await local.artists())
    return owned.owner(of: release)?.album
  }

  /// Appends the tracks to the end of the playlist (204), then shows them there.
  public func add(tracks: [LibraryTrackID], toPlaylist playlist: LibraryPlaylistID) async throws {
    try failures.check(.addToPlaylist)
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    let local = try await view(.playlists)
    guard let target = try await local.playlists().first(where: { $0.id == playlist }) else {
      throw ServiceError.notFound("playlist \(playlist)")
    }
    guard target.canEdit else { throw LibraryWriteError.playlistNotEditable(name: target.name) }
    let known = Set(try await local.tracks().map(\.id))
    if let unknown = tracks.first(where: { !known.contains($0) }) {
      throw ServiceError.notFound("track \(unknown)")
    }
    let body = AppleMusicWriteBody.tracks(tracks)
    try await api.send(.appendTracks(to: playlist), json: body)
    mapper.append(tracks, to: playlist)
    self.local = nil
  }

  /// The API has no way to remove tracks from a playlist; says so and changes nothing.
  public func remove(tracks: [LibraryTrackID], fromPlaylist playlist: LibraryPlaylistID)
    async throws
  {
    try failures.check(.removeFromPlaylist)
    throw ServiceError.reported(
      .notfound,
      "the Apple Music API cannot remove tracks from a playlist; remove them in the Music app")
  }

  /// The API has no way to rename a library playlist: refused, nothing sent.
  public func renamePlaylist(_ playlist: LibraryPlaylistID, to name: String) async throws
    -> LibraryPlaylist
  {
    try failures.check(.renamePlaylist)
    throw LibraryWriteError.unsupported("rename playlists (the Apple Music API cannot)")
  }

  /// The API has no way to delete a library playlist: refused, nothing sent.
  public func deletePlaylist(_ playlist: LibraryPlaylistID) async throws {
    try failures.check(.deletePlaylist)
    throw LibraryWriteError.unsupported("delete playlists (the Apple Music API cannot)")
  }

  /// Creates an empty playlist (201) and returns it as Apple made it.
  public func createPlaylist(named name: String) async throws -> LibraryPlaylist {
    try failures.check(.createPlaylist)
    let name = String(name.trimmingWhitespace())
    let visible = name.contains { !$0.isWhitespace }
    guard visible,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw LibraryWriteError.invalidPlaylistName(name) }
    let existing = try await view(.playlists).playlists()
    guard !existing.contains(where: { NameFolding.fold($0.name) == NameFolding.fold(name) }) else {
      throw LibraryWriteError.duplicatePlaylistName(name)
    }
    let response = try await api.send(.createPlaylist, json: AppleMusicWriteBody.playlist(name))
    guard
      let document = try? JSONDecoder().decode(
        AppleMusicDocument<AppleMusicLibraryJSON.Playlist>.self, from: response.body),
      let resource = document.data.first, let id = LibraryPlaylistID(resource.id)
    else {
      throw ServiceError.reported(
        .network, "the playlist was created, but Apple's answer did not say its id")
    }
    let playlist = LibraryPlaylist(
      id: id, name: resource.attributes?.name ?? name, canEdit: resource.attributes?.canEdit ?? true
    )
    mapper.append(playlist)
    local = nil
    return playlist
  }

  private static func noCatalogID(_ what: String) -> ServiceError {
    .reported(
      .notfound,
      "\(what) has no Apple Music catalog id (uploaded, or not in this storefront); nothing was"
        + " added")
  }

  // MARK: - Loading

  /// The in-memory service over the library fetched up to `collection`.
  private func view(_ collection: LibraryCollection) async throws -> InMemoryLibraryService {
    for stage in LibraryCollection.allCases {
      if !loaded.contains(stage) { try await ensure(stage) }
      if stage == collection { break }
    }
    if let local { return local }
    let made = InMemoryLibraryService(contents: mapper.contents, clock: clock)
    local = made
    return made
  }

  /// Fetches `collection` once, however many callers ask at the same time; a failed fetch is
  /// forgotten, so the next call tries again.
  private func ensure(_ collection: LibraryCollection) async throws {
    let task: Task<Void, any Error>
    if let running = loading[collection] {
      task = running
    } else {
      task = Task { try await self.load(collection) }
      loading[collection] = task
    }
    do {
      try await task.value
      loading[collection] = nil
    } catch {
      loading[collection] = nil
      throw error
    }
  }

  /// Fetches one whole collection, then takes it in (nothing is kept when a page fails).
  private func load(_ collection: LibraryCollection) async throws {
    switch collection {
    case .artists:
      let artists = try await fetchAll(
        AppleMusicLibraryJSON.Artist.self, .libraryCollection(.artists))
      guard !loaded.contains(.artists) else { return }
      mapper.add(artists: artists)
    case .albums:
      let albums = try await fetchAll(AppleMusicLibraryJSON.Album.self, .libraryCollection(.albums))
      guard !loaded.contains(.albums) else { return }
      mapper.add(albums: albums)
    case .songs:
      let songs = try await fetchAll(AppleMusicLibraryJSON.Song.self, .libraryCollection(.songs))
      guard !loaded.contains(.songs) else { return }
      mapper.add(songs: songs)
    case .playlists:
      let playlists = try await fetchAll(
        AppleMusicLibraryJSON.Playlist.self, .libraryCollection(.playlists))
      let tracks = try await playlistTracks(playlists.map(\.id))
      guard !loaded.contains(.playlists) else { return }
      for playlist in playlists {
        let songs = tracks[playlist.id] ?? []
        mapper.add(songs: songs)
        mapper.add(playlist: playlist, tracks: songs.compactMap { LibraryTrackID($0.id) })
      }
    }
    loaded.insert(collection)
    local = nil
  }

  /// Every playlist's tracks, fetched side by side (the API bounds how many at once).
  private func playlistTracks(_ ids: [String]) async throws -> [String: [AppleMusicLibraryJSON
    .Song]]
  {
    let api = self.api
    return try await withThrowingTaskGroup(of: (String, [AppleMusicLibraryJSON.Song]).self) {
      group in
      for rawID in ids {
        guard let id = LibraryPlaylistID(rawID) else { continue }
        group.addTask {
          do {
            return (
              rawID, try await Self.fetchAll(api, AppleMusicLibraryJSON.Song.self, .tracks(of: id))
            )
          } catch ServiceError.notFound {
            // An empty playlist's tracks answer 404 rather than an empty page.
            return (rawID, [])
          }
        }
      }
      var result: [String: [AppleMusicLibraryJSON.Song]] = [:]
      for try await (id, songs) in group { result[id] = songs }
      return result
    }
  }

  private func fetchAll<Resource: Decodable & Sendable>(
    _ type: Resource.Type, _ first: AppleMusicPath
  ) async throws -> [Resource] {
    try await Self.fetchAll(api, type, first)
  }

  /// Every item of a `/v1/me/` collection, following `next` as given until there is none.
  private static func fetchAll<Resource: Decodable & Sendable>(
    _ api: AppleMusicAPI, _ type: Resource.Type, _ first: AppleMusicPath
  ) async throws -> [Resource] {
    var items: [Resource] = []
    var path = first
    var seen: Set<String> = [first.path]
    while true {
      let document = try await api.get(AppleMusicDocument<Resource>.self, path)
      items += document.data
      guard let next = document.next else { return items }
      guard let following = AppleMusicPath.following(personal: next), seen.insert(next).inserted
      else {
        throw ServiceError.reported(
          .network, "the Apple Music API gave an unusable next page ('\(next.prefix(80))')")
      }
      path = following
    }
  }
}
