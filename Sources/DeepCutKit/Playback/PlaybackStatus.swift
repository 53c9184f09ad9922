/// What the player is doing: MusicKit's `MusicPlayer.PlaybackStatus`, case for case.
public enum PlaybackStatus: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  case stopped
  case playing
  case paused
  /// The system took the audio session (a phone call); playback may resume when it ends.
  case interrupted
  case seekingForward
  case seekingBackward

  /// Whether audio is moving, which is what the app's `isPlaying` means.
  public var isPlaying: Bool {
    switch self {
    case .playing, .seekingForward, .seekingBackward: true
    case .stopped, .paused, .interrupted: false
    }
  }

  /// One glyph for timelines and listings.
  public var symbol: String {
    switch self {
    case .stopped: "■"
    case .playing: "▶"
    case .paused: "‖"
    case .interrupted: "×"
    case .seekingForward: "»"
    case .seekingBackward: "«"
    }
  }

  public var description: String {
    switch self {
    case .seekingForward: "seeking forward"
    case .seekingBackward: "seeking backward"
    default: rawValue
    }
  }
}
