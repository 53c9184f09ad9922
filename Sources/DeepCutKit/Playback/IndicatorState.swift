/// What a now-playing indicator shows: a track, and whether it is playing.
///
/// The same shape describes the app's optimistic indicator and the player's truth
/// (`PlayerView.truth`), so the two can be compared.
public struct IndicatorState: Hashable, Sendable, CustomStringConvertible {
  public var track: LibraryTrack?
  public var isPlaying: Bool

  public init(track: LibraryTrack?, isPlaying: Bool) {
    self.track = track
    self.isPlaying = isPlaying
  }

  /// Nothing shown: no track, not playing.
  public static let idle = IndicatorState(track: nil, isPlaying: false)

  /// The app's `nowPlayingTrackID`.
  public var trackID: LibraryTrackID? { track?.id }

  /// Whether both show the same track in the same playing state (tracks compare by id).
  public func agrees(with other: IndicatorState) -> Bool {
    trackID == other.trackID && isPlaying == other.isPlaying
  }

  /// `▶ Title` while playing, `■ Title` otherwise, `■ —` with no track.
  public var description: String {
    "\(isPlaying ? "▶" : "■") \(track?.title ?? "—")"
  }
}
