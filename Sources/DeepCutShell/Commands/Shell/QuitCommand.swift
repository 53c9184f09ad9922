/// `quit [status]`: ends the session (or the script) with an exit status.
enum QuitCommand {
  static let status = Argument<Int32?>.optional("status") { text throws(CommandError) in
    guard let value = Int32(text), (0...255).contains(value) else {
      throw CommandError("quit takes an exit status from 0 to 255, not '\(text)'")
    }
    return value
  }

  static let command = Command(
    CommandSpec(
      name: "quit", aliases: ["exit"], group: .shell,
      summary: "leave deepcut (Ctrl-D at an empty prompt does the same)",
      examples: ["quit", "quit 3"],
      signature: Signature([status.spec]))
  ) { session, arguments in
    session.requestQuit(status: arguments[Self.status] ?? 0)
    return .none
  }
}
