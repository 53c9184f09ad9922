import DeepCutKit

/// `trace [rows]`: the session's timeline, so a divergence window can be seen.
enum TraceCommand {
  static let rows = Argument<Int?>.optional("rows") { text throws(CommandError) in
    guard let count = Int(text), count > 0 else {
      throw CommandError("trace takes a number of rows, not '\(text)' (e.g. trace 20)")
    }
    return count
  }

  static let command = Command(
    CommandSpec(
      name: "trace", group: .emulation,
      summary: "draw the timeline: actions, indicator, player and every reconciler correction",
      details: """
        Lanes over a time axis show when the indicator and the player disagreed (█); the table
        below lists each event. With a number, only the latest rows are listed.
        """,
      examples: ["trace", "trace 20"],
      signature: Signature([rows.spec]),
      usage: ["trace", "trace <rows>"])
  ) { session, arguments in
    let width = max(60, min(session.environment.terminalWidth ?? 100, 160))
    let text = TraceRenderer.render(
      session.playback.trace, until: session.playback.now, width: width,
      maxRows: arguments[Self.rows], player: session.player.name)
    var output = CommandOutput(["trace": text])
    output.say(text)
    return output
  }
}
