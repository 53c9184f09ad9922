import DeepCutKit

extension CommandSpec {
  /// `trace [rows]`: the session's timeline, so a divergence window can be seen.
  static let trace = CommandSpec(
    name: "trace", group: .emulation,
    usage: ["trace", "trace <rows>"],
    summary: "draw the timeline: actions, indicator, player and every reconciler correction",
    details: """
      Lanes over a time axis show when the indicator and the player disagreed (█); the table
      below lists each event. With a number, only the latest rows are listed.
      """,
    examples: ["trace", "trace 20"],
    run: { session, invocation in
      var rows: Int?
      if let text = invocation[0] {
        guard let count = Int(text), count > 0 else {
          throw CommandError("trace takes a number of rows, not '\(text)' (e.g. trace 20)")
        }
        rows = count
      }
      let width = max(60, min(session.environment.terminalWidth ?? 100, 160))
      let text = TraceRenderer.render(
        session.playback.trace, until: session.playback.now, width: width, maxRows: rows)
      session.result(["trace": text])
      session.say(text)
    })
}
