import DeepCutKit
import Foundation
import MPDServer
import Testing

/// The emulator checked against a real MPD (issue #27 point 5).
///
/// Every scenario runs on both, on a fresh mpd each (null output, real time), and the
/// transitions are compared within 300 ms.
/// `Scripts/compare-players` runs this suite and prints its table.
@Suite(.enabled(if: MPDServer.isInstalled, "\(MPDServer.missingReason ?? "")"))
struct PlayerComparisonTests {
  /// A new mpd whose music directory holds the scenario's tracks (44.1 kHz: MPD ends 8 kHz
  /// files early).
  static func server(for scenario: PlaybackScenario) throws -> MPDServer {
    let server = try MPDServer.start()
    for track in scenario.tracks {
      let path = server.musicDirectory + "/" + SampleAudioLayout.relativePath(of: track)
      try FileManager.default.createDirectory(
        atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
      let bytes = WAVFile.tone(duration: track.duration, frequency: 440, sampleRate: 44100)
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    }
    try server.update()
    return server
  }

  /// Runs `scenario` on `server`.
  static func run(_ scenario: PlaybackScenario, on server: MPDServer) async throws
    -> [ScenarioTransition]
  {
    let clock = RealClock()
    let device = try MPDPlayer(
      address: MPDAddress(.unix(path: server.socketPath)), clock: clock, source: .sampleLayout)
    defer { device.close() }
    let runner = ScenarioRunner(device: device, clock: clock) { track in
      try? server.deleteFile(SampleAudioLayout.relativePath(of: track))
    }
    let run = try await runner.run(scenario)
    for refusal in run.refusals { print("\(scenario.name): MPD refused \(refusal)") }
    return run.transitions
  }

  @Test func everyScenarioAgreesOrIsExplained() async throws {
    // Every server is started before any scenario runs: starting one blocks its thread, and
    // a blocked thread would delay the other scenarios' commands past the tolerance.
    let scenarios = PlaybackScenarios.all
    let servers = try scenarios.map { try Self.server(for: $0) }
    defer { servers.forEach { $0.cleanup() } }
    let verdicts = try await withThrowingTaskGroup(of: (Int, ScenarioVerdict).self) { group in
      for (index, scenario) in scenarios.enumerated() {
        let server = servers[index]
        group.addTask {
          let emulator = try await ScenarioRunner.onEmulator().run(scenario).transitions
          let real = try await Self.run(scenario, on: server)
          return (index, ScenarioVerdict(scenario, emulator: emulator, real: real))
        }
      }
      var verdicts: [(Int, ScenarioVerdict)] = []
      for try await verdict in group { verdicts.append(verdict) }
      return verdicts.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var table = "scenario | verdict\n"
    for verdict in verdicts {
      table += "\(verdict.scenario) | \(verdict.summary)\n"
      if verdict.outcome != .agree {
        table += "  emulator: \(verdict.emulator.map(\.description).joined(separator: ", "))\n"
        table += "  mpd:      \(verdict.real.map(\.description).joined(separator: ", "))\n"
      }
    }
    print(table, terminator: "")
    if let path = ProcessInfo.processInfo.environment["DEEPCUT_COMPARISON_TABLE"] {
      FileManager.default.createFile(atPath: path, contents: Data(table.utf8))
    }
    for verdict in verdicts {
      if case .differ(let line) = verdict.outcome {
        Issue.record("\(verdict.scenario): \(line)")
      }
    }
    #expect(verdicts.count == PlaybackScenarios.all.count)
  }
}
