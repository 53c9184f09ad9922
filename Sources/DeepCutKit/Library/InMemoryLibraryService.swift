import Foundation

/// The library service over values in memory: the sample library by default, or an import.
///
/// It behaves like the app's mock: every call first asks the shared `FailureInjector` whether
/// to fail (and fails with `ServiceError.cancelled` when its task was cancelled), reads are
/// answered from indexes, and every accepted write is applied atomically and recorded in
/// `writeLog` with the time from the session's clock. A refused or failed write changes nothing.
/// `InMemoryLibraryService(contents:replaying:)` rebuilds a session's library from a saved log.
public actor InMemoryLibraryService: MusicLibraryService {
  /// Recently played pages hold 10 entries, as the real API's.
  public static let recentlyPlayedPageSize = 10

  /// The switchboard consulted at the top of every call.
  public nonisolated let failures: FailureInjector
  private nonisolated let makePristine: @Sendable () -> LibraryContents
  private let clock: any SessionClock
  /// The indexed library, once built: a session that never reads its library (`status` on
  /// MPD) never decodes or indexes the sample's 724 tracks.
  private var built: IndexedLibrary?
  /// The earlier sessions' plays, merged into the listening history when `library` is built.
  private var pendingPlays: [RecentlyPlayedEntry] = []
  /// The accepted writes, oldest first.
  public private(set) var writeLog: WriteLog

  /// The contents before any write; replaying `writeLog` onto them gives `contents`.
  public nonisolated var pristine: LibraryContents { makePristine() }

  private var library: IndexedLibrary {
    get {
      if let built { return built }
      var library = IndexedLibrary.of(pristine)
      Self.merge(pendingPlays, into: &library)
      pendingPlays = []
      built = library
      return library
    }
    set { built = newValue }
  }

  /// A service over `contents`, with no writes yet.
  public init(
    contents: LibraryContents = SampleLibrary.contents,
    failures: FailureInjector = FailureInjector(),
    clock: any SessionClock
  ) {
    self.failures = failures
    self.makePristine = { contents }
    self.clock = clock
    self.built = IndexedLibrary.of(contents)
    self.writeLog = WriteLog()
    self.skippedOnStart = 0
  }

  /// A service over `contents` with the writes of a saved `log` applied again, in order.
  ///
  /// Throws the first entry that no longer applies (for example a log saved over other
  /// contents), `LibraryWriteError.logOutOfOrder` or `.logSequenceTooLarge`; the caller
  /// decides to start afresh.
  public init(
    contents: LibraryContents = SampleLibrary.contents, replaying log: WriteLog,
    failures: FailureInjector = FailureInjector(), clock: any SessionClock
  ) throws {
    self.failures = failures
    self.makePristine = { contents }
    self.clock = clock
    self.built = try Self.replay(log, onto: IndexedLibrary.of(contents))
    self.writeLog = log
    self.skippedOnStart = 0
  }

  /// A service over `contents` with a shared journal's writes taken in, tolerantly: an entry
  /// that no longer applies is skipped (and counted in `skippedOnStart`) instead of failing;
  /// and with the plays earlier sessions saved (`listened`) merged into the listening history.
  ///
  /// With no journal entries, `contents` is made and indexed only when first read.
  public init(
    contents: @autoclosure @escaping @Sendable () -> LibraryContents,
    absorbing entries: [WriteLogEntry], listened: [RecentlyPlayedEntry] = [],
    failures: FailureInjector = FailureInjector(), clock: any SessionClock
  ) {
    self.failures = failures
    self.makePristine = contents
    self.clock = clock
    var log = WriteLog()
    if entries.isEmpty {
      self.skippedOnStart = 0
      self.pendingPlays = listened
    } else {
      var library = IndexedLibrary.of(contents())
      self.skippedOnStart = Self.absorb(entries, into: &library, log: &log)
      // After the writes: a play of a catalog track added by an earlier session counts too.
      Self.merge(listened, into: &library)
      self.built = library
    }
    self.writeLog = log
  }

  private static func merge(_ listened: [RecentlyPlayedEntry], into library: inout IndexedLibrary) {
    guard !listened.isEmpty else { return }
    let held = library.trackIndex()
    library.setRecentlyPlayed(
      ListeningHistory.merging(
        listened, into: library.contents.recentlyPlayed, holds: { held[$0] != nil }))
  }

  /// How many journal entries no longer applied when the service started.
  public nonisolated let skippedOnStart: Int

  /// The contents a saved `log` produces from `contents`, without a service.
  public static func replay(_ log: WriteLog, onto contents: LibraryContents) throws
    -> LibraryContents
  {
    try replay(log, onto: IndexedLibrary.of(contents)).contents
  }

  private static func replay(_ log: WriteLog, onto start: IndexedLibrary) throws -> IndexedLibrary {
    var library = start
    var previous = 0
    for entry in log.entries {
      guard entry.sequence > previous else {
        throw LibraryWriteError.logOutOfOrder(sequence: entry.sequence)
      }
      // The next write is numbered one past the last entry, so the last number is refused.
      guard entry.sequence < Int.max else {
        throw LibraryWriteError.logSequenceTooLarge(sequence: entry.sequence)
      }
      try library.apply(entry.write, sequence: entry.sequence)
      previous = entry.sequence
    }
    return library
  }

  /// The library as it is now, writes included.
  public var contents: LibraryContents { library.contents }

  /// Takes in the entries of a shared log that this service has not seen (other sessions'
  /// writes), in order, and returns how many of them no longer applied.
  ///
  /// An entry that does not apply (a log written over other contents, or by another version)
  /// changes nothing but is still logged, so the sequence numbers stay those of the shared log.
  @discardableResult
  public func absorb(_ entries: [WriteLogEntry]) -> Int {
    Self.absorb(entries, into: &library, log: &writeLog)
  }

  /// Applies and logs the entries newer than `log`; returns how many did not apply.
  private static func absorb(
    _ entries: [WriteLogEntry], into library: inout IndexedLibrary, log: inout WriteLog
  ) -> Int {
    var skipped = 0
    for entry in entries where entry.sequence >= log.nextSequence {
      // The next write is numbered one past the last entry, so the last number is refused.
      guard entry.sequence < Int.max else {
        skipped += 1
        continue
      }
      var changed = library
      do {
        try changed.apply(entry.write, sequence: entry.sequence)
        library = changed
      } catch {
        skipped += 1
      }
      log.append(entry)
    }
    return skipped
  }

  // MARK: - Reads

  public func artists() throws -> [LibraryArtist] {
    try failures.check(.artists)
    return library.artistOrder.map { library.contents.artists[$0] }
  }

  public func albums() throws -> [LibraryAlbum] {
    try failures.check(.albums)
    return library.albumListing().order.map { library.contents.albums[$0] }
  }

  public func albums(by artist: LibraryArtistID) throws -> [LibraryAlbum] {
    try failures.check(.albums)
    guard library.artistIndex[artist] != nil else {
      throw ServiceError.notFound("artist \(artist)")
    }
    return (library.albumListing().byArtist[artist] ?? []).map { library.contents.albums[$0] }
  }

  /// Counted from the albums as they are, without sorting them (`ls artists`).
  public func albumCounts() throws -> [LibraryArtistID: Int] {
    try failures.check(.albums)
    var counts: [LibraryArtistID: Int] = [:]
    for album in library.contents.albums { counts[album.artistID, default: 0] += 1 }
    return counts
  }

  public func tracks() throws -> [LibraryTrack] {
    try failures.check(.tracks)
    return library.orderedTracks()
  }

  public func tracks(onAlbum album: LibraryAlbumID) throws -> [LibraryTrack] {
    try failures.check(.tracks)
    guard library.albumIndex()[album] != nil else { throw ServiceError.notFound("album \(album)") }
    return (library.tracks(onAlbum: album) ?? []).map { library.contents.tracks[$0] }
  }

  public func tracks(inPlaylist playlist: LibraryPlaylistID) throws -> [LibraryTrack] {
    try failures.check(.tracks)
    guard let position = library.playlistIndex[playlist] else {
      throw ServiceError.notFound("playlist \(playlist)")
    }
    let index = library.trackIndex()
    return library.contents.playlists[position].trackIDs.compactMap { id in
      index[id].map { library.contents.tracks[$0] }
    }
  }

  public func playlists() throws -> [LibraryPlaylist] {
    try failures.check(.playlists)
    return library.playlistOrder.map { library.contents.playlists[$0] }
  }

  public func playlist(named name: String) throws -> LibraryPlaylist? {
    try failures.check(.playlists)
    return library.playlistsByName[name].map { library.contents.playlists[$0] }
  }

  public func recentlyPlayed(after cursor: String?) throws -> Page<RecentlyPlayedEntry> {
    try failures.check(.recentlyPlayed)
    let path = "/v1/me/recent/played/tracks"
    guard
      let page = PageCursor.page(
        of: library.contents.recentlyPlayed, path: path, limit: Self.recentlyPlayedPageSize,
        after: cursor)
    else { throw ServiceError.notFound("recently played page '\(cursor ?? "")'") }
    return page
  }

  /// Puts `track` on top of the listening history (`ListeningHistory.recording`).
  ///
  /// Not an API call (Apple's servers record plays themselves), so no failure is injected into
  /// it; not a write either, so the write log does not list it.
  public func recordPlay(of track: LibraryTrack, at date: Date) async {
    guard !track.isCatalogPreview, library.trackIndex()[track.id] != nil else { return }
    library.setRecentlyPlayed(
      ListeningHistory.recording(track.id, at: date, in: library.contents.recentlyPlayed))
  }

  /// Whether the listening history holds `track` (`recordPlay` left out what it does not record).
  public func isInHistory(_ track: LibraryTrackID) -> Bool {
    library.contents.recentlyPlayed.contains { $0.trackID == track }
  }

  public func search(_ text: String) throws -> SearchResults {
    try failures.check(.search)
    let query = NameFolding.fold(String(text.trimmingWhitespace()))
    guard !query.isEmpty else { return SearchResults() }
    let contents = library.contents
    let trackTitles = library.foldedTrackTitles()
    let trackOrder = library.trackOrder()
    let albumListing = library.albumListing()
    return SearchResults(
      artists: library.artistOrder.filter {
        TextSearch.contains(library.foldedArtistNames[$0], query)
      }
      .map { contents.artists[$0] },
      albums: Self.byName(
        albumListing.order.filter { TextSearch.contains(albumListing.foldedTitles[$0], query) },
        albumListing.foldedTitles
      ).map { contents.albums[$0] },
      tracks: Self.byName(
        trackOrder.filter { TextSearch.contains(trackTitles[$0], query) },
        trackTitles
      ).map { contents.tracks[$0] },
      playlists: library.playlistOrder.filter {
        TextSearch.contains(library.foldedPlaylistNames[$0], query)
      }
      .map { contents.playlists[$0] })
  }

  public func catalogArtist(for artist: LibraryArtistID) throws -> CatalogArtist? {
    try failures.check(.catalogArtist)
    guard let position = library.artistIndex[artist] else {
      throw ServiceError.notFound("artist \(artist)")
    }
    let libraryArtist = library.contents.artists[position]
    return libraryArtist.catalogID.map { CatalogArtist(id: $0, name: libraryArtist.name) }
  }

  /// Positions sorted by folded name, keeping the listing order among equal names.
  private static func byName(_ positions: [Int], _ names: [String]) -> [Int] {
    positions.enumerated().sorted {
      (names[$0.element], $0.offset) < (names[$1.element], $1.offset)
    }.map(\.element)
  }

  // MARK: - Writes

  public func addToLibrary(tracks: [LibraryTrackID]) throws {
    try record(.addTracksToLibrary(tracks: tracks))
  }

  public func addToLibrary(album: LibraryAlbumID) throws {
    try record(.addAlbumToLibrary(album: album))
  }

  // `async`, unlike its neighbours, so that it and not the protocol's default is the witness.
  public func addToLibrary(release: CatalogRelease, tracks: [CatalogTrack]) async throws
    -> CatalogAddResult
  {
    do {
      let entry = try record(.addReleaseToLibrary(release: release, tracks: tracks))
      guard let position = library.albumIndex()[LibraryWrite.addedAlbumID(release.id)] else {
        preconditionFailure("an added release is indexed by its derived id (write \(entry))")
      }
      return .added(library.contents.albums[position])
    } catch LibraryWriteError.alreadyInLibrary(_, let album) {
      return .alreadyInLibrary(album)
    }
  }

  public func add(tracks: [LibraryTrackID], toPlaylist playlist: LibraryPlaylistID) throws {
    try record(.addTracksToPlaylist(tracks: tracks, playlist: playlist))
  }

  public func remove(tracks: [LibraryTrackID], fromPlaylist playlist: LibraryPlaylistID) throws {
    try record(.removeTracksFromPlaylist(tracks: tracks, playlist: playlist))
  }

  /// Creates an empty playlist named `name` (surrounding spaces dropped) and returns it.
  public func createPlaylist(named name: String) throws -> LibraryPlaylist {
    let entry = try record(.createPlaylist(name: String(name.trimmingWhitespace())))
    guard let id = entry.createdPlaylistID, let position = library.playlistIndex[id] else {
      preconditionFailure("a created playlist is indexed by its derived id")
    }
    return library.contents.playlists[position]
  }

  /// Renames a playlist (surrounding spaces dropped) and returns it.
  public func renamePlaylist(_ playlist: LibraryPlaylistID, to name: String) throws
    -> LibraryPlaylist
  {
    try record(.renamePlaylist(playlist: playlist, name: String(name.trimmingWhitespace())))
    guard let position = library.playlistIndex[playlist] else {
      preconditionFailure("a renamed playlist keeps its id")
    }
    return library.contents.playlists[position]
  }

  /// Deletes a playlist; its tracks stay in the library.
  public func deletePlaylist(_ playlist: LibraryPlaylistID) throws {
    try record(.deletePlaylist(playlist: playlist))
  }

  /// Checks for an injected failure, applies `write` to a copy and keeps the copy only when the
  /// whole write succeeded, then logs it.
  @discardableResult
  private func record(_ write: LibraryWrite) throws -> WriteLogEntry {
    try failures.check(write.method)
    let sequence = writeLog.nextSequence
    var changed = library
    try changed.apply(write, sequence: sequence)
    let now = clock.now
    let entry = WriteLogEntry(
      sequence: sequence, write: write, instant: now, date: clock.date(at: now))
    library = changed
    writeLog.append(entry)
    return entry
  }
}
