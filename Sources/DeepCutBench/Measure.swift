import Foundation

/// One figure: a name, the best and median of several runs, and the target it is held to.
struct Figure {
  var name: String
  var best: Duration
  var median: Duration
  var runs: Int
  var target: String

  /// `name|best ms|median ms|runs|target`, the line `Scripts/bench` reads.
  var line: String {
    "\(name)|\(milliseconds(best))|\(milliseconds(median))|\(runs)|\(target)"
  }
}

/// Runs `body` `runs` times (after one warm-up run) and returns the best and median times.
func measure(
  _ name: String, runs: Int, target: String, _ body: () async throws -> Void
) async rethrows -> Figure {
  try await body()
  var durations: [Duration] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try await body()
    durations.append(ContinuousClock.now - start)
  }
  durations.sort()
  return Figure(
    name: name, best: durations[0], median: durations[durations.count / 2], runs: runs,
    target: target)
}

/// Milliseconds with enough digits for sub-millisecond figures.
func milliseconds(_ duration: Duration) -> String {
  let value =
    Double(duration.components.seconds) * 1e3
    + Double(duration.components.attoseconds) / 1e15
  return value < 10 ? String(format: "%.3f", value) : String(format: "%.1f", value)
}
