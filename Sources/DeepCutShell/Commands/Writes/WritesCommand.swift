import DeepCutKit

/// `writes`: the recorded library writes, oldest first.
enum WritesCommand {
  static let command = Command(
    CommandSpec(
      name: "writes", group: .writes,
      summary: "show every library write this library has accepted, in order",
      details: """
        The sample library is a recording mock: writes change what ls and show print, and are
        logged here with their arguments and time. At the prompt they persist in the state
        directory; scripts start from the pristine sample unless --state is given.
        """,
      isQuery: true)
  ) { session, _ in
    let log = await session.library.writeLog
    let snapshot = await session.snapshot()
    var output = CommandOutput(log.entries)
    guard !log.entries.isEmpty else {
      output.say("no writes yet")
      return output
    }
    output.say(
      Table(
        [.init("#", .right), .init("at"), .init("write")],
        rows: log.entries.map { entry in
          [String(entry.sequence), entry.instant.description, describe(entry, snapshot)]
        }))
    return output
  }
}

/// A write as a sentence, with names instead of ids where the library knows them.
private func describe(_ entry: WriteLogEntry, _ snapshot: LibrarySnapshot) -> String {
  func tracks(_ ids: [LibraryTrackID]) -> String {
    ids.map { id in snapshot.tracksByID[id].map { "'\($0.title)'" } ?? id.rawValue }
      .joined(separator: ", ")
  }
  func playlist(_ id: LibraryPlaylistID) -> String {
    snapshot.contents.playlists.first { $0.id == id }.map { "'\($0.name)'" } ?? id.rawValue
  }
  switch entry.write {
  case .addTracksToLibrary(let ids): return "add to library: \(tracks(ids))"
  case .addAlbumToLibrary(let id):
    return "add album to library: "
      + (snapshot.albumsByID[id].map { "'\($0.title)'" } ?? id.rawValue)
  case .addTracksToPlaylist(let ids, let id): return "add to \(playlist(id)): \(tracks(ids))"
  case .removeTracksFromPlaylist(let ids, let id):
    return "remove from \(playlist(id)): \(tracks(ids))"
  case .createPlaylist(let name):
    return "create playlist '\(name)' [\(entry.createdPlaylistID?.rawValue ?? "")]"
  }
}
