import DeepCutKit

/// `seek <time>`: moves within the current track, absolutely or relatively.
enum SeekCommand {
  /// Where to seek: to a time, or by an amount forward or back.
  enum Target: Sendable {
    case to(Duration)
    case forward(Duration)
    case back(Duration)
  }

  static let target = Argument<Target>.required(
    "time", .text, missing: "seek where? (seek 1:30, seek +30s, seek -10s)"
  ) { text throws(CommandError) in
    let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
    let amount = sign == nil ? text : String(text.dropFirst())
    guard let duration = DurationText.parse(amount) else {
      throw CommandError("'\(text)' is not a time (use 1:30, 90s, +30s or -10s)")
    }
    switch sign {
    case "+": return .forward(duration)
    case "-": return .back(duration)
    default: return .to(duration)
    }
  }

  static let command = Command(
    CommandSpec(
      name: "seek", group: .playback,
      summary: "jump to a time in the current track (1:30), or by an amount (+30s, -10s)",
      details: "Seeking past the end ends the track, as a timed ending would.",
      examples: ["play Jezebel; seek 1:30", "seek +30s", "seek -10s"],
      signature: Signature([target.spec]),
      usage: ["seek <time>", "seek +<time>", "seek -<time>"])
  ) { session, arguments in
    let position = Duration.milliseconds(session.playbackStatus.player.positionMilliseconds)
    let time: Duration
    switch arguments[Self.target] {
    case .to(let duration): time = duration
    case .forward(let duration): time = position + duration
    case .back(let duration): time = max(.zero, position - duration)
    }
    return TransportCommands.feedback(try await session.perform(.seek(to: time)), in: session)
  }
}
