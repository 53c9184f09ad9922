/// The emulated Apple Music player as a device: today's pure `Player` behind a lock.
///
/// It only holds the state machine: every transition is `Player`'s, on the session's clock, so a
/// script drives it deterministically; nothing here sleeps or starts a task. Its changes are
/// due at `nextDeadline` and come out of `advance(to:)`, so `arrivals()` never yields.
public final class EmulatedPlayer: PlayerDevice {
  private struct State: Sendable {
    var player: Player
    /// Stored and reported, as the emulator plays no sound.
    var volume = 100
  }

  private let state: LockedValue<State>
  /// Decides injected start failures (`fail play once`).
  private let startCheck: StartCheck

  public init(latency: Duration = .zero, startCheck: StartCheck = .allowAll) {
    state = LockedValue(State(player: Player(latency: latency)))
    self.startCheck = startCheck
  }

  public var name: String { "emulator" }
  public var summary: String { "the emulated Apple Music player" }
  public var isEmulated: Bool { true }

  /// The state machine as it is now (tests and the model compare it).
  public var player: Player { state.withLock { $0.player } }

  /// How long starting an unprepared entry takes (`set latency`).
  public var latency: Duration {
    get { state.withLock { $0.player.latency } }
    set { state.withLock { $0.player.latency = newValue } }
  }

  public func check(_ command: PlayerCommand) throws(PlayerDeviceError) {
    do throws(PlaybackError) {
      try checkNow(command)
    } catch {
      throw .invalid(error)
    }
  }

  /// `check`, with the emulator's own error.
  public func checkNow(_ command: PlayerCommand) throws(PlaybackError) {
    let refusal: PlaybackError? = state.withLock { state in
      do throws(PlaybackError) {
        try state.player.validate(command)
        return nil
      } catch {
        return error
      }
    }
    if let refusal { throw refusal }
  }

  public func send(
    _ command: PlayerCommand, at instant: Instant
  ) async throws(PlayerDeviceError) -> [PlayerEventBatch] {
    do throws(PlaybackError) {
      return try sendNow(command, at: instant)
    } catch {
      throw .invalid(error)
    }
  }

  /// `send`, without suspending and with the emulator's own error: it answers at once.
  public func sendNow(
    _ command: PlayerCommand, at instant: Instant
  ) throws(PlaybackError) -> [PlayerEventBatch] {
    let startCheck = self.startCheck
    let result: Result<[PlayerEvent], PlaybackError> = state.withLock { state in
      do throws(PlaybackError) {
        return .success(try state.player.handle(command, at: instant, startCheck: startCheck))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let events): return PlayerEventBatch.batches(of: events)
    case .failure(let error): throw error
    }
  }

  public func setVolume(_ percent: Int) async throws(PlayerDeviceError) -> Int {
    let volume = min(100, max(0, percent))
    state.withLock { $0.volume = volume }
    return volume
  }

  public func advance(to instant: Instant) -> [PlayerEventBatch] {
    let startCheck = self.startCheck
    let events = state.withLock { $0.player.advance(to: instant, startCheck: startCheck) }
    return events.isEmpty ? [] : PlayerEventBatch.batches(of: events)
  }

  public var view: PlayerView { state.withLock { $0.player.view } }

  public var nextDeadline: Instant? { state.withLock { $0.player.nextDeadline } }

  public func snapshot(at instant: Instant) -> PlayerSnapshot {
    state.withLock { state in
      PlayerSnapshot(of: state.player, at: instant, volume: state.volume)
    }
  }

  public func takeCountedPlays() -> [CountedPlay] {
    state.withLock { state in
      state.player.countedPlays.isEmpty ? [] : state.player.takeCountedPlays()
    }
  }

  public func arrivals() -> AsyncStream<Int> {
    // Never yields and never ends: a reader waits until it is cancelled.
    AsyncStream { _ in }
  }
}

extension PlayerSnapshot {
  /// The emulator at `instant`, held at its next deadline: between deadlines only the position
  /// moves, so any instant up to it is exact.
  public init(of player: Player, at instant: Instant, volume: Int?) {
    let at = max(player.now, min(instant, player.nextDeadline ?? instant))
    self.init(
      instant: at, view: player.view, position: player.position(at: at),
      entries: player.queue.entries, repeatMode: player.queue.repeatMode,
      shuffle: player.queue.isShuffled, volume: volume, lastSequence: player.lastSequence)
  }
}
