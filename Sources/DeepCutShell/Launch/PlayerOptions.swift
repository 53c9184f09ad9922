/// The player options of a launch: `--player` (and, for MPD, where it is and how its files map).
public struct PlayerOptions: Sendable, Equatable {
  /// The player sessions drive.
  public enum Choice: String, Sendable, Equatable, CaseIterable {
    /// deepcut's emulated Apple Music player, on the session's clock (the default).
    case emulated
    /// A running Music Player Daemon, as mpc finds it.
    case mpd
  }

  public var choice: Choice = .emulated

  public init(choice: Choice = .emulated) {
    self.choice = choice
  }

  /// Reads `--player`'s value; a mistake is one line naming what would be right.
  static func choice(_ text: String) throws(UsageError) -> Choice {
    guard let choice = Choice(rawValue: text.lowercased()) else {
      throw UsageError("--player is emulated or mpd, not '\(text)'")
    }
    return choice
  }
}
