import DeepCutKit

/// `toggle <track>`: the app's `togglePlayback`, a tap on a row.
enum ToggleCommand {
  static let track = Argument<String>.text(
    "track", .names([.tracks]), missing: "toggle which track? (toggle <track>)")

  static let command = Command(
    CommandSpec(
      name: "toggle", group: .playback,
      summary: "tap a track's row as in the app: the playing track pauses, another one plays",
      details: """
        Decided by the indicator, as the app decides: if it shows this track playing, pause;
        if it shows it paused, resume; otherwise play it. With 'set reconcile off' the
        indicator can be wrong, and toggle then does the wrong thing, as the app did.
        """,
      examples: ["toggle Three Little Birds"],
      signature: Signature([track.spec]))
  ) { session, arguments in
    let track = try await session.snapshot().tracks.resolve(arguments[Self.track])
    var output = CommandOutput()
    output.add(try session.perform(.toggle(track)))
    output.value = session.playbackStatus
    return output
  }
}
