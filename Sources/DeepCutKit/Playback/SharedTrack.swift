/// A library track held by reference, so that the playback values that show it copy one
/// pointer instead of the track's dozen fields.
///
/// Every queue entry, player view, event, indicator and trace entry names a track; a
/// `LibraryTrack` is some 170 bytes and eight reference-counted strings, and the session copied
/// it a few hundred times per command. The box is immutable, so sharing it keeps value
/// semantics; equality and hashing are the track's.
final class SharedTrack: Hashable, Sendable {
  let track: LibraryTrack

  init(_ track: LibraryTrack) {
    self.track = track
  }

  static func == (lhs: SharedTrack, rhs: SharedTrack) -> Bool {
    lhs === rhs || lhs.track == rhs.track
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(track)
  }
}
