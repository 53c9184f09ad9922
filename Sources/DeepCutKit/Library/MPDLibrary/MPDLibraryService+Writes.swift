import Foundation

/// Writes to MPD's library: MPD's stored playlists are its only writable part, so a playlist
/// write becomes MPD's playlist commands, and what MPD cannot hold (library additions) is
/// refused in one line.
extension MPDLibraryService {
  /// Every song MPD holds is in the library already: only the ids are checked.
  public func addToLibrary(tracks: [LibraryTrackID]) async throws {
    try failures.check(.addToLibrary)
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    if let unknown = tracks.first(where: { uris.uri(of: $0) == nil }) {
      throw ServiceError.notFound("track \(unknown)")
    }
  }

  public func addToLibrary(album: LibraryAlbumID) async throws {
    try failures.check(.addToLibrary)
    _ = try await inner.tracks(onAlbum: album)
  }

  /// MPD plays the files it has; nothing can add a catalog release to them.
  public func addToLibrary(release: CatalogRelease, tracks: [CatalogTrack]) async throws
    -> CatalogAddResult
  {
    throw LibraryWriteError.unsupported(Self.cannotDownload)
  }

  /// Why a catalog release cannot join an MPD library, as `add` says it.
  public static let cannotDownload =
    "download music (MPD plays the files in its music directory)"

  public func add(tracks: [LibraryTrackID], toPlaylist playlist: LibraryPlaylistID) async throws {
    try failures.check(.addToPlaylist)
    let name = try await editable(playlist)
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    let files = try files(of: tracks)
    try await change {
      for batch in Self.batches(files) {
        _ = try reader.connection.runList(batch.map { MPDCommand("playlistadd", [name, $0]) })
      }
    }
  }

  public func remove(tracks: [LibraryTrackID], fromPlaylist playlist: LibraryPlaylistID)
    async throws
  {
    try failures.check(.removeFromPlaylist)
    let name = try await editable(playlist)
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    let removed = Set(try files(of: tracks))
    try await change {
      // Positions as MPD holds the playlist now, removed from the last, so none shifts.
      let held = try reader.connection.run("listplaylist", name).values("file")
      for (track, uri) in zip(tracks, try files(of: tracks)) where !held.contains(uri) {
        throw LibraryWriteError.trackNotInPlaylist(track: track, playlist: name)
      }
      let positions = held.indices.filter { removed.contains(held[$0]) }.reversed()
      for batch in Self.batches(Array(positions)) {
        _ = try reader.connection.runList(
          batch.map { MPDCommand("playlistdelete", [name, String($0)]) })
      }
    }
  }

  /// Creates an empty stored playlist.
  ///
  /// MPD 0.23 has no command for one (`save` takes the
  /// queue, `playlistclear` wants the playlist to exist), so one command list adds a song and
  /// deletes it again: the playlist is left empty, or (if MPD refuses) never made.
  public func createPlaylist(named name: String) async throws -> LibraryPlaylist {
    try failures.check(.createPlaylist)
    let name = String(name.trimmingWhitespace())
    try await checkNewName(name)
    guard let any = uris.anyURI else {
      throw LibraryWriteError.unsupported(
        "create a playlist while MPD's database is empty (MPD 0.23 makes one by adding a song)")
    }
    try await change {
      _ = try reader.connection.runList([
        MPDCommand("playlistadd", [name, any]), MPDCommand("playlistdelete", [name, "0"]),
      ])
    }
    return try await created(name)
  }

  public func renamePlaylist(_ playlist: LibraryPlaylistID, to name: String) async throws
    -> LibraryPlaylist
  {
    try failures.check(.renamePlaylist)
    let old = try await editable(playlist)
    let name = String(name.trimmingWhitespace())
    try await checkNewName(name, renaming: old)
    try await change { try reader.connection.run("rename", old, name) }
    return try await created(name)
  }

  public func deletePlaylist(_ playlist: LibraryPlaylistID) async throws {
    try failures.check(.deletePlaylist)
    let name = try await editable(playlist)
    try await change { try reader.connection.run("rm", name) }
  }

  /// The playlist MPD now holds as `name`.
  private func created(_ name: String) async throws -> LibraryPlaylist {
    guard let playlist = try await inner.playlist(named: name) else {
      throw ServiceError.reported(.notfound, "MPD did not keep a playlist named '\(name)'")
    }
    return playlist
  }

  /// The playlist's name in MPD.
  private func editable(_ id: LibraryPlaylistID) async throws -> String {
    guard let playlist = try await inner.playlists().first(where: { $0.id == id }) else {
      throw ServiceError.notFound("playlist \(id)")
    }
    return playlist.name
  }

  /// Refuses a name MPD or the library would not take: blank, with control characters or a
  /// `/` (MPD keeps a playlist as a file of that name), or another playlist's.
  private func checkNewName(_ name: String, renaming: String? = nil) async throws {
    let control = name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard name.contains(where: { !$0.isWhitespace }), !control, !name.contains("/") else {
      throw LibraryWriteError.invalidPlaylistName(name)
    }
    let folded = NameFolding.fold(name)
    for other in try await inner.playlists()
    where NameFolding.fold(other.name) == folded && other.name != renaming {
      throw LibraryWriteError.duplicatePlaylistName(name)
    }
  }

  /// The URIs of `tracks`, or `notFound` for one the library does not hold.
  private func files(of tracks: [LibraryTrackID]) throws -> [String] {
    try tracks.map { track in
      guard let uri = uris.uri(of: track) else { throw ServiceError.notFound("track \(track)") }
      return uri
    }
  }

  /// Runs a write on MPD, then reads the stored playlists back.
  ///
  /// Also after a failure: part of a write may have been made. MPD's refusals and losses become `ServiceError`s, one line.
  private func change(_ write: () throws -> Void) async throws {
    var failure: (any Error)?
    do {
      try write()
    } catch let error as MPDError {
      failure = Self.serviceError(error)
    } catch {
      failure = error
    }
    do {
      await rebuild(playlists: try reader.playlists())
    } catch {
      if failure == nil { failure = Self.serviceError(error) }
    }
    if let failure { throw failure }
  }

  /// Command lists of at most 500 commands (MPD allows 2 MiB per list).
  private static func batches<T>(_ items: [T]) -> [ArraySlice<T>] {
    stride(from: 0, to: items.count, by: 500).map { items[$0..<min($0 + 500, items.count)] }
  }

  /// An MPD failure in the service's terms.
  public static func serviceError(_ error: MPDError) -> ServiceError {
    switch error {
    case .refused(_, let ack) where ack.knownCode == .noExist:
      .reported(.notfound, error.description)
    case .refused(_, let ack) where ack.knownCode == .password || ack.knownCode == .permission:
      .reported(.auth, error.description)
    default: .reported(.network, error.description)
    }
  }
}
