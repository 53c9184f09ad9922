import DeepCutKit

extension CommandSpec {
  /// `wait <duration>`: lets time pass, applying every timed transition in order.
  static let wait = CommandSpec(
    name: "wait", aliases: ["sleep"], group: .time,
    usage: ["wait <duration>"],
    summary: "let time pass (instant on the virtual clock); tracks end on time meanwhile",
    details: """
      Durations: 45s, 3m, 1:30, 250ms, 1h, 2m30s. On the virtual clock the wait is instant and
      every transition inside it happens in order; on the real clock it sleeps, and Ctrl-C cuts
      it short.
      """,
    examples: ["wait 3:01", "wait 250ms"],
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("wait needs a duration (e.g. wait 30s, wait 3m, wait 1:30)")
      }
      guard let duration = DurationText.parse(text) else {
        throw CommandError(
          "'\(text)' is not a duration (use 45s, 3m, 1:30 or 250ms; at most a week, not negative)")
      }
      try await session.wait(duration)
      session.result(["now": session.environment.clock.now.description])
    })
}
