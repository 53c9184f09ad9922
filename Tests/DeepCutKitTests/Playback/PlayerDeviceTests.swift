import DeepCutKit
import Testing

/// The emulator as a `PlayerDevice`: driven through the protocol it does exactly what the pure
/// `Player` does, and the app's side over it is the `PlaybackSession` the suites drive.
@Suite struct PlayerDeviceTests {
  /// Commands at instants, with the time between them passing.
  private let steps: [(PlayerCommand, String)] = [
    (.play(Fixtures.album, startingAt: 0), "0s"),
    (.seek(to: duration("2:50")), "1s"),
    (.pause, "3:30"),
    (.insert([Fixtures.jezebel], .afterCurrentEntry), "3:40"),
    (.resume, "4:00"),
    (.next, "4:10"),
    (.setRepeat(.one), "4:20"),
    (.remove(QueueEntryID(2)), "4:30"),
    (.previous, "20:00"),
  ]

  @Test func theEmulatorThroughTheProtocolGivesThePlayersEvents() async throws {
    var player = Player(latency: .milliseconds(300))
    let device: any PlayerDevice = EmulatedPlayer(latency: .milliseconds(300))
    var direct: [PlayerEvent] = []
    var throughDevice: [PlayerEventBatch] = []
    for (command, time) in steps {
      direct += player.advance(to: at(time))
      direct += try player.handle(command, at: at(time))
      throughDevice += device.advance(to: at(time))
      try device.check(command)
      throughDevice += try await device.send(command, at: at(time))
    }
    direct += player.advance(to: at("30:00"))
    throughDevice += device.advance(to: at("30:00"))
    #expect(direct.count > 20)
    #expect(throughDevice.flatMap(\.events) == direct)
    // One batch per transition: each batch at one instant, the next at a later one.
    #expect(
      throughDevice.allSatisfy { batch in batch.events.allSatisfy { $0.instant == batch.instant } })
    #expect(zip(throughDevice, throughDevice.dropFirst()).allSatisfy { $0.instant < $1.instant })
    #expect(device.view == player.view)
    #expect(
      device.snapshot(at: at("30:00")) == PlayerSnapshot(of: player, at: at("30:00"), volume: 100))
  }

  @Test func theSnapshotHoldsWhatStatusAndQueueShow() async throws {
    let device = EmulatedPlayer()
    _ = try await device.send(.play(Fixtures.album, startingAt: 1), at: at("0s"))
    _ = try await device.send(.setShuffle(on: false, seed: 1), at: at("0s"))
    let snapshot = device.snapshot(at: at("1:00"))
    #expect(snapshot.view.status == .playing)
    #expect(snapshot.current?.track == Fixtures.scream)
    #expect(snapshot.currentIndex == 1)
    #expect(snapshot.position == duration("1:00"))
    #expect(snapshot.entries.map(\.track) == Fixtures.album)
    #expect(snapshot.volume == 100)
    #expect(snapshot.lastSequence == device.player.lastSequence)
    // Held at the next deadline (Scream ends at 6:01): advance first to ask about later.
    #expect(device.snapshot(at: at("9:00")).position == duration("6:01"))
  }

  @Test func aRefusedCommandIsOneLineAndChangesNothing() async throws {
    let device = EmulatedPlayer()
    #expect(throws: PlayerDeviceError.invalid(.emptyQueue)) { try device.check(.next) }
    await #expect(throws: PlayerDeviceError.invalid(.emptyQueue)) {
      try await device.send(.next, at: at("1s"))
    }
    #expect(PlayerDeviceError.invalid(.emptyQueue).description == "the queue is empty")
    #expect(device.player == Player())
  }

  @Test func theEmulatorStoresItsVolume() async throws {
    let device = EmulatedPlayer()
    #expect(device.snapshot(at: .start).volume == 100)
    #expect(try await device.setVolume(40) == 40)
    #expect(try await device.setVolume(140) == 100)
    #expect(try await device.setVolume(-5) == 0)
    #expect(device.snapshot(at: .start).volume == 0)
  }

  @Test func theEmulatorNamesItself() {
    let device = EmulatedPlayer()
    #expect(device.name == "emulator")
    #expect(device.isEmulated)
    #expect(device.nextDeadline == nil)
  }

  @Test func theSessionsSettingsReachTheEmulator() throws {
    var session = PlaybackSession()
    try session.act(.set(.latency(.milliseconds(250))), "0s")
    #expect(session.device.latency == .milliseconds(250))
    #expect(session.settings.latency == .milliseconds(250))
    try session.act(.play(Fixtures.hurricane), "1s")
    #expect(session.player.isPreparing)
    #expect(session.wait(until: "1.25s") == ["♪ now playing: Hurricane — Acid Bath"])
  }
}

extension PlayerDeviceTests {
  @Test func theEmulatorsArrivalsWaitUntilCancelled() async throws {
    let device = EmulatedPlayer()
    let reader = Task {
      for await _ in device.arrivals() { return "yielded" }
      return Task.isCancelled ? "cancelled" : "ended by itself"
    }
    try await Task.sleep(for: .milliseconds(30))
    reader.cancel()
    #expect(await reader.value == "cancelled")
  }
}
