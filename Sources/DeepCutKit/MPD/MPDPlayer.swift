import Synchronization

/// A real MPD as the player: deepcut's commands become MPD's (by song id: `addid`, `playid`,
/// `deleteid`), and what MPD's idle connection reports becomes numbered `PlayerEvent` batches
/// (`MPDPlayerState` tells them), so the indicator, the reconciler, the trace and the history
/// run over it as over the emulator.
///
/// Two connections, as the protocol wants: `client` for commands, `listener` idling on every
/// subsystem. Each idle answer re-reads `status` (and the queue when its version moved) on the
/// listener's thread, keeps the batches for `advance(to:)` and wakes `arrivals()`. Nothing
/// polls: an idle deepcut costs no CPU. When MPD goes away the listener reconnects; on its
/// return the whole state is read again and the indicator reconciles against it.
///
/// A start costs what `mpc status` costs: one connection and one reading of `status` and
/// `currentsong`. The queue is read the first time something needs it (`queue`, a command, the
/// prompt: `readQueue()`); `status` says its length and place from MPD's status. The idle connection
/// opens only once something waits for MPD's own changes (the first command sent, or a reader
/// of `arrivals()`: the prompt's announcer); until then each `advance(to:)` reads the status
/// afresh, so a statement still sees MPD as it is (`-c status` sees it once). MPD's file list
/// and music directory are read only when a track's file must be found (`uri(for:)`).
///
/// MusicKit's semantics where MPD's differ: `previous` more than 3 s into a track restarts it
/// (MPD would go back); `clear` keeps the current entry (MPD would stop); the last entry stays
/// current at the queue's end. MPD cannot scan: `beginSeeking` is refused in one line (seek by
/// `seek` instead), as are interruptions, which MPD does not have.
public final class MPDPlayer: PlayerDevice {
  let client: MPDClient
  let clock: any SessionClock
  let places: MPDTrackPlaces
  let state: Mutex<MPDPlayerState>
  /// Held across a reading and its apply, so a slow reading never overwrites a newer one.
  private let reading = Mutex(())
  private let pending = Mutex<[PlayerEventBatch]>([])
  private let sinks = Mutex<[Int: AsyncStream<Int>.Continuation]>([:])
  private let nextSink = Atomic<Int>(0)
  /// The last connection loss, shown by `summary` until MPD is back.
  private let lost = Mutex<String?>(nil)
  /// The lines `takeReports` has not given yet: a loss, and the return.
  private let reports = Mutex<[String]>([])
  private let listener: MPDIdleListener
  /// Whether the idle connection was asked for (it is never closed before `close`).
  private let listening = Atomic<Bool>(false)

  /// Connects to MPD at `address` and reads its status and queue: where the session begins.
  ///
  /// `musicDirectory` overrides MPD's `config` (needed over TCP, which MPD does not tell it).
  public init(
    address: MPDAddress, clock: any SessionClock, source: TrackLocator.Source,
    musicDirectory: String? = nil, rules: [PathMapping.Rule] = []
  ) throws(PlayerDeviceError) {
    // MPD's own library (`--library mpd`) plays by MPD's URIs: no music directory needed.
    let placesFiles: Bool
    if case .mpdLibrary = source { placesFiles = false } else { placesFiles = true }
    guard !placesFiles || musicDirectory != nil || address.isLocalSocket else {
      throw .unsupported(
        "MPD at \(address) does not tell its music directory over TCP: give --music-dir DIR")
    }
    client = MPDClient(address: address)
    self.clock = clock
    places = MPDTrackPlaces(source: source, musicDirectory: musicDirectory, rules: rules)
    state = Mutex(MPDPlayerState())
    let box = WeakPlayer()
    listener = MPDIdleListener(address: address) { event in box.player?.listened(event) }
    box.player = self
    try refresh(cause: .idle, fullQueue: false, announce: false)
    // What MPD held at the start is where the session begins, not news.
    _ = takePending()
  }

  deinit {
    listener.stop()
  }

  /// Stops listening (the session ends).
  public func close() {
    listener.stop()
  }

