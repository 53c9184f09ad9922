import DeepCutKit

/// `toggle [track]`: with a track, the app's `togglePlayback`, a tap on a row; alone, pause or
/// resume what the player plays, as `mpc toggle` does.
enum ToggleCommand {
  static let track = Argument<String?>.optionalText("track", .names([.tracks]))

  static let command = Command(
    CommandSpec(
      name: "toggle", group: .playback,
      summary:
        "pause or resume the player; 'toggle TRACK' taps a row as in the app (pause it, else play it)",
      details: """
        Alone, it asks the player: playing (or starting) pauses, anything else resumes, as
        mpc toggle does. With a track it is the app's togglePlayback, decided by the indicator:
        if it shows this track playing, pause; otherwise play this track from its start
        (queue = [track]; play()). With 'set reconcile off' the indicator can be wrong, and
        toggle TRACK then does the wrong thing, as the app did.
        """,
      examples: ["play Three Little Birds; toggle", "toggle Three Little Birds"],
      signature: Signature([track.spec]),
      usage: ["toggle", "toggle <track>"])
  ) { session, arguments in
    let events: [CommandEvent]
    if let name = arguments[Self.track] {
      try session.requirePlaybackAuthorization("toggle")
      let track = try await session.snapshot().tracks.resolve(name)
      events = try await session.perform(.toggle(track))
    } else {
      let view = session.player.view
      let plays = view.status.isPlaying || view.isPreparing
      events = try await session.perform(plays ? .pause : .resume, as: "toggle")
    }
    return TransportCommands.feedback(events, in: session)
  }
}
