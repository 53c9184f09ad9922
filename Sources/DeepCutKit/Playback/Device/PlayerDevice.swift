/// A player deepcut drives: the emulator (`EmulatedPlayer`) or a real one (MPD).
///
/// The app's side (`PlaybackApp`: the indicator, the reconciler, the trace) runs unchanged over
/// any device; it sees the device only through this protocol. Commands go in with `send`; what
/// happens comes out as numbered `PlayerEvent`s in batches (one batch per transition), and
/// `snapshot` answers `status` and `queue`.
///
/// Time has two sources, and `advance(to:)` takes both, so the session absorbs events only
/// between statements, never in the middle of one:
/// - the emulator changes at its timed transitions, which `advance(to:)` applies purely on the
///   session's clock; `nextDeadline` says when the next one is due;
/// - a real player changes by itself (a track ends); its idle connection builds the batches,
///   keeps them until `advance(to:)` takes them, and says so on `arrivals()`, which the prompt's
///   announcer waits on.
///
/// Every instant is on the session's clock (a real device is given that clock when built).
/// Sequence numbers increase strictly over the device's life: the reconciler tells an event
/// that happened before a user action from one that answers it by them.
public protocol PlayerDevice: AnyObject, Sendable {
  /// One word for the prompt and `status`: `emulator`, `mpd`.
  var name: String { get }
  /// The device in a few words, for `status` (`mpd at /run/mpd/socket`).
  var summary: String { get }
  /// Whether this is deepcut's emulated player rather than a real one.
  var isEmulated: Bool { get }

  /// Refuses at once what the device knows it would refuse, before any time passes (the
  /// emulator: an empty queue, an unknown entry). A real player may check nothing here and
  /// refuse in `send`.
  func check(_ command: PlayerCommand) throws(PlayerDeviceError)

  /// Sends `command` at `instant`, which `advance(to:)` has reached.
  ///
  /// Returns the batches the command caused that the device knows at once: all of them for the
  /// emulator; a real player may return none and deliver them through `advance(to:)`. Its
  /// `snapshot` right after reflects the command (the current entry after `next`).
  /// A refused command throws one line and changes nothing.
  func send(_ command: PlayerCommand, at instant: Instant) async throws(PlayerDeviceError)
    -> [PlayerEventBatch]

  /// Sets the volume, 0–100; returns the volume now.
  func setVolume(_ percent: Int) async throws(PlayerDeviceError) -> Int

  /// The batches that happened by `instant` and were not taken yet, oldest first.
  func advance(to instant: Instant) -> [PlayerEventBatch]

  /// The status and current entry now, as the latest event left them.
  var view: PlayerView { get }

  /// When the device next changes by itself and the session must ask `advance(to:)`: the
  /// emulator's next timed transition; `nil` for a real player, which says so on `arrivals()`.
  var nextDeadline: Instant? { get }

  /// The device as `status` and `queue` show it at `instant` (at most the next deadline: advance
  /// first to ask about later instants).
  func snapshot(at instant: Instant) -> PlayerSnapshot

  /// `snapshot(at:)` as `status` needs it: a device may leave `entries` unread (MPD, whose
  /// queue costs a reading of every song) and say only its length (`unreadQueue`).
  func statusSnapshot(at instant: Instant) -> PlayerSnapshot

  /// The plays counted since the last call, oldest first (`ListeningHistory`): what really
  /// played, never what the indicator showed.
  func takeCountedPlays() -> [CountedPlay]

  /// A new stream that yields the latest event's sequence number whenever batches arrive for
  /// `advance(to:)` to take, without a command: what the prompt's announcer wakes on. The
  /// emulator's never yields (its changes come at `nextDeadline`). Each caller gets its own
  /// stream; cancelling its reader ends only that one.
  func arrivals() -> AsyncStream<Int>

  /// Lines about the device itself since the last call, oldest first: a real player lost
  /// (`MPD at … closed the connection`) or back. Said once each, above the prompt or on
  /// stderr; the emulator has none.
  func takeReports() -> [String]
}

extension PlayerDevice {
  public func takeReports() -> [String] { [] }
  public func statusSnapshot(at instant: Instant) -> PlayerSnapshot { snapshot(at: instant) }
}
