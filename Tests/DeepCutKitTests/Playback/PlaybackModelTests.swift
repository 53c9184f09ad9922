import Testing

@testable import DeepCutKit

/// Thousands of random sessions from fixed seeds, invariants checked after every step.
///
/// A failure names its seed and prints a shrunk sequence that reproduces it.
@Suite struct PlaybackModelTests {
  static let seedsPerBlock: UInt64 = 600
  static let stepsPerSession = 40

  /// Four blocks so the runner can spread them over the cores: 2,400 sessions in all.
  @Test(arguments: 0..<4)
  func randomSessionsKeepTheInvariants(block: Int) {
    let run = ModelRun()
    let first = UInt64(block) * Self.seedsPerBlock
    for seed in first..<first + Self.seedsPerBlock {
      let steps = Self.steps(seed: seed)
      guard run.firstViolation(steps) != nil else { continue }
      Issue.record(Comment(rawValue: Self.report(seed: seed, steps: steps, run: run)))
      return
    }
  }

  @Test func aPlantedViolationIsReportedWithItsSeedAndAShortReplay() throws {
    let run = ModelRun { session in
      session.player.status == .seekingBackward ? "planted: scanning backward" : nil
    }
    let seed = try #require(
      (0..<UInt64(500)).first { run.firstViolation(Self.steps(seed: $0)) != nil })
    let steps = Self.steps(seed: seed)
    let report = Self.report(seed: seed, steps: steps, run: run)
    #expect(report.hasPrefix("model violation with seed \(seed): planted: scanning backward"))
    let replay = report.split(separator: "\n").dropFirst(2)
    #expect(replay.count < steps.count / 4)
    #expect(replay.last?.hasSuffix("scan backward") == true)
    // 1-minimal: without any one of its steps the replay passes.
    let shrunk = Shrinker.shrink(steps) { run.firstViolation($0) != nil }
    #expect(shrunk.count == replay.count)
    for index in shrunk.indices {
      var fewer = shrunk
      fewer.remove(at: index)
      #expect(run.firstViolation(fewer) == nil, "step \(index + 1) was not needed")
    }
  }

  @Test func theShrinkerKeepsOnlyTheStepsTheFailureNeeds() {
    var random = SeededRandom(seed: 5)
    let steps = (0..<60).map { _ in random.below(10) }
    // Fails when a 7 comes somewhere after a 3.
    let fails: ([Int]) -> Bool = { steps in
      guard let three = steps.firstIndex(of: 3) else { return false }
      return steps[three...].contains(7)
    }
    #expect(fails(steps))
    #expect(Shrinker.shrink(steps, stillFails: fails) == [3, 7])
  }

  @Test func aSeedAlwaysGivesTheSameSession() {
    #expect(Self.steps(seed: 42) == Self.steps(seed: 42))
    #expect(Self.steps(seed: 42) != Self.steps(seed: 43))
  }

  static func steps(seed: UInt64) -> [ModelStep] {
    var random = SeededRandom(seed: seed)
    return (0..<stepsPerSession).map { _ in ModelStep.random(using: &random) }
  }

  /// The seed, the violation, and the shrunk replay, one step a line.
  static func report(seed: UInt64, steps: [ModelStep], run: ModelRun) -> String {
    let shrunk = Shrinker.shrink(steps) { run.firstViolation($0) != nil }
    guard let failure = run.firstViolation(shrunk) else { return "seed \(seed): flaky failure" }
    let lines =
      [
        "model violation with seed \(seed): \(failure.message)",
        "shortest replay (\(shrunk.count) of \(steps.count) steps, fails after step "
          + "\(failure.step + 1)):",
      ] + shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    return lines.joined(separator: "\n")
  }
}
