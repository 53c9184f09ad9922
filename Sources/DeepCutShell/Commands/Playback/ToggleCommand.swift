import DeepCutKit

extension CommandSpec {
  /// `toggle <track>`: the app's `togglePlayback`, a tap on a row.
  static let toggle = CommandSpec(
    name: "toggle", group: .playback,
    usage: ["toggle <track>"],
    summary: "tap a track's row as in the app: the playing track pauses, another one plays",
    details: """
      Decided by the indicator, as the app decides: if it shows this track playing, pause;
      if it shows it paused, resume; otherwise play it. With 'set reconcile off' the
      indicator can be wrong, and toggle then does the wrong thing, as the app did.
      """,
    examples: ["toggle Three Little Birds"],
    complete: { request in .phrase(from: 0, request.names.tracks) },
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("toggle which track? (toggle <track>)")
      }
      let track = try await session.snapshot().tracks.resolve(text)
      try session.perform(.toggle(track))
      session.result(session.playback.status(at: session.environment.clock.now))
    })
}