  /// Opens the idle connection, once: from now on MPD's own changes arrive as they happen.
  private func listen() {
    guard !listening.exchange(true, ordering: .acquiringAndReleasing) else { return }
    // The prompt tells queue changes as they happen, so it starts from the queue itself. A
    // failure leaves it unread: `queueLength` still holds, and the next need tries again.
    try? readQueue()
    listener.start()
  }

  public var name: String { "mpd" }
  public var summary: String {
    let base = "MPD at \(client.address)"
    return lost.withLock { $0 }.map { base + " (unreachable: \($0))" } ?? base
  }
  public var isEmulated: Bool { false }

  /// Which MPD URI plays `track`, or why none can (`ls tracks` marks the playable ones).
  public func uri(for track: LibraryTrack) -> Result<String, UnplayableTrack> {
    places.uri(for: track, asking: client)
  }

  public func send(
    _ command: PlayerCommand, at instant: Instant
  ) async throws(PlayerDeviceError) -> [PlayerEventBatch] {
    try check(command)
    // A command sets playback going: what it does next, MPD tells on the idle connection.
    listen()
    // The reading lock is held from the first MPD command to the reading after the last, so
    // the idle connection never reads a state half-way through (a queue cleared, not yet
    // played), which the emulator would never show.
    let failure: MPDError? = reading.withLock { _ in
      do throws(MPDError) {
        try run(command)
        _ = try readAndApply(cause: .command(command), fullQueue: false)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw Self.deviceError(failure) }
    return takePending()
  }

  public func setVolume(_ percent: Int) async throws(PlayerDeviceError) -> Int {
    let status: MPDStatus
    do throws(MPDError) {
      try client.setVolume(min(100, max(0, percent)))
      status = try client.status()
    } catch {
      throw Self.deviceError(error)
    }
    guard let volume = status.volume else {
      throw .unsupported("MPD at \(client.address) has no mixer to set the volume of")
    }
    return volume
  }

  public func advance(to instant: Instant) -> [PlayerEventBatch] {
    // Without the idle connection nothing tells what changed: read it now. A failure is kept
    // for `summary`; the next statement tries again.
    if !listening.load(ordering: .acquiring) {
      do throws(PlayerDeviceError) {
        try refresh(cause: .idle, fullQueue: false, announce: false)
        found()
      } catch {
        lose(error.description)
      }
      // The reading is this statement's: it answers `instant`, a moment after it was asked.
      return takePending()
    }
    return pending.withLock { batches in
      let due = batches.prefix { $0.instant <= instant }
      batches.removeFirst(due.count)
      return Array(due)
    }
  }

  public var view: PlayerView { state.withLock { $0.view } }
  public var nextDeadline: Instant? { nil }

  public func snapshot(at instant: Instant) -> PlayerSnapshot {
    do throws(PlayerDeviceError) {
      try readQueue()
    } catch {
      lose(error.description)
    }
    return statusSnapshot(at: instant)
  }

  /// The queue as far as it was read: only its length and place until something needed it.
  public func statusSnapshot(at instant: Instant) -> PlayerSnapshot {
    state.withLock { $0.snapshot(at: instant) }
  }

  public func takeCountedPlays() -> [CountedPlay] {
    state.withLock { $0.takeCountedPlays() }
  }

  public func arrivals() -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Int.self, bufferingPolicy: .bufferingNewest(1))
    let key = nextSink.add(1, ordering: .relaxed).newValue
    sinks.withLock { $0[key] = continuation }
    listen()
    // Batches or reports already waiting are news to a new reader too.
    if !pending.withLock({ $0.isEmpty }) || !reports.withLock({ $0.isEmpty }) {
      continuation.yield(state.withLock { $0.lastSequence })
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.sinks.withLock { $0.removeValue(forKey: key) }
    }
    return stream
  }

  // MARK: - Readings

  /// What the idle connection said, on its thread.
  fileprivate func listened(_ event: MPDIdleListener.Event) {
    switch event {
    case .connected:
      // What changed between the last reading and the first idle is read now.
      try? refresh(cause: .idle, fullQueue: false, announce: true)
    case .changed:
      try? refresh(cause: .idle, fullQueue: false, announce: true)
    case .lost(let error):
      lose(error.description)
      announce()
    case .back:
      found()
      // The whole state again, and the prompt woken even if nothing changed: it says so.
      try? refresh(cause: .idle, fullQueue: true, announce: false)
      announce()
    }
  }

  /// MPD is out of reach, for `reason`: said once, until it is back.
  private func lose(_ reason: String) {
    let first = lost.withLock { lost in
      defer { lost = reason }
      return lost == nil
    }
    if first { reports.withLock { $0.append("\(reason); reconnecting when MPD is back") } }
  }

  /// MPD answers again: said once, after a loss.
  private func found() {
    let wasLost = lost.withLock { lost in
      defer { lost = nil }
      return lost != nil
    }
    if wasLost {
      reports.withLock { $0.append("MPD at \(client.address) is back; its status read again") }
    }
  }

  public func takeReports() -> [String] {
    reports.withLock { reports in
      defer { reports = [] }
      return reports
    }
  }

  /// Reads MPD's status (and its queue when it changed, or `fullQueue`), keeps the difference
  /// as a batch for `advance(to:)`, and wakes `arrivals()` when `announce`.
  private func refresh(
    cause: MPDPlayerState.Cause, fullQueue: Bool, announce: Bool
  ) throws(PlayerDeviceError) {
    let result: Result<Bool, MPDError> = reading.withLock { _ in
      do throws(MPDError) {
        return .success(try readAndApply(cause: cause, fullQueue: fullQueue))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let changed): if changed, announce { self.announce() }
    case .failure(let error): throw Self.deviceError(error)
    }
  }

  /// Reads MPD's queue the first time something needs it; later readings keep it current.
  func readQueue() throws(PlayerDeviceError) {
    // Checked under `reading`, so two first needs at once read it once.
    let failure: MPDError? = reading.withLock { _ in
      guard !state.withLock({ $0.queueIsRead }) else { return nil }
      do throws(MPDError) {
        _ = try readAndApply(cause: .idle, fullQueue: true)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw Self.deviceError(failure) }
  }

  /// The reading itself, which returns whether anything changed: `status` and `currentsong`
  /// while the queue is unread (and not asked for by `fullQueue`), else `status` and the queue
  /// when its version moved.
  ///
  /// The caller holds `reading`.
  private func readAndApply(cause: MPDPlayerState.Cause, fullQueue: Bool) throws(MPDError) -> Bool {
    let (known, queueIsRead) = state.withLock { ($0.playlistVersion, $0.queueIsRead) }
    let status: MPDStatus
    var queue: [MPDSong]? = nil
    var currentSong: MPDSong? = nil
    if fullQueue || queueIsRead {
      status = try client.status()
      if fullQueue || status.playlistVersion != known { queue = try client.playlistInfo() }
    } else {
      (status, currentSong) = try client.statusAndCurrentSong()
    }
    let instant = clock.now
    let events = state.withLock {
      $0.apply(status, queue: queue, currentSong: currentSong, at: instant, cause: cause)
    }
    guard !events.isEmpty else { return false }
    pending.withLock { $0.append(PlayerEventBatch(events)) }
    return true
  }

  private func announce() {
    let sequence = state.withLock { $0.lastSequence }
    for sink in sinks.withLock({ Array($0.values) }) { sink.yield(sequence) }
  }

  private func takePending() -> [PlayerEventBatch] {
    pending.withLock { batches in
      defer { batches = [] }
      return batches
    }
  }

  static func deviceError(_ error: MPDError) -> PlayerDeviceError {
    if case .refused(let command, let ack) = error {
      return .refused(command: command, message: ack.message)
    }
    return .unreachable(error.description)
  }
}

/// The listener's way back to its player without keeping it alive.
private final class WeakPlayer: Sendable {
  private struct Reference {
    weak var player: MPDPlayer?
  }
  private let reference = Mutex(Reference())

  var player: MPDPlayer? {
    get { reference.withLock { $0.player } }
    set { reference.withLock { $0.player = newValue } }
  }
}
