import DeepCutKit

/// `toggle <track>`: the app's `togglePlayback`, a tap on a row.
enum ToggleCommand {
  static let track = Argument<String>.text(
    "track", .names([.tracks]), missing: "toggle which track? (toggle <track>)")

  static let command = Command(
    CommandSpec(
      name: "toggle", group: .playback,
      summary: "tap a track's row as in the app: the playing track pauses, else it plays from 0:00",
      details: """
        The app's togglePlayback, decided by the indicator: if it shows this track playing,
        pause; otherwise play this track from its start (queue = [track]; play()). Resuming is
        'play' with no argument. With 'set reconcile off' the indicator can be wrong, and
        toggle then does the wrong thing, as the app did.
        """,
      examples: ["toggle Three Little Birds"],
      signature: Signature([track.spec]))
  ) { session, arguments in
    try session.requirePlaybackAuthorization("toggle")
    let track = try await session.snapshot().tracks.resolve(arguments[Self.track])
    var output = CommandOutput()
    output.add(try await session.perform(.toggle(track)))
    if session.wantsDocument { output.value = session.playbackStatus }
    return output
  }
}
