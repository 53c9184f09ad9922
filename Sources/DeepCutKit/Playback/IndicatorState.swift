/// What a now-playing indicator shows: a track, and whether it is playing.
///
/// The same shape describes the app's optimistic indicator and the player's truth
/// (`PlayerView.truth`), so the two can be compared.
public struct IndicatorState: Hashable, Sendable, CustomStringConvertible {
  /// The track shown, shared with the queue entry it came from (see `SharedTrack`).
  var shown: SharedTrack?
  public var isPlaying: Bool

  public init(track: LibraryTrack?, isPlaying: Bool) {
    self.init(shown: track.map(SharedTrack.init), isPlaying: isPlaying)
  }

  init(shown: SharedTrack?, isPlaying: Bool) {
    self.shown = shown
    self.isPlaying = isPlaying
  }

  /// Nothing shown: no track, not playing.
  public static let idle = IndicatorState(shown: nil, isPlaying: false)

  public var track: LibraryTrack? {
    get { shown?.track }
    set { shown = newValue.map(SharedTrack.init) }
  }

  /// The app's `nowPlayingTrackID`.
  public var trackID: LibraryTrackID? { shown?.track.id }

  /// Whether both show the same track in the same playing state (tracks compare by id).
  public func agrees(with other: IndicatorState) -> Bool {
    isPlaying == other.isPlaying && (shown === other.shown || trackID == other.trackID)
  }

  /// `▶ Title` while playing, `■ Title` otherwise, `■ —` with no track.
  public var description: String {
    "\(isPlaying ? "▶" : "■") \(shown?.track.title ?? "—")"
  }
}
