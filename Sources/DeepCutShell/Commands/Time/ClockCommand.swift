import DeepCutKit
import Foundation

/// `clock`: the session's time, and whether it is virtual.
enum ClockCommand {
  static let command = Command(
    CommandSpec(
      name: "clock", group: .time,
      summary: "show the session's time (virtual in scripts, real at the prompt)",
      details: """
        Scripts run on a virtual clock: 'wait 3m' takes no real time and every run prints the
        same. Interactive sessions run on real time. --clock real|virtual overrides either.
        """,
      isQuery: true)
  ) { session, _ in
    let clock = session.environment.clock
    let now = clock.now
    let kind = clock.isVirtual ? "virtual" : "real"
    let stamp = ISO8601DateFormatter().string(from: clock.date(at: now))
    var output = CommandOutput(
      ClockDocument(
        clock: kind, elapsed: now.description, elapsedMilliseconds: now.sinceStart.milliseconds,
        date: stamp))
    output.say("\(now.description) since start (\(kind) clock, \(stamp))")
    return output
  }
}

private struct ClockDocument: Encodable {
  var clock: String
  var elapsed: String
  var elapsedMilliseconds: Int64
  var date: String
}
