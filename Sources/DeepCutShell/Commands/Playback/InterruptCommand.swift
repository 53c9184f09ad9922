import DeepCutKit

extension CommandSpec {
  /// `interrupt [end]`: an incoming call takes the audio, then gives it back.
  static let interrupt = CommandSpec(
    name: "interrupt", group: .emulation,
    usage: ["interrupt", "interrupt end"],
    summary: "emulate an interruption (a phone call); 'interrupt end' resumes if it was playing",
    complete: { request in request.arguments.isEmpty ? .word(request, ["end"]) : nil },
    run: { session, invocation in
      switch invocation[0] {
      case nil: try session.perform(.interrupt)
      case let word?:
        _ = try Keyword.match(word, among: ["end"], what: "interrupt action")
        try session.perform(.endInterruption)
      }
      session.result(session.playback.status(at: session.environment.clock.now))
    })
}
