/// Something the user (or, for interruptions, the system) does in a playback session.
///
/// Most actions are player commands; `toggle` is the app's `togglePlayback`, and `set` changes
/// how the emulation behaves. The session turns each into an optimistic indicator change
/// where the app would make one, and a player command.
public enum PlaybackAction: Hashable, Sendable, CustomStringConvertible {
  /// Replaces the queue with `tracks` (an album, a playlist, one track) and plays from one.
  case play([LibraryTrack], startingAt: Int)
  /// `play` with no argument: resumes, or starts the current entry.
  case resume
  case pause
  /// Pauses the track if the indicator shows it playing, else plays it.
  case toggle(LibraryTrack)
  case stop
  case next
  case previous
  case seek(to: Duration)
  /// Scans forward or backward until `endScan`.
  case scan(SeekDirection)
  case endScan
  /// `queue next` (after the current entry) or `queue add` (at the tail).
  case enqueue([LibraryTrack], InsertionPosition)
  case remove(QueueEntryID)
  /// Moves an entry to a 0-based position in play order.
  case move(QueueEntryID, to: Int)
  case clearQueue
  case setRepeat(RepeatMode)
  case setShuffle(Bool)
  /// An incoming call takes the audio session.
  case interrupt
  case endInterruption
  case set(PlaybackSetting)

  /// Plays one track.
  public static func play(_ track: LibraryTrack) -> PlaybackAction {
    .play([track], startingAt: 0)
  }

  /// The action as the shell would spell it (`play Hurricane`, `queue add 3 tracks`).
  public var description: String {
    switch self {
    case .play(let tracks, let start):
      tracks.count == 1
        ? "play \(tracks[0].title)" : "play \(tracks[start].title) (\(start + 1)/\(tracks.count))"
    case .resume: "play"
    case .pause: "pause"
    case .toggle(let track): "toggle \(track.title)"
    case .stop: "stop"
    case .next: "next"
    case .previous: "prev"
    case .seek(let target): "seek \(DurationText.minutesSeconds(target))"
    case .scan(let direction): "scan \(direction)"
    case .endScan: "scan end"
    case .enqueue(let tracks, let position):
      tracks.count == 1
        ? "queue \(position == .tail ? "add" : "next") \(tracks[0].title)"
        : "queue \(position == .tail ? "add" : "next") \(tracks.count) tracks"
    case .remove(let id): "queue remove \(id)"
    case .move(let id, let index): "queue move \(id) \(index + 1)"
    case .clearQueue: "queue clear"
    case .setRepeat(let mode): "repeat \(mode)"
    case .setShuffle(let on): "shuffle \(on ? "on" : "off")"
    case .interrupt: "interrupt"
    case .endInterruption: "interrupt end"
    case .set(let setting): "set \(setting)"
    }
  }
}

/// One emulation setting, as `set` changes it.
public enum PlaybackSetting: Hashable, Sendable, CustomStringConvertible {
  /// How long starting an unprepared entry takes.
  case latency(Duration)
  /// Whether the reconciler observes the player (off reproduces the app's bug).
  case reconcile(Bool)
  /// How long an intent waits for the player's confirmation.
  case confirmWindow(Duration)
  /// How long the app takes to observe a player event.
  case observationDelay(Duration)
  /// The seed of the next `shuffle on`.
  case shuffleSeed(UInt64)

  public var description: String {
    switch self {
    case .latency(let value): "latency \(DurationText.compact(value))"
    case .reconcile(let on): "reconcile \(on ? "on" : "off")"
    case .confirmWindow(let value): "window \(DurationText.compact(value))"
    case .observationDelay(let value): "delay \(DurationText.compact(value))"
    case .shuffleSeed(let seed): "seed \(seed)"
    }
  }
}

/// The emulation's settings, all in one value.
public struct PlaybackSettings: Hashable, Sendable {
  /// How long starting an unprepared entry takes (0: at once).
  public var latency: Duration = .zero
  /// Whether the reconciler observes the player.
  public var reconcile = true
  /// How long an intent waits for the player's confirmation.
  public var confirmWindow: Duration = .seconds(2)
  /// How long the app takes to observe a player event (0: at once).
  ///
  /// MusicKit's `objectWillChange` arrives on a later run-loop turn; a delay makes stale events
  /// happen.
  public var observationDelay: Duration = .zero
  /// The seed of the next `shuffle on`, so a shuffled order is the same on every run.
  public var shuffleSeed: UInt64 = 1

  public init(
    latency: Duration = .zero, reconcile: Bool = true, confirmWindow: Duration = .seconds(2),
    observationDelay: Duration = .zero, shuffleSeed: UInt64 = 1
  ) {
    self.latency = latency
    self.reconcile = reconcile
    self.confirmWindow = confirmWindow
    self.observationDelay = observationDelay
    self.shuffleSeed = shuffleSeed
  }
}
