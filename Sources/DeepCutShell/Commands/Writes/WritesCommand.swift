import DeepCutKit
import Foundation

/// `writes`: the recorded library writes, oldest first.
enum WritesCommand {
  static let command = Command(
    CommandSpec(
      name: "writes", group: .writes,
      summary: "show every library write this library has accepted, in order",
      details: """
        The sample library is a recording mock: writes change what ls and show print, and are
        logged here with their arguments and time. At the prompt they persist in the state
        directory; scripts start from the pristine sample unless --state is given. With
        --service apple-music it lists the requests that changed your library, as sent, and
        Apple's answers (an album added is accepted at once but may take a while to appear).
        """,
      isQuery: true)
  ) { session, _ in
    if session.environment.services.mpdLibrary != nil {
      var output = CommandOutput([WriteLogEntry]())
      output.say(
        "an MPD library's writes are made on MPD (its stored playlists), not logged: see "
          + "'ls playlists', and 'wants' for the releases you wished for")
      return output
    }
    guard let recording = session.recording else {
      return AppleMusicRequestTable.writes(session.environment.services.appleMusic?.api.log)
    }
    let log = await recording.writeLog
    let clock = session.environment.clock
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
          [String(entry.sequence), when(entry, clock: clock), describe(entry, snapshot)]
        }))
    return output
  }
}

/// When a write was made: this session's by its clock, like `clock`; an earlier or other
/// session's by the date the journal keeps, as that session's clock offset means nothing here.
///
/// A write made here is dated by this clock at its instant; one taken in from the journal
/// carries the wall-clock date it was saved with, which this clock never gives that instant.
private func when(_ entry: WriteLogEntry, clock: any SessionClock) -> String {
  let madeHere = abs(clock.date(at: entry.instant).timeIntervalSince(entry.date)) < 0.001
  return madeHere ? entry.instant.description : ISO8601DateFormatter().string(from: entry.date)
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
  case .renamePlaylist(let id, let name):
    return "rename playlist [\(id)] to '\(name)'"
  case .deletePlaylist(let id):
    return "delete playlist [\(id)]"
  case .addReleaseToLibrary(let release, let tracks):
    return "add release to library: '\(release.title)' by \(release.artistName) "
      + "(\(tracks.count) tracks, catalog \(release.id))"
  }
}
