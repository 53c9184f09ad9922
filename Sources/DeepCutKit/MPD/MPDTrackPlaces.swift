import Synchronization

/// Where MPD keeps each track's file, found the first time a track must be placed.
///
/// Placing a track needs MPD's music directory (`config`, unless `--music-dir` gave it) and
/// its whole file list (`listall`, for the names a Mac wrote decomposed or in another case):
/// a round trip and a read of the database that a session only checking `status` never needs.
/// So both are read on the first `uri(for:)` and kept for the session; a read that fails says
/// so in the track's one-line refusal and is tried again next time.
final class MPDTrackPlaces: Sendable {
  private let source: TrackLocator.Source
  private let musicDirectory: String?
  private let rules: [PathMapping.Rule]
  private let locator = Mutex<TrackLocator?>(nil)

  init(source: TrackLocator.Source, musicDirectory: String?, rules: [PathMapping.Rule]) {
    self.source = source
    self.musicDirectory = musicDirectory
    self.rules = rules
  }

  /// The URI that plays `track`, or why none can, reading what it needs from `client` once.
  func uri(for track: LibraryTrack, asking client: MPDClient) -> Result<String, UnplayableTrack> {
    switch locator(asking: client) {
    case .success(let locator): locator.uri(for: track)
    case .failure(let missing):
      .failure(UnplayableTrack(title: track.title, reason: missing.reason))
    }
  }

  /// Why no track can be placed yet.
  private struct Missing: Error {
    var reason: String
  }

  private func locator(asking client: MPDClient) -> Result<TrackLocator, Missing> {
    if let known = locator.withLock({ $0 }) { return .success(known) }
    if case .mpdLibrary = source {
      // MPD's own library carries each track's URI: nothing to read or place.
      let built = TrackLocator(
        source: source, mapping: PathMapping(musicDirectory: "/", rules: rules),
        index: MusicDirectoryIndex(uris: []))
      locator.withLock { $0 = built }
      return .success(built)
    }
    // Read outside the lock: two first plays at once both read, and either result is right.
    var directory = musicDirectory
    var files: [String] = []
    do throws(MPDError) {
      if directory == nil { directory = try client.musicDirectory() }
      for case .file(let song) in try client.listAll() { files.append(song.file) }
    } catch {
      return .failure(Missing(reason: "MPD's file list could not be read: \(error)"))
    }
    guard let directory else {
      return .failure(
        Missing(
          reason: "MPD at \(client.address) does not say where its music is: give --music-dir DIR"
        ))
    }
    let built = TrackLocator(
      source: source, mapping: PathMapping(musicDirectory: directory, rules: rules),
      index: MusicDirectoryIndex(uris: files))
    locator.withLock { $0 = built }
    return .success(built)
  }
}
