import DeepCutKit
import Testing

/// The scenarios on the emulator alone: what it predicts a real player does.
@Suite struct EmulatorScenarioTests {
  /// Runs `scenario` on a fresh emulator on a virtual clock.
  static func run(_ scenario: PlaybackScenario) async throws -> [String] {
    try await ScenarioRunner.onEmulator().run(scenario).transitions.map(\.description)
  }

  static func scenario(_ name: String) throws -> PlaybackScenario {
    try #require(PlaybackScenarios.all.first { $0.name == name })
  }

  @Test func thereAreAtLeastTwelveScenariosWithDistinctNames() {
    #expect(PlaybackScenarios.all.count >= 12)
    #expect(Set(PlaybackScenarios.all.map(\.name)).count == PlaybackScenarios.all.count)
  }

  @Test func aQueuePlaysToItsEndAndStops() async throws {
    let transitions = try await Self.run(try Self.scenario("play to the end of the queue"))
    #expect(transitions == ["0.00s ▶ t1 @0.00s", "2.00s ▶ t2 @0.00s", "4.00s ■ t2 @0.00s"])
  }

  @Test func pauseHoldsThePosition() async throws {
    let transitions = try await Self.run(try Self.scenario("pause and resume"))
    #expect(
      transitions == [
        "0.00s ▶ t1 @0.00s", "0.80s ‖ t1 @0.80s", "1.50s ▶ t1 @0.80s", "5.70s ■ t1 @0.00s",
      ])
  }

  @Test func previousAfterThreeSecondsRestartsTheTrack() async throws {
    let transitions = try await Self.run(try Self.scenario("previous after 3 s restarts"))
    #expect(transitions == ["0.00s ▶ t2 @0.00s", "3.50s ▶ t2 @0.00s"])
  }

  @Test func everyScenarioRunsOnTheEmulator() async throws {
    for scenario in PlaybackScenarios.all {
      let transitions = try await Self.run(scenario)
      #expect(!transitions.isEmpty, "\(scenario.name)")
    }
  }
}
