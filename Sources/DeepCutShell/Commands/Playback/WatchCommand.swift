import DeepCutKit

/// `watch [duration]`: follows the status as time passes.
enum WatchCommand {
  static let limit = Argument<Duration?>.optional("duration", .text) {
    text throws(CommandError) in
    guard let duration = DurationText.parse(text) else {
      throw CommandError("'\(text)' is not a duration (e.g. watch 30s)")
    }
    return duration
  }

  static let command = Command(
    CommandSpec(
      name: "watch", group: .playback,
      summary: "follow the status live, a line a second (Ctrl-C stops it)",
      details: """
        At the prompt (real clock) it runs until Ctrl-C, or for the duration given. On the
        virtual clock (scripts) the duration is required and the lines come at once, one per
        second of virtual time, with every track change in between.
        """,
      examples: ["watch", "watch 10s"],
      signature: Signature([limit.spec]),
      usage: ["watch", "watch <duration>"])
  ) { session, arguments in
    try await watch(
      for: arguments[Self.limit], json: session.jsonByDefault || arguments.json, in: session)
  }

  /// Shows a status line every second until `limit` (or Ctrl-C); Ctrl-C ends it quietly.
  ///
  /// The one command that shows output while it runs: each second's line (and the events
  /// before it) is rendered at once, so the returned output holds only the JSON document.
  static func watch(for limit: Duration?, json: Bool, in session: isolated Session)
    async throws -> CommandOutput
  {
    let clock = session.environment.clock
    guard limit != nil || !clock.isVirtual else {
      throw CommandError("watch needs a duration on the virtual clock (e.g. watch 30s)")
    }
    let end = limit.map { clock.now + $0 }
    var lines: [String] = []
    while true {
      var second = CommandOutput.events(session.catchUp())
      let line = watchLine(session.playbackStatus)
      lines.append(line)
      second.say(line)
      session.render(second, json: json)
      var next = clock.now + .seconds(1)
      if let end {
        guard clock.now < end else { break }
        next = min(next, end)
      }
      do {
        try await clock.sleep(until: next)
      } catch {
        session.render(.events(session.catchUp()), json: json)
        break
      }
    }
    return CommandOutput(["lines": lines])
  }

  /// `0:42/3:00 ▶ playing  Three Little Birds — Bob Marley · indicator ▶ ✓`.
  private static func watchLine(_ report: PlaybackStatusReport) -> String {
    let player = report.player
    let time =
      player.trackID == nil
      ? "-:--/-:--"
      : DurationText.minutesSeconds(.milliseconds(player.positionMilliseconds)) + "/"
        + DurationText.minutesSeconds(.milliseconds(player.durationMilliseconds))
    let track =
      player.title.map { title in player.artist.map { "\(title) — \($0)" } ?? title } ?? "—"
    let indicator = report.indicator.isPlaying ? "▶" : "■"
    return "\(report.instant)  \(time)  \(player.status.symbol) \(player.status)  \(track)"
      + "  · indicator \(indicator) \(report.agree ? "✓" : "✗ disagrees")"
  }
}
