import DeepCutKit

/// The transport buttons: pause, stop, next and previous.
///
/// Each changes the indicator at once and sends the player a command.
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
      var output = CommandOutput()
      output.add(try session.perform(action))
      output.value = session.playbackStatus
      return output
    }
  }
}
