import DeepCutKit

/// The transport buttons: pause, stop, next and previous.
///
/// Each changes the indicator at once, sends the player a command, and (as mpc does) prints
/// the one-line status it led to (`feedback`, which `seek` and `toggle` share).
enum TransportCommands {
  static let pause = transport(
    "pause", action: .pause, summary: "pause the player (the indicator stops at once)")
  static let stop = transport(
    "stop", action: .stop, summary: "stop the player (the queue stays)")
  static let next = transport(
    "next", action: .next, summary: "skip to the next entry (past the last one, playback ends)")
  static let previous = transport(
    "prev", aliases: ["previous"], action: .previous,
    summary: "go to the previous entry, or restart the track when more than 3 s in")

  private static func transport(
    _ name: String, aliases: [String] = [], action: PlaybackAction, summary: String
  ) -> Command {
    Command(CommandSpec(name: name, aliases: aliases, group: .playback, summary: summary)) {
      session, _ in
      feedback(try await session.perform(action), in: session)
    }
  }
}

extension TransportCommands {
  /// What a transport command shows (pause, stop, next, prev, seek, toggle): the events it
  /// caused and one status line, as mpc prints its status after each command.
  ///
  /// In text the line stands for the now-playing notice of the entry the command started (it
  /// names that track), so a command reads as one line; JSON keeps every event.
  static func feedback(_ events: [CommandEvent], in session: isolated Session) -> CommandOutput {
    let report = session.playbackStatus
    var output = CommandOutput()
    if session.wantsDocument {
      output.value = report
      output.add(events)
    } else {
      var shown = events
      if report.player.status == .playing,
        let started = shown.lastIndex(where: { $0.event == "nowPlaying" })
      {
        shown.remove(at: started)
      }
      output.add(shown)
    }
    output.say(statusLine(report))
    return output
  }
}

extension TransportCommands {
  /// `‖ paused  The Blue — Acid Bath  0:10/6:34  #1/12`, and a warning when the indicator
  /// disagrees with the player.
  static func statusLine(_ report: PlaybackStatusReport) -> String {
    let player = report.player
    // One string, each part appended in place.
    var line = player.status.symbol
    line += " "
    line += player.status.description
    if player.isPreparing { line += " (preparing)" }
    if let title = player.title {
      line += "  "
      line += title
      if let artist = player.artist {
        line += " — "
        line += artist
      }
      line += "  "
      line += DurationText.minutesSeconds(.milliseconds(player.positionMilliseconds))
      line += "/"
      line += DurationText.minutesSeconds(.milliseconds(player.durationMilliseconds))
    }
    if let position = player.queuePosition, player.queueLength > 0 {
      line += "  #"
      line += String(position)
      line += "/"
      line += String(player.queueLength)
    }
    if report.awaitsConfirmation {
      line += "  (indicator awaits confirmation)"
    } else if !report.agree {
      line += "  (indicator disagrees: see status)"
    }
    return line
  }
}
