extension IndexedLibrary {
  /// Applies `write` as write number `sequence`, or throws and changes nothing.
  ///
  /// Every check comes before the first change, so a throw leaves the library as it was.
  /// Unknown ids throw `ServiceError.notFound`; refusals throw `LibraryWriteError`.
  mutating func apply(_ write: LibraryWrite, sequence: Int) throws {
    switch write {
    case .addTracksToLibrary(let tracks):
      // Every sample and imported song is already in the library, and the API ignores songs
      // the library holds: after checking the ids there is nothing to change.
      try requireTracks(tracks)
    case .addAlbumToLibrary(let album):
      guard albumIndex()[album] != nil else { throw ServiceError.notFound("album \(album)") }
    case .addReleaseToLibrary(let release, let tracks):
      try addRelease(release, tracks: tracks)
    case .addTracksToPlaylist(let tracks, let playlist):
      let position = try editablePlaylist(playlist)
      try requireTracks(tracks)
      updatePlaylists { $0[position].trackIDs += tracks }
    case .removeTracksFromPlaylist(let tracks, let playlist):
      let position = try editablePlaylist(playlist)
      try requireTracks(tracks)
      let current = contents.playlists[position]
      if let missing = tracks.first(where: { !current.trackIDs.contains($0) }) {
        throw LibraryWriteError.trackNotInPlaylist(track: missing, playlist: current.name)
      }
      let removed = Set(tracks)
      updatePlaylists { $0[position].trackIDs.removeAll(where: removed.contains) }
    case .createPlaylist(let name):
      try checkNewPlaylistName(name)
      let id = LibraryWrite.createdPlaylistID(name: name, sequence: sequence)
      guard playlistIndex[id] == nil else { throw LibraryWriteError.duplicatePlaylistName(name) }
      updatePlaylists { $0.append(LibraryPlaylist(id: id, name: name)) }
    case .renamePlaylist(let playlist, let name):
      let position = try editablePlaylist(playlist)
      try checkNewPlaylistName(name, renaming: playlist)
      updatePlaylists { $0[position].name = name }
    case .deletePlaylist(let playlist):
      let position = try editablePlaylist(playlist)
      updatePlaylists { _ = $0.remove(at: position) }
    }
  }

  private mutating func requireTracks(_ tracks: [LibraryTrackID]) throws {
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    let index = trackIndex()
    if let unknown = tracks.first(where: { index[$0] == nil }) {
      throw ServiceError.notFound("track \(unknown)")
    }
  }

  private func editablePlaylist(_ id: LibraryPlaylistID) throws -> Int {
    guard let position = playlistIndex[id] else { throw ServiceError.notFound("playlist \(id)") }
    let playlist = contents.playlists[position]
    guard playlist.canEdit else { throw LibraryWriteError.playlistNotEditable(name: playlist.name) }
    return position
  }

  /// Refuses a name no playlist may take; `renaming` may keep its own name in other letters.
  private func checkNewPlaylistName(_ name: String, renaming: LibraryPlaylistID? = nil) throws {
    let visible = name.contains { !$0.isWhitespace }
    let control = name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard visible, !control, name == String(name.trimmingWhitespace()) else {
      throw LibraryWriteError.invalidPlaylistName(name)
    }
    if let other = playlistsByFoldedName[NameFolding.fold(name)],
      contents.playlists[other].id != renaming
    {
      throw LibraryWriteError.duplicatePlaylistName(name)
    }
  }
}
