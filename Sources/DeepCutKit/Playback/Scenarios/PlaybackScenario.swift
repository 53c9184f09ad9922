/// A playback scenario as data: a few short tracks, commands at fixed times, how long to watch.
///
/// The same scenario runs on the emulator and on a real MPD (`ScenarioRunner`), and the
/// status transitions each player went through are compared (`ScenarioVerdict`).
public struct PlaybackScenario: Sendable {
  /// A command at a time from the scenario's start.
  public struct Step: Sendable {
    public var at: Duration
    public var command: ScenarioCommand

    public init(at seconds: Double, _ command: ScenarioCommand) {
      self.at = .milliseconds(Int((seconds * 1000).rounded()))
      self.command = command
    }
  }

  public var name: String
  /// The tracks' lengths in seconds (the tracks are called `t1`, `t2`, …).
  public var trackLengths: [Double]
  public var steps: [Step]
  /// How long to watch, from the start.
  public var duration: Duration
  /// Why the players are expected to differ here, when they truly do (MusicKit's semantics,
  /// which MPD does not share, stay MusicKit's).
  public var knownDifference: String?

  public init(
    _ name: String, tracks: [Double], watch seconds: Double, steps: [Step],
    knownDifference: String? = nil
  ) {
    self.name = name
    self.trackLengths = tracks
    self.steps = steps
    self.duration = .milliseconds(Int((seconds * 1000).rounded()))
    self.knownDifference = knownDifference
  }

  /// The scenario's tracks, named `t1`, `t2`, … with their lengths.
  public var tracks: [LibraryTrack] {
    trackLengths.enumerated().map { index, seconds in
      let title = "t\(index + 1)"
      return LibraryTrack(
        id: LibraryTrackID(derivedFrom: "scenario \(title)"), title: title,
        artistID: LibraryArtistID(derivedFrom: "Scenario"), artistName: "Scenario",
        albumID: LibraryAlbumID(derivedFrom: "Scenario"), albumTitle: "Scenario",
        durationMilliseconds: Int((seconds * 1000).rounded()), trackNumber: index + 1)
    }
  }
}

/// What a scenario does at a step, by track number (1-based, as the tracks are named), so it
/// means the same on any player.
public enum ScenarioCommand: Hashable, Sendable {
  /// Replaces the queue with these tracks and plays the one at `from` (1-based in the list).
  case play([Int], from: Int)
  case pause
  case resume
  /// Pauses what plays, or resumes (`mpc toggle`).
  case toggle
  case stop
  case next
  case previous
  case seek(seconds: Double)
  case insert([Int], InsertionPosition)
  case clear
  case setRepeat(RepeatMode)
  case setShuffle(Bool)
  /// The track's file disappears (deleted on MPD; on the emulator, its start fails).
  case loseFile(Int)
}

extension ScenarioCommand: CustomStringConvertible {
  public var description: String {
    func names(_ numbers: [Int]) -> String { numbers.map { "t\($0)" }.joined(separator: ",") }
    switch self {
    case .play(let numbers, let from): return "play \(names(numbers)) from t\(numbers[from - 1])"
    case .pause: return "pause"
    case .resume: return "resume"
    case .toggle: return "toggle"
    case .stop: return "stop"
    case .next: return "next"
    case .previous: return "previous"
    case .seek(let seconds): return "seek \(seconds)s"
    case .insert(let numbers, let position): return "insert \(names(numbers)) \(position)"
    case .clear: return "clear"
    case .setRepeat(let mode): return "repeat \(mode)"
    case .setShuffle(let on): return "shuffle \(on ? "on" : "off")"
    case .loseFile(let number): return "lose t\(number)'s file"
    }
  }
}
