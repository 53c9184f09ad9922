import DeepCutKit
import Foundation

extension CommandSpec {
  /// `clock`: the session's time, and whether it is virtual.
  static let clock = CommandSpec(
    name: "clock", group: .time,
    usage: ["clock"],
    summary: "show the session's time (virtual in scripts, real at the prompt)",
    details: """
      Scripts run on a virtual clock: 'wait 3m' takes no real time and every run prints the
      same. Interactive sessions run on real time. --clock real|virtual overrides either.
      """,
    isQuery: true,
    run: { session, _ in
      let clock = session.environment.clock
      let now = clock.now
      let date = clock.date(at: now)
      let kind = clock.isVirtual ? "virtual" : "real"
      let stamp = ISO8601DateFormatter().string(from: date)
      session.result(
        ClockDocument(
          clock: kind, elapsed: now.description, elapsedMilliseconds: now.sinceStart.milliseconds,
          date: stamp))
      session.say(
        "\(now.description) since start (\(kind) clock, \(stamp))"
      )
    })
}

private struct ClockDocument: Encodable {
  var clock: String
  var elapsed: String
  var elapsedMilliseconds: Int64
  var date: String
}
