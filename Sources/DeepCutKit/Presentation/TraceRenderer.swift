/// Draws a session's trace for a person: lanes over a time axis, then one row per entry in
/// columns (action, indicator, player, reconciler), then every divergence window.
///
/// Plain text without colour, 100 columns wide by default. In the rows, `≠` marks a
/// divergence (the indicator disagrees with the player and waits for nothing) and `~` an
/// optimistic indicator still waiting for its confirmation.
public enum TraceRenderer {
  /// The whole picture up to `until` (the session's `now`).
  ///
  /// With `maxRows`, only the latest rows are listed; the lanes and the divergence summary
  /// always cover the whole trace.
  public static func render(
    _ trace: PlaybackTrace, until: Instant, width: Int = 100, maxRows: Int? = nil
  ) -> String {
    let entries = trace.entries
    guard let first = entries.first else { return "trace: nothing has happened yet" }
    var lines = [
      "trace \(TextColumns.instant(first.instant)) → \(TextColumns.instant(until))"
        + " · indicator (app) vs player (emulator)"
    ]
    if trace.droppedCount > 0 { lines.append("(\(trace.droppedCount) earlier entries dropped)") }
    let strip = TraceStrip(
      entries: entries, origin: first.instant, until: until,
      cells: width - TraceStrip.labelWidth)
    let stripLines = strip.render()
    if !stripLines.isEmpty {
      lines.append("")
      lines += stripLines
    }
    lines.append("")
    // The columns are laid out for 100; narrower tables are cut at the width.
    lines += table(entries, width: width, maxRows: maxRows).map { TextColumns.clip($0, width) }
    lines.append("")
    lines += divergences(entries, until: until).map { TextColumns.clip($0, width) }
    return lines.joined(separator: "\n")
  }

  // MARK: - Table

  private static let timeWidth = 11
  private static let actionWidth = 22
  private static let indicatorWidth = 18
  private static let playerWidth = 25

  private static func table(
    _ entries: [PlaybackTrace.Entry], width: Int, maxRows: Int?
  ) -> [String] {
    let reconcilerWidth = max(8, width - timeWidth - actionWidth - indicatorWidth - playerWidth - 8)
    var rows: [String] = []
    var previous: PlaybackTrace.Entry?
    for (index, entry) in entries.enumerated() {
      if isRedundant(entry, followedBy: entries[(index + 1)...]) { continue }
      if let previous, entry.instant - previous.instant >= .seconds(1) {
        let gap = "+" + TextColumns.instant(Instant(sinceStart: entry.instant - previous.instant))
        rows.append(row("   ┆", gap, "", mark(previous), "", "", reconcilerWidth))
      }
      let time = previous?.instant == entry.instant ? "" : TextColumns.instant(entry.instant)
      let (action, indicator, player, reconciler) = columns(entry)
      rows.append(row(time, action, indicator, mark(entry), player, reconciler, reconcilerWidth))
      previous = entry
    }
    var header = [
      row(
        "time", "action", "indicator (app)", " ", "player (emulator)", "reconciler",
        reconcilerWidth)
    ]
    if let maxRows, rows.count > maxRows {
      header.append("… \(rows.count - maxRows) earlier rows")
      rows = Array(rows.suffix(maxRows))
    }
    return header + rows
  }

  private static func row(
    _ time: String, _ action: String, _ indicator: String, _ mark: String, _ player: String,
    _ reconciler: String, _ reconcilerWidth: Int
  ) -> String {
    TextColumns.trimmed(
      TextColumns.fit(time, timeWidth) + "  " + TextColumns.fit(action, actionWidth) + "  "
        + TextColumns.fit(indicator, indicatorWidth) + " " + mark + " "
        + TextColumns.fit(player, playerWidth) + "  " + TextColumns.fit(reconciler, reconcilerWidth)
    )
  }

  private static func mark(_ entry: PlaybackTrace.Entry) -> String {
    entry.isDivergent ? "≠" : entry.isAwaiting ? "~" : " "
  }

