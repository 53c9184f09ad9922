import DeepCutKit

/// Tracks and helpers shared by the playback suites.
enum Fixtures {
  /// A library track whose ids derive from its title, so every run builds the same values.
  static func track(
    _ title: String, _ length: String, artist: String = "Acid Bath", unplayable: String? = nil
  ) -> LibraryTrack {
    LibraryTrack(
      id: LibraryTrackID(derivedFrom: title), title: title,
      artistID: LibraryArtistID(derivedFrom: artist), artistName: artist,
      albumID: LibraryAlbumID(derivedFrom: artist + " album"),
      albumTitle: "When the Kite String Pops",
      durationMilliseconds: Int(duration(length).milliseconds), trackNumber: 1,
      unplayableReason: unplayable)
  }

  static let hurricane = track("Hurricane", "3:00")
  static let scream = track("Scream of the Butterfly", "6:01")
  static let dope = track("Dope Fiend", "5:20")
  static let cassie = track("Cassie Eats Cockroaches", "2:00")
  static let jezebel = track("Jezebel", "1:30")
  static let locked = track(
    "Locked Away", "3:20", artist: "A.N.I.M.A.L.", unplayable: "not available in this storefront")
  static let album = [hurricane, scream, dope]
}

/// A duration as people type it (`3:01`, `300ms`); traps on a typo in a test.
func duration(_ text: String) -> Duration {
  guard let value = DurationText.parse(text) else { fatalError("bad duration in a test: \(text)") }
  return value
}

/// The instant `text` after the session's start.
func at(_ text: String) -> Instant { .start + duration(text) }

extension PlaybackSession {
  /// Performs an action that the test expects to be accepted.
  @discardableResult
  mutating func act(_ action: PlaybackAction, _ time: String) throws -> [String] {
    try perform(action, at: at(time)).map(\.description)
  }

  /// Lets time pass and returns the notices as text.
  @discardableResult
  mutating func wait(until time: String) -> [String] {
    advance(to: at(time)).map(\.description)
  }

  /// The indicator's state and the player's status, for one-line expectations.
  var sides: (indicator: String, player: PlaybackStatus) {
    ("\(indicator.state)", player.status)
  }
}
