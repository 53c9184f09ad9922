import DeepCutKit
import Synchronization
import Testing

@testable import DeepCutShell

/// The session over a device other than the emulator: it talks only to `PlayerDevice`, and
/// what the device pushes is announced above the prompt and settles the indicator.
@Suite struct PlayerSeamTests {
  private static let track = SampleLibrary.contents.tracks[0]

  private func session(
    on device: PushingDevice, clock: any SessionClock, output: BufferSink, state: StateDirectory
  ) -> Session {
    var services = Services.sample(clock: clock)
    services.player = device
    return Session(
      environment: Environment(
        clock: clock, output: output, state: state, workingDirectory: "/", services: services))
  }

  @Test func theAnnouncerWakesOnABatchTheDevicePushes() async throws {
    let output = BufferSink()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let device = PushingDevice()
    let clock = RealClock()
    let session = session(on: device, clock: clock, output: output, state: state)
    let reader = AnnouncementReader()
    async let status = Repl(session: session, reader: reader).run()
    // The prompt is up, waiting; nothing is due on any clock.
    try await Task.sleep(for: .milliseconds(50))
    #expect(reader.announced.isEmpty)
    device.pushStart(of: QueueEntry(id: QueueEntryID(7), track: Self.track), at: clock.now)
    #expect(await status == 0)
    // Announced above the prompt, and the indicator, with nothing pending, follows the player.
    #expect(
      reader.announced == [
        "♪ now playing: \(Self.track.title) — \(Self.track.artistName)",
        "↺ reconciled: ■ — → ▶ \(Self.track.title) (player playing)",
      ])
  }

  @Test func theAppSideSettlesOnWhatTheDeviceReports() async throws {
    let output = BufferSink()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let device = PushingDevice()
    let clock = VirtualClock()
    let session = session(on: device, clock: clock, output: output, state: state)
    _ = await session.execute("play \(Self.track.id.rawValue)")
    #expect(device.sent == [.play([Self.track], startingAt: 0)])
    // The indicator shows the play at once and waits for the device to confirm it.
    #expect(await session.playback.indicator.pending != nil)
    device.pushStart(of: QueueEntry(id: QueueEntryID(1), track: Self.track), at: clock.now)
    _ = await session.execute("status")
    #expect(await session.playback.indicator.pending == nil)
    #expect(output.text(.standardOutput).contains("✓ yes"))
    #expect(output.text(.standardOutput).contains("player (a test device)"))
  }

  @Test func aCommandTheDeviceRefusesIsOneLineAndChangesNothing() async throws {
    let output = BufferSink()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let device = PushingDevice()
    let session = session(on: device, clock: VirtualClock(), output: output, state: state)
    let entries = await session.playback.trace.entries.count
    let outcome = await session.execute("interrupt")
    #expect(outcome == .failure("interrupt: the player refused interrupt: not here"))
    #expect(await session.playback.trace.entries.count == entries)
    #expect(device.sent.isEmpty)
  }
}

extension PlayerSeamTests {
  @Test func thePromptNamesAPlayerThatIsNotTheEmulator() async throws {
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let session = session(
      on: PushingDevice(), clock: VirtualClock(), output: BufferSink(), state: state)
    #expect(await session.promptText == "deepcut (pusher)> ")
    #expect(try await TestSession().session.promptText == "deepcut> ")
  }

  @Test func playerIsALaunchOption() throws {
    #expect(try LaunchOptions.parse([]).player.choice == .emulated)
    #expect(try LaunchOptions.parse(["--player", "mpd"]).player.choice == .mpd)
    #expect(try LaunchOptions.parse(["--player=emulated"]).player.choice == .emulated)
    #expect(throws: UsageError("--player is emulated or mpd, not 'vlc'")) {
      try LaunchOptions.parse(["--player", "vlc"])
    }
    #expect(LaunchOptions.helpText.contains("--player emulated|mpd"))
  }

  @Test func mpdOnAVirtualClockIsOneLine() throws {
    let clock = VirtualClock()
    let services = Services.sample(clock: clock)
    #expect(
      try services.applyingPlayer(PlayerOptions(), environment: [:], clock: clock).player == nil)
    #expect(
      throws: UsageError(
        "--player mpd: MPD plays in real time, so it cannot run on --clock virtual")
    ) {
      try services.applyingPlayer(PlayerOptions(choice: .mpd), environment: [:], clock: clock)
    }
  }

  @Test func volumeIsStoredOnTheEmulatorAndShownByStatus() async throws {
    let test = try TestSession()
    let result = await test.run(
      """
      volume
      volume 40
      volume +70
      volume -25
      status
      """)
    #expect(result.failures == 0)
    #expect(test.stdout.hasPrefix("volume 100%\nvolume 40%\nvolume 100%\nvolume 75%\n"))
    let statusLines = test.stdout.split(separator: "\n").dropFirst(4)
    #expect(statusLines.contains { $0.hasPrefix("volume    ") && $0.hasSuffix("  75%") })
  }

  @Test func aFullEmulatorVolumeLeavesStatusAsItWas() async throws {
    let test = try TestSession()
    _ = await test.run("status")
    #expect(!test.stdout.contains("volume"))
  }

  @Test(arguments: ["101", "+101", "-x", "4O", "++1", "99999999999999999999"])
  func aVolumeThatIsNotALevelIsOneLine(text: String) async throws {
    let test = try TestSession()
    let outcome = await test.session.execute("volume \(text)")
    #expect(
      outcome
        == .failure(
          "volume is a level from 0 to 100, or a change such as +10 or -10, not '\(text)'"))
    #expect(test.stdout.isEmpty)
  }
}

/// A prompt that waits (up to 5 s) for an announcement, then ends the input.
final class AnnouncementReader: LineReader {
  private let lines = Mutex<[String]>([])

  var announced: [String] { lines.withLock { $0 } }

  func read(prompt: String) async -> LineInput {
    for _ in 0..<500 where announced.isEmpty {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return .endOfInput
  }

  func remember(_ line: String) {}

  func announce(_ lines: [String]) { self.lines.withLock { $0 += lines } }
}
