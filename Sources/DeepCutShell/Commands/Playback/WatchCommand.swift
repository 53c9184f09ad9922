import DeepCutKit

extension CommandSpec {
  /// `watch [duration]`: follows the status as time passes.
  static let watch = CommandSpec(
    name: "watch", group: .playback,
    usage: ["watch", "watch <duration>"],
    summary: "follow the status live, a line a second (Ctrl-C stops it)",
    details: """
      At the prompt (real clock) it runs until Ctrl-C, or for the duration given. On the
      virtual clock (scripts) the duration is required and the lines come at once, one per
      second of virtual time, with every track change in between.
      """,
    examples: ["watch", "watch 10s"],
    run: { session, invocation in
      var limit: Duration?
      if let text = invocation.rest(from: 0) {
        guard let duration = DurationText.parse(text) else {
          throw CommandError("'\(text)' is not a duration (e.g. watch 30s)")
        }
        limit = duration
      }
      try await session.watch(for: limit)
    })
}

extension Session {
  /// Prints a status line every second until `limit` (or Ctrl-C); Ctrl-C ends it quietly.
  func watch(for limit: Duration?) async throws {
    let clock = environment.clock
    guard limit != nil || !clock.isVirtual else {
      throw CommandError("watch needs a duration on the virtual clock (e.g. watch 30s)")
    }
    let end = limit.map { clock.now + $0 }
    var lines: [String] = []
    while true {
      catchUp()
      let line = watchLine(playback.status(at: clock.now))
      lines.append(line)
      say(line)
      var next = clock.now + .seconds(1)
      if let end {
        guard clock.now < end else { break }
        next = min(next, end)
      }
      do {
        try await clock.sleep(until: next)
      } catch {
        catchUp()
        break
      }
    }
    result(["lines": lines])
  }

  /// `0:42/3:00 ▶ playing  Three Little Birds — Bob Marley · indicator ▶ ✓`.
  private func watchLine(_ report: PlaybackStatusReport) -> String {
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
