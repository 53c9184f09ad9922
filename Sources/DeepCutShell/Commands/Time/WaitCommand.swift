import DeepCutKit

/// `wait <duration>`: lets time pass, applying every timed transition in order.
enum WaitCommand {
  static let duration = Argument<Duration>.required(
    "duration", .text, missing: "wait needs a duration (e.g. wait 30s, wait 3m, wait 1:30)"
  ) { text throws(CommandError) in
    guard let duration = DurationText.parse(text) else {
      throw CommandError(
        "'\(text)' is not a duration (use 45s, 3m, 1:30 or 250ms; at most a week, not negative)")
    }
    return duration
  }

  static let command = Command(
    CommandSpec(
      name: "wait", aliases: ["sleep"], group: .time,
      summary: "let time pass (instant on the virtual clock); tracks end on time meanwhile",
      details: """
        Durations: 45s, 3m, 1:30, 250ms, 1h, 2m30s. On the virtual clock the wait is instant and
        every transition inside it happens in order; on the real clock it sleeps, and Ctrl-C cuts
        it short.
        """,
      examples: ["wait 3:01", "wait 250ms"],
      signature: Signature([duration.spec]))
  ) { session, arguments in
    let events = await session.wait(arguments[Self.duration])
    var output = CommandOutput()
    if session.wantsDocument { output.value = ["now": session.environment.clock.now.description] }
    output.add(events)
    return output
  }
}