  /// A change of entry that a later row of the same transition (its start, preparation or
  /// failure) already names.
  private static func isRedundant(
    _ entry: PlaybackTrace.Entry, followedBy rest: ArraySlice<PlaybackTrace.Entry>
  ) -> Bool {
    guard case .player(let event) = entry.kind, case .currentEntryChanged(let id?) = event.kind
    else { return false }
    for next in rest {
      guard next.instant == entry.instant, case .player(let following) = next.kind else { break }
      switch following.kind {
      case .entryStarted(id), .preparing(id), .startFailed(id, _): return true
      case .currentEntryChanged: return false
      default: continue
      }
    }
    return false
  }

  private static func columns(
    _ entry: PlaybackTrace.Entry
  ) -> (String, String, String, String) {
    switch entry.kind {
    case .action(let action): return ("\(action)", "", "", "")
    case .indicator(let state): return ("", "\(state)", "", "")
    case .player(let event): return ("", "", text(for: event), "")
    case .reconciler(let decision):
      let shown: String
      if case .corrected(let correction) = decision, correction.changesIndicator {
        shown = "\(correction.to)"
      } else {
        shown = ""
      }
      return ("", shown, "", text(for: decision))
    }
  }

  static func text(for event: PlayerEvent) -> String {
    let title = event.view.current?.track.title ?? "—"
    switch event.kind {
    case .statusChanged(_, let to): return "\(to.symbol) \(to)"
    case .currentEntryChanged(let id?): return "→ \(id) \(title)"
    case .currentEntryChanged(nil): return "→ no entry"
    case .preparing: return "… preparing \(title)"
    case .entryStarted: return "♪ \(title)"
    case .entryEnded: return "ended \(title)"
    case .queueEnded: return "■ queue ended"
    case .startFailed: return "✗ failed \(title)"
    case .seeked(_, let to): return "seek → \(DurationText.minutesSeconds(to))"
    case .queueChanged(.replaced(let count)):
      return "queue: \(count == 1 ? "1 entry" : "\(count) entries")"
    case .queueChanged(.inserted(let count, let position)): return "queue: +\(count) \(position)"
    case .queueChanged(.removed(let entry)): return "queue: −\(entry.id) \(entry.track.title)"
    case .queueChanged(.moved(let id, let index)): return "queue: \(id) → #\(index + 1)"
    case .queueChanged(.cleared(let count)): return "queue: cleared \(count)"
    case .repeatModeChanged(let mode): return "repeat \(mode)"
    case .shuffleChanged(let on): return "shuffle \(on ? "on" : "off")"
    }
  }

  static func text(for decision: Reconciler.Decision) -> String {
    switch decision {
    case .confirmed: return "✓ confirmed"
    case .ignoredStale(let sequences):
      return "⊘ stale #\(sequences.lowerBound)…\(sequences.upperBound)"
    case .corrected(let correction):
      guard correction.changesIndicator else { return "⌛ intent dropped" }
      switch correction.reason {
      case .trackEnded: return "↺ track ended"
      case .queueEnded: return "↺ queue ended"
      case .playFailed: return correction.isRollback ? "↺ rolled back" : "↺ start failed"
      case .unconfirmed: return "↺ unconfirmed"
      case .followed: return "↺ follows player"
      case .enabled: return "↺ reconcile on"
      }
    }
  }

  // MARK: - Divergence windows

  /// One line per window in which the indicator disagreed with the player unprompted.
  private static func divergences(_ entries: [PlaybackTrace.Entry], until: Instant) -> [String] {
    var windows: [(start: Instant, end: Instant, entry: PlaybackTrace.Entry)] = []
    for span in TraceStrip.spans(of: entries, until: until) where span.entry.isDivergent {
      if let last = windows.last, last.end == span.start {
        windows[windows.count - 1].end = span.end
        windows[windows.count - 1].entry = span.entry
      } else {
        windows.append((span.start, span.end, span.entry))
      }
    }
    guard !windows.isEmpty else {
      return ["no divergence: the indicator never contradicted the player"]
    }
    return windows.map { window in
      let player = window.entry.player
      let ongoing = window.end == until && entries.last?.isDivergent == true
      let end = TextColumns.instant(window.end) + (ongoing ? " (still)" : "")
      let length = TextColumns.instant(Instant(sinceStart: window.end - window.start))
      return "≠ diverged \(TextColumns.instant(window.start)) → \(end), \(length)"
        + ": indicator \(window.entry.indicator.state), player \(player.status.symbol) "
        + "\(player.status) \(player.current?.track.title ?? "—")"
    }
  }
}
