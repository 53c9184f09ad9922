import DeepCutKit

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
  /// `--mpd ADDRESS`: where MPD is, instead of `MPD_HOST`/`MPD_PORT`.
  public var mpdAddress: String?
  /// `--music-dir DIR`: MPD's music directory, when MPD cannot say (over TCP).
  public var musicDirectory: String?
  /// `--map FROM=TO`, in order.
  public var maps: [PathMapping.Rule] = []
  /// `--library FILE`, whose `Location`s place the tracks in the music directory.
  public var libraryFile: String?
  /// `--library mpd`: the tracks are MPD's own, played by the URIs MPD gave.
  public var mpdLibrary = false

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

  /// Reads `--music-dir`'s value: an absolute path.
  static func musicDirectory(_ text: String) throws(UsageError) -> String {
    guard text.hasPrefix("/") else {
      throw UsageError("--music-dir takes MPD's music directory as an absolute path, not '\(text)'")
    }
    return text
  }

  /// Reads `--map`'s value.
  static func map(_ text: String) throws(UsageError) -> PathMapping.Rule {
    switch PathMapping.Rule.parse(text) {
    case .success(let rule): return rule
    case .failure(let error): throw UsageError(error.description)
    }
  }

  /// Refuses MPD's options without `--player mpd`, where they would silently do nothing.
  func checked() throws(UsageError) -> PlayerOptions {
    if choice == .emulated, musicDirectory != nil || !maps.isEmpty {
      throw UsageError("--music-dir and --map are for --player mpd")
    }
    if choice == .emulated, mpdAddress != nil, !mpdLibrary {
      throw UsageError("--mpd is for --player mpd or --library mpd")
    }
    return self
  }
}
