import DeepCutKit

/// `status`: the indicator and the player side by side, and whether they agree.
enum StatusCommand {
  static let command = Command(
    CommandSpec(
      name: "status", group: .playback,
      summary: "show the app's indicator beside the player, and whether they agree",
      details: """
        The indicator is what the app shows (optimistic, set at once by a tap); the player is the
        truth (the emulator, whose statuses change on the clock and tracks end on time, or the
        real player --player chose, named in the header). The volume shows when it is not full
        on the emulator, always on a real player. With --json, a script can check any field:
        expect status player.status is stopped.
        """,
      examples: ["status", "status --json", "expect status agree is true"],
      isQuery: true)
  ) { session, _ in
    let report = session.playbackStatus
    var output = CommandOutput()
    if session.wantsDocument { output.value = report }
    output.say(lines: report.lines(width: session.environment.terminalWidth ?? 100))
    if let apple = session.environment.services.appleMusic {
      let player = session.player
      output.say(
        apple.summary(
          catalogLabel: session.catalogLabel,
          player: player.isEmulated ? "emulated" : player.name))
    }
    return output
  }
}
