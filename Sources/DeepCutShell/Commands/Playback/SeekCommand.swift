import DeepCutKit

extension CommandSpec {
  /// `seek <time>`: moves within the current track, absolutely or relatively.
  static let seek = CommandSpec(
    name: "seek", group: .playback,
    usage: ["seek <time>", "seek +<time>", "seek -<time>"],
    summary: "jump to a time in the current track (1:30), or by an amount (+30s, -10s)",
    details: "Seeking past the end ends the track, as a timed ending would.",
    examples: ["seek 1:30", "seek +30s", "seek -10s"],
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("seek where? (seek 1:30, seek +30s, seek -10s)")
      }
      let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
      let amount = sign == nil ? text : String(text.dropFirst())
      guard let duration = DurationText.parse(amount) else {
        throw CommandError("'\(text)' is not a time (use 1:30, 90s, +30s or -10s)")
      }
      let position = Duration.milliseconds(
        session.playback.status(at: session.environment.clock.now).player.positionMilliseconds)
      let target: Duration
      switch sign {
      case "+": target = position + duration
      case "-": target = max(.zero, position - duration)
      default: target = duration
      }
      try session.perform(.seek(to: target))
      session.result(session.playback.status(at: session.environment.clock.now))
    })
}
