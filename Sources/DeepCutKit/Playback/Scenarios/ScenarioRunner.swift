/// Runs a `PlaybackScenario` on a player device and records what it went through.
///
/// On a virtual clock (the emulator) time jumps from deadline to deadline, so a run takes no
/// time. On a real clock (MPD) the runner sleeps to each step and collects the batches the
/// device's idle connection delivered every 10 ms; each batch carries the instant the device
/// saw it, so the collecting interval does not blur the times recorded.
public struct ScenarioRunner: Sendable {
  public var device: any PlayerDevice
  public var clock: any SessionClock
  /// Makes a track's file disappear: deleted on MPD; on the emulator, its start then fails.
  public var loseFile: @Sendable (LibraryTrack) async -> Void

  public init(
    device: any PlayerDevice, clock: any SessionClock,
    loseFile: @escaping @Sendable (LibraryTrack) async -> Void
  ) {
    self.device = device
    self.clock = clock
    self.loseFile = loseFile
  }

  /// The scenario's transitions, and the commands the device refused (as lines).
  public func run(
    _ scenario: PlaybackScenario
  ) async throws -> (transitions: [ScenarioTransition], refusals: [String]) {
    let tracks = scenario.tracks
    let start = clock.now
    var observations: [ScenarioTransition] = []
    var refusals: [String] = []
    func record(_ batches: [PlayerEventBatch]) {
      for (index, batch) in batches.enumerated() {
        let view = batch.events[batch.events.count - 1].view
        let at = batch.instant.sinceStart - start.sinceStart
        let track = view.current?.track.title
        let position =
          index == batches.count - 1
          ? device.snapshot(at: batch.instant).position
          : Self.position(after: batch)
            ?? observations.last.map { $0.position(at: at, on: track) } ?? .zero
        observations.append(
          ScenarioTransition(at: at, status: view.status, track: track, position: position))
      }
    }
    for step in scenario.steps {
      try await wait(until: start + step.at, recording: record)
      let instant = clock.now
      if case .loseFile(let number) = step.command {
        await loseFile(tracks[number - 1])
        continue
      }
      let command = playerCommand(step.command, tracks: tracks)
      do {
        record(try await device.send(command, at: instant))
      } catch {
        refusals.append("\(step.command): \(error)")
      }
    }
    try await wait(until: start + scenario.duration, recording: record)
    return (ScenarioTransition.transitions(of: observations), refusals)
  }

  /// Waits until `target`, recording the batches that come meanwhile.
  func wait(until target: Instant, recording record: ([PlayerEventBatch]) -> Void) async throws {
    while true {
      if let deadline = device.nextDeadline, deadline <= target {
        try await clock.sleep(until: deadline)
        record(device.advance(to: deadline))
        continue
      }
      if clock.isVirtual {
        try await clock.sleep(until: target)
        record(device.advance(to: target))
        return
      }
      let now = clock.now
      guard now < target else {
        record(device.advance(to: now))
        return
      }
      try await clock.sleep(until: min(target, now + .milliseconds(10)))
      record(device.advance(to: clock.now))
    }
  }

  /// The player command a scenario's step means now.
  func playerCommand(_ command: ScenarioCommand, tracks: [LibraryTrack]) -> PlayerCommand {
    switch command {
    case .play(let numbers, let from): .play(numbers.map { tracks[$0 - 1] }, startingAt: from - 1)
    case .pause: .pause
    case .resume: .resume
    case .toggle: device.view.status.isPlaying ? .pause : .resume
    case .stop: .stop
    case .next: .next
    case .previous: .previous
    case .seek(let seconds): .seek(to: .milliseconds(Int((seconds * 1000).rounded())))
    case .insert(let numbers, let position): .insert(numbers.map { tracks[$0 - 1] }, position)
    case .clear: .clear
    case .setRepeat(let mode): .setRepeat(mode)
    case .setShuffle(let on): .setShuffle(on: on, seed: 42)
    case .loseFile: .pause  // handled by the runner before it gets here
    }
  }

  /// Where the batch left the position, when its events say (a start, a seek).
  static func position(after batch: PlayerEventBatch) -> Duration? {
    for event in batch.events.reversed() {
      switch event.kind {
      case .entryStarted: return .zero
      case .seeked(_, let position): return position
      default: continue
      }
    }
    return nil
  }
}

extension ScenarioRunner {
  /// A runner on a fresh emulator on a virtual clock; a lost file makes that track's start fail.
  public static func onEmulator() -> ScenarioRunner {
    let lost = LockedValue<Set<LibraryTrackID>>([])
    let device = EmulatedPlayer(
      startCheck: StartCheck { track in
        lost.withLock { $0.contains(track.id) } ? "its file is gone" : nil
      })
    return ScenarioRunner(device: device, clock: VirtualClock()) { track in
      lost.withLock { _ = $0.insert(track.id) }
    }
  }
}
