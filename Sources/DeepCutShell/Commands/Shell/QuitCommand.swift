extension CommandSpec {
  /// `quit [status]`: ends the session (or the script) with an exit status.
  static let quit = CommandSpec(
    name: "quit", aliases: ["exit"], group: .shell,
    usage: ["quit [status]"],
    summary: "leave deepcut (Ctrl-D at an empty prompt does the same)",
    examples: ["quit", "quit 3"],
    run: { session, invocation in
      var status: Int32 = 0
      if let text = invocation[0] {
        guard let value = Int32(text), (0...255).contains(value) else {
          throw CommandError("quit takes an exit status from 0 to 255, not '\(text)'")
        }
        status = value
      }
      session.requestQuit(status: status)
    })
}
