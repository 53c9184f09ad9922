/// The app's optimistic now-playing state: what the UI shows at once when the user acts, and
/// the intent it is still waiting to see the player confirm.
public struct NowPlayingIndicator: Hashable, Sendable {
  /// What the UI shows.
  public internal(set) var state: IndicatorState = .idle
  /// The latest user action the player has not confirmed yet; `nil` when settled (and always
  /// while reconciliation is off, as the app's original code waited for nothing).
  public internal(set) var pending: PlaybackIntent?

  public init() {}

  /// The app's `nowPlayingTrackID`.
  public var nowPlayingTrackID: LibraryTrackID? { state.trackID }
  /// The app's `isPlaying`.
  public var isPlaying: Bool { state.isPlaying }

  /// What `toggle` does for a track, decided on the indicator alone, as the app's
  /// `togglePlayback` does.
  ///
  /// If this track is the indicator's and it is playing, pause;
  /// otherwise play this track from its start (`queue = [track]; play()`). Resuming is `play`
  /// with no argument, never a toggle: a toggle never resumes whatever the queue holds.
  ///
  /// So when the indicator is wrong, toggle does the wrong thing: after an unnoticed end of the
  /// queue the first tap "pauses" a player that already stopped. That is the bug, reproduced.
  public func toggleDecision(for track: LibraryTrack) -> ToggleDecision {
    state.trackID == track.id && state.isPlaying ? .pause : .play
  }

  /// The two outcomes of a toggle.
  public enum ToggleDecision: Hashable, Sendable {
    /// The indicator shows this track playing: pause it.
    case pause
    /// Anything else: play this track from its start.
    case play
  }
}

/// A user action the indicator already shows but the player has not yet confirmed.
public struct PlaybackIntent: Hashable, Sendable {
  /// What the indicator was set to.
  public var target: IndicatorState
  /// The action, as the trace and notices name it (`play Hurricane`).
  public var label: String
  /// When the user acted.
  public var instant: Instant
  /// The player's latest event sequence number when the user acted: events up to it happened
  /// before the intent and cannot confirm or contradict it.
  public var afterSequence: Int

  public init(target: IndicatorState, label: String, instant: Instant, afterSequence: Int) {
    self.target = target
    self.label = label
    self.instant = instant
    self.afterSequence = afterSequence
  }
}
