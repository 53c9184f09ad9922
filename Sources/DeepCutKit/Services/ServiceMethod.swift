/// The identifiers of the service calls a failure can be injected into.
///
/// Named after the app's service methods, so a test or a `fail` command reads like the call it
/// breaks: `fail recentlyPlayed once`.
public enum ServiceMethod: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case artists
  case albums
  case tracks
  case playlists
  case recentlyPlayed
  case search
  case catalogArtist
  case addToLibrary
  case addToPlaylist
  case removeFromPlaylist
  case createPlaylist
  case renamePlaylist
  case deletePlaylist
  /// The catalog's releases of one artist (one page per call).
  case catalogReleases
  /// One catalog release's track list (for a preview or an add).
  case catalogTracks
  /// The player starting a track (used by the playback emulator).
  case play

  /// Whether the call changes the library (a failed write must change nothing).
  public var isWrite: Bool {
    switch self {
    case .addToLibrary, .addToPlaylist, .removeFromPlaylist, .createPlaylist, .renamePlaylist,
      .deletePlaylist:
      true
    default: false
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
