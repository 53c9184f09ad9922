/// A part of MPD that `idle` reports as changed (`changed: player`).
///
/// Kept as the name MPD sent, so a subsystem a newer MPD adds passes through unchanged.
public struct MPDSubsystem: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  /// Started, stopped, paused, seeked, or moved to another song.
  public static let player = MPDSubsystem(rawValue: "player")
  /// The queue changed.
  public static let playlist = MPDSubsystem(rawValue: "playlist")
  /// The volume changed.
  public static let mixer = MPDSubsystem(rawValue: "mixer")
  /// repeat, random, single, consume, crossfade.
  public static let options = MPDSubsystem(rawValue: "options")
  /// The song database changed (after an update that found changes).
  public static let database = MPDSubsystem(rawValue: "database")
  /// An update started or finished.
  public static let update = MPDSubsystem(rawValue: "update")
  public static let storedPlaylist = MPDSubsystem(rawValue: "stored_playlist")
  public static let output = MPDSubsystem(rawValue: "output")

  /// The subsystems of an `idle` answer, in MPD's order (a fixed one, not the order of events).
  public static func changed(in response: MPDResponse) -> [MPDSubsystem] {
    response.values("changed").map(MPDSubsystem.init(rawValue:))
  }
}
