import Foundation
import Synchronization

/// The library MPD holds: its database's songs as artists, albums and tracks, and its stored
/// playlists, behind the one `MusicLibraryService`.
///
/// Reads are answered from memory (an `InMemoryLibraryService` over what `MPDLibraryBuilder`
/// made), so browsing costs MPD nothing. The songs come from the warm-start cache when MPD's
/// database has not been updated since (`MPDLibraryCache`), else from MPD (`MPDLibraryReader`);
/// stored playlists are asked for at each start. Recently played is deepcut's own listening
/// history: MPD keeps none.
///
/// Writes MPD supports are real and go to MPD: stored playlists are created, appended to,
/// shortened, renamed and deleted there, then read back, so what `ls playlists` shows is what
/// MPD holds. A file library cannot download music: a catalog release is refused here (the
/// shell puts it on the wish list, `WishListFile`). An idle connection watches the database:
/// when MPD reports a change, `refreshIfChanged` reads it again before the next command.
public actor MPDLibraryService: MusicLibraryService {
  public nonisolated let address: MPDAddress
  public nonisolated let failures: FailureInjector
  /// The URIs the MPD player plays this library's tracks by.
  public nonisolated let uris: MPDTrackURIs
  let reader: MPDLibraryReader
  private let clock: any SessionClock
  private let cache: CacheFile?
  /// What the library is served as: the built one, or with catalog links filled in.
  private let link: @Sendable (LibraryContents) -> LibraryContents
  var inner: InMemoryLibraryService
  private var stamp: MPDLibraryReader.DatabaseStamp
  /// Set by the idle listener's thread when MPD reports a change.
  private let changed: LockedValue<Bool>
  private let listener: MPDIdleListener?

  /// Where the warm-start cache lives: a state directory and the file's name in it.
  public struct CacheFile: Sendable {
    public var state: StateDirectory
    public var name: String

    public init(state: StateDirectory, name: String) {
      self.state = state
      self.name = name
    }
  }

  /// What opening read, for a launch to report.
  public struct Opened: Sendable {
    public var service: MPDLibraryService
    /// What it holds at the start.
    public var contents: LibraryContents
    /// Whether the songs came from the cache (MPD was asked only for its stamp and playlists).
    public var fromCache: Bool
  }

  private init(
    address: MPDAddress, reader: MPDLibraryReader, library: MPDLibrary, served: LibraryContents,
    stamp: MPDLibraryReader.DatabaseStamp, listened: [RecentlyPlayedEntry],
    failures: FailureInjector, clock: any SessionClock, cache: CacheFile?,
    changed: LockedValue<Bool>, listener: MPDIdleListener?,
    link: @escaping @Sendable (LibraryContents) -> LibraryContents
  ) {
    self.link = link
    self.address = address
    self.changed = changed
    self.listener = listener
    self.reader = reader
    self.failures = failures
    self.clock = clock
    self.cache = cache
    self.stamp = stamp
    self.uris = MPDTrackURIs(library.uris)
    self.inner = InMemoryLibraryService(
      contents: served, absorbing: [], listened: listened, failures: failures, clock: clock)
  }

  /// Reads the library of the MPD at `address` (from `cache` when MPD's database is as it
  /// was), with the plays earlier sessions saved (`listened`), served as `link` makes it (the
  /// simulated catalog fills in its links).
  ///
  /// Throws one `MPDError` line when MPD cannot be reached or refuses.
  public static func open(
    address: MPDAddress, cache: CacheFile?, listened: [RecentlyPlayedEntry] = [],
    failures: FailureInjector = FailureInjector(), clock: any SessionClock,
    watch: Bool = true, warning: (String) -> Void = { _ in },
    link: @escaping @Sendable (LibraryContents) -> LibraryContents = { $0 }
  ) throws(MPDError) -> Opened {
    let reader = MPDLibraryReader(connection: MPDConnection(address: address))
    let stamp = try reader.stamp()
    let key = MPDLibraryCache.Key(address: address.description, stamp: stamp)
    var songs: [MPDLibrarySong]?
    // An open in the same process finds the cache an earlier one was still writing.
    finishCacheWrites()
    if let cache {
      songs = Self.readCache(cache, key: key, warning: warning)
    }
    let fromCache = songs != nil
    var current = stamp
    if songs == nil {
      let read = try reader.songs()
      songs = read.songs
      current = read.stamp
      if let cache { Self.writeCache(read.songs, stamp: read.stamp, address: address, to: cache) }
    }
    let library = MPDLibraryBuilder.build(songs: songs ?? [], playlists: try reader.playlists())
    // Database and stored-playlist changes, and MPD back after a loss, on a connection of
    // its own: noted here, read before the next command.
    let changed = LockedValue(false)
    let listener =
      watch
      ? MPDIdleListener(address: address) { event in
        switch event {
        case .changed(let subsystems):
          if subsystems.contains(.database) || subsystems.contains(.storedPlaylist) {
            changed.withLock { $0 = true }
          }
        case .back: changed.withLock { $0 = true }
        case .connected, .lost: break
        }
      } : nil
    listener?.start()
    // Linked once: the session's catalog and the service serve the same contents.
    let served = link(library.contents)
    let service = MPDLibraryService(
      address: address, reader: reader, library: library, served: served, stamp: current,
      listened: listened, failures: failures, clock: clock, cache: cache, changed: changed,
      listener: listener, link: link)
    return Opened(service: service, contents: served, fromCache: fromCache)
  }

  deinit { listener?.stop() }

  /// Stops watching MPD (the session ends).
  public nonisolated func close() { listener?.stop() }

  /// Whether MPD reported a change not yet read.
  public nonisolated var hasPendingChange: Bool { changed.withLock { $0 } }

  /// Reads MPD again if it reported a change: the songs when the database's stamp moved (and
  /// then returns the line that says so), else only the stored playlists (quietly).
  ///
  /// A failed read keeps the library as it was and says why.
  public func refreshIfChanged() async -> String? {
    let pending = changed.withLock { flag in
      defer { flag = false }
      return flag
    }
    guard pending else { return nil }
    do throws(MPDError) {
      let now = try reader.stamp()
      guard now != stamp else {
        await rebuild(playlists: try reader.playlists())
        return nil
      }
      let read = try reader.songs()
      if let cache {
        Self.writeCache(read.songs, stamp: read.stamp, address: address, to: cache)
      }
      let library = MPDLibraryBuilder.build(songs: read.songs, playlists: try reader.playlists())
      await replace(with: library)
      stamp = read.stamp
      let contents = library.contents
      return "MPD's database changed; read it again: "
        + "\(contents.artists.count.counting("artist")), "
        + "\(contents.albums.count.counting("album")), \(contents.tracks.count.counting("track"))"
    } catch {
      return "MPD's database changed, but reading it again failed (\(error)); showing it as it was"
    }
  }

  /// The library as it is now (the session's name lookups read it).
  public var contents: LibraryContents {
    get async { await inner.contents }
  }

  /// Whether the listening history holds `track`.
  public func isInHistory(_ track: LibraryTrackID) async -> Bool {
    await inner.isInHistory(track)
  }

  private func replace(with library: MPDLibrary) async {
    let history = await inner.contents.recentlyPlayed
    let linked = link(library.contents)
    inner = InMemoryLibraryService(
      contents: linked, absorbing: [], listened: history, failures: failures,
      clock: clock)
    uris.replace(with: library.uris)
  }

  /// The same songs with these stored playlists.
  func rebuild(playlists: [MPDStoredPlaylist]) async {
    var contents = await inner.contents
    let known = Dictionary(
      contents.tracks.map { ($0.id, ()) }, uniquingKeysWith: { first, _ in first })
    contents.playlists = playlists.map { playlist in
      LibraryPlaylist(
        id: MPDStoredPlaylist.id(named: playlist.name), name: playlist.name,
        trackIDs: playlist.uris.map(MPDLibraryBuilder.trackID(uri:)).filter { known[$0] != nil })
    }
    let history = contents.recentlyPlayed
    contents.recentlyPlayed = []
    let rebuilt = contents
    inner = InMemoryLibraryService(
      contents: rebuilt, absorbing: [], listened: history, failures: failures, clock: clock)
  }

  // MARK: - Reads

  public func artists() async throws -> [LibraryArtist] { try await inner.artists() }
  public func albums() async throws -> [LibraryAlbum] { try await inner.albums() }
  public func albums(by artist: LibraryArtistID) async throws -> [LibraryAlbum] {
    try await inner.albums(by: artist)
  }
  public func albumCounts() async throws -> [LibraryArtistID: Int] {
    try await inner.albumCounts()
  }
  public func tracks() async throws -> [LibraryTrack] { try await inner.tracks() }
  public func tracks(onAlbum album: LibraryAlbumID) async throws -> [LibraryTrack] {
    try await inner.tracks(onAlbum: album)
  }
  public func tracks(inPlaylist playlist: LibraryPlaylistID) async throws -> [LibraryTrack] {
    try await inner.tracks(inPlaylist: playlist)
  }
  public func playlists() async throws -> [LibraryPlaylist] { try await inner.playlists() }
  public func playlist(named name: String) async throws -> LibraryPlaylist? {
    try await inner.playlist(named: name)
  }
  public func recentlyPlayed(after cursor: String?) async throws -> Page<RecentlyPlayedEntry> {
    try await inner.recentlyPlayed(after: cursor)
  }
  public func recordPlay(of track: LibraryTrack, at date: Date) async throws {
    await inner.recordPlay(of: track, at: date)
  }
  public func search(_ text: String) async throws -> SearchResults { try await inner.search(text) }
  public func catalogArtist(for artist: LibraryArtistID) async throws -> CatalogArtist? {
    try await inner.catalogArtist(for: artist)
  }

  // MARK: - Cache

  private static func readCache(
    _ cache: CacheFile, key: MPDLibraryCache.Key, warning: (String) -> Void
  ) -> [MPDLibrarySong]? {
    do {
      guard let data = try cache.state.read(cache.name, kind: .mpdLibraryCache), !data.isEmpty
      else { return nil }
      return try? MPDLibraryCache.decode([UInt8](data), expecting: key)
    } catch {
      if case .setAside = error { warning(error.description) }
      return nil
    }
  }

  /// Writes the cache on a thread of its own, so the first start need not wait for it (call
  /// `finishCacheWrites` before the process exits); one that cannot be written only costs the
  /// next start its speed.
  private static func writeCache(
    _ songs: [MPDLibrarySong], stamp: MPDLibraryReader.DatabaseStamp, address: MPDAddress,
    to cache: CacheFile
  ) {
    let key = MPDLibraryCache.Key(address: address.description, stamp: stamp)
    cacheWrites.enter()
    Thread {
      try? cache.state.write(
        Data(MPDLibraryCache.encode(songs, key: key)), to: cache.name, durable: false)
      cacheWrites.leave()
    }.start()
  }

  private static let cacheWrites = DispatchGroup()

  /// Waits for the cache writes still under way.
  public static func finishCacheWrites() {
    cacheWrites.wait()
  }
}
