/// How one scenario's transitions on the emulator compare with a real player's.
public struct ScenarioVerdict: Sendable {
  public enum Outcome: Equatable, Sendable {
    case agree
    /// The first difference, as a line.
    case differ(String)
    /// They differ where the scenario says they truly do, and why.
    case explained(String)
  }

  public var scenario: String
  public var outcome: Outcome
  public var emulator: [ScenarioTransition]
  public var real: [ScenarioTransition]

  /// Compares transition by transition: the same status and track, times and positions within
  /// `tolerance` (300 ms: MPD's null output runs in real time, ±20 ms of lag observed).
  public init(
    _ scenario: PlaybackScenario, emulator: [ScenarioTransition], real: [ScenarioTransition],
    tolerance: Duration = .milliseconds(300)
  ) {
    self.scenario = scenario.name
    self.emulator = emulator
    self.real = real
    let difference = Self.firstDifference(emulator, real, tolerance: tolerance)
    switch (difference, scenario.knownDifference) {
    case (nil, _): outcome = .agree
    case (let difference?, nil): outcome = .differ(difference)
    case (_, let reason?): outcome = .explained(reason)
    }
  }

  static func firstDifference(
    _ emulator: [ScenarioTransition], _ real: [ScenarioTransition], tolerance: Duration
  ) -> String? {
    for (index, (expected, seen)) in zip(emulator, real).enumerated() {
      func near(_ a: Duration, _ b: Duration) -> Bool { a - b <= tolerance && b - a <= tolerance }
      if expected.status != seen.status || expected.track != seen.track
        || !near(expected.at, seen.at) || !near(expected.position, seen.position)
      {
        return "transition \(index + 1): emulator \(expected), real \(seen)"
      }
    }
    if emulator.count != real.count {
      let extra = emulator.count > real.count ? emulator[real.count] : real[emulator.count]
      let side = emulator.count > real.count ? "only the emulator" : "only the real player"
      return "\(side) went on to \(extra)"
    }
    return nil
  }

  /// `agree`, `differ: …` or `explained: …`, for the table.
  public var summary: String {
    switch outcome {
    case .agree: "agree"
    case .differ(let line): "differ: \(line)"
    case .explained(let reason): "explained: \(reason)"
    }
  }
}
