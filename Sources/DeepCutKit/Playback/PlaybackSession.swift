/// The emulated player and the app's side over it, in one synchronous value: what the playback
/// suites and the model test drive, one call at a time on instants they choose.
///
/// The same `PlaybackApp` runs in the shell over any `PlayerDevice`; here the device is always
/// the emulator, whose `send` answers at once, so `perform(_:at:)` needs no `await`. There is no
/// clock, I/O or concurrency inside. Copies share the emulator: make a new session instead.
public struct PlaybackSession: Sendable {
  /// The app's side: the indicator, the reconciler and the trace.
  public private(set) var app: PlaybackApp
  /// The emulator the app drives.
  public let device: EmulatedPlayer

  public init(
    settings: PlaybackSettings = PlaybackSettings(), startCheck: StartCheck = .allowAll,
    traceCapacity: Int = 10_000
  ) {
    device = EmulatedPlayer(latency: settings.latency, startCheck: startCheck)
    app = PlaybackApp(settings: settings, traceCapacity: traceCapacity)
  }

  public var player: Player { device.player }
  public var indicator: NowPlayingIndicator { app.indicator }
  public var reconciler: Reconciler { app.reconciler }
  public var trace: PlaybackTrace { app.trace }
  /// The latest instant the session has reached.
  public var now: Instant { app.now }

  /// The emulation's current settings.
  public var settings: PlaybackSettings { app.settings(on: device) }

  /// Whether player events are still on their way to the app.
  public var hasEventsInFlight: Bool { app.hasEventsInFlight }

  /// When something happens next without an action, or `nil` when nothing will.
  ///
  /// A start, an ending, an event reaching the app, an intent's window closing.
  public var nextDeadline: Instant? { app.nextDeadline(on: device) }

  /// Lets time pass until `instant`, applying every timed transition in order, and returns
  /// what to announce.
  public mutating func advance(to instant: Instant) -> [PlaybackNotice] {
    app.advance(to: instant, on: device)
  }

  /// The plays counted since the last call, oldest first (see `ListeningHistory`).
  ///
  /// They come from the player, never from the indicator.
  public mutating func takeCountedPlays() -> [CountedPlay] { device.takeCountedPlays() }

  /// Performs `action` at `instant`, after the time before it has passed, and returns what to
  /// announce.
  ///
  /// A refused action throws and changes nothing, time included.
  public mutating func perform(
    _ action: PlaybackAction, at instant: Instant
  ) throws(PlaybackError) -> [PlaybackNotice] {
    let step: PlaybackApp.Step
    do throws(PlayerDeviceError) {
      step = try app.begin(action, at: instant, on: device)
    } catch {
      guard case .invalid(let refusal) = error else {
        preconditionFailure("the emulator refuses only invalid actions: \(error)")
      }
      throw refusal
    }
    switch step {
    case .done(let notices): return notices
    case .send(let sending):
      // `begin` checked the command, so the emulator takes it.
      let batches = (try? device.sendNow(sending.command, at: app.now)) ?? []
      return app.finish(sending, batches: batches, on: device)
    }
  }

  /// The report at `instant`; advance to it first.
  ///
  /// Between deadlines only positions move, so any instant up to the player's next deadline is
  /// exact; later instants are reported as of that deadline.
  public func status(at instant: Instant) -> PlaybackStatusReport {
    app.status(of: device, at: instant)
  }

  /// The queue as `queue` lists it.
  public var queueListing: QueueListing { app.queueListing(of: device) }
}

extension PlaybackApp {
  /// The settings of the app's side, with the emulator's latency when the device is it.
  public func settings(on device: any PlayerDevice) -> PlaybackSettings {
    PlaybackSettings(
      latency: (device as? EmulatedPlayer)?.latency ?? .zero, reconcile: reconciler.isEnabled,
      confirmWindow: reconciler.window, observationDelay: observationDelay,
      shuffleSeed: shuffleSeed)
  }
}
