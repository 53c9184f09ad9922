import DeepCutKit

/// `scan forward|backward|end`: MusicKit's `beginSeekingForward/Backward()` and `endSeeking()`.
enum ScanCommand {
  enum Action: String, CaseIterable {
    case forward, backward, end
  }

  static let command = Command(
    CommandSpec(
      name: "scan", group: .playback,
      summary: "scan forward or backward through the track at 4x; 'scan end' goes back",
      details: """
        The player reports seekingForward or seekingBackward while it scans, from playing or
        paused; 'scan end' returns it to the state it had before (MusicKit: "the player returns
        to its previous state"), and so does a backward scan that reaches the start. A forward
        scan that reaches the end ends the track. Scanned time is not listening time.
        """,
      examples: ["scan forward", "scan end", "scan backward"],
      signature: .subcommands(
        Action.self, noun: "scan direction",
        missing: "scan which way? (scan forward|backward|end)"))
  ) { session, arguments in
    let action: PlaybackAction =
      switch arguments.subcommand(Action.self) {
      case .forward, nil: .scan(.forward)
      case .backward: .scan(.backward)
      case .end: .endScan
      }
    var output = CommandOutput()
    output.add(try await session.perform(action))
    output.value = session.playbackStatus
    output.say("player: \(session.playbackStatus.player.status)")
    return output
  }
}
