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
    let span = "trace \(TextColumns.instant(first.instant)) → \(TextColumns.instant(until))"
    let title = span + " · indicator (app) vs player (emulator)"
    var lines = [DisplayWidth.of(title) <= width ? title : span + " · app vs player"]
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
    // Every column stays at any width: narrower columns, shorter headers.
    let layout = Layout(width: width)
    lines += table(entries, layout: layout, maxRows: maxRows).map { TextColumns.clip($0, width) }
    lines += layout.legend
    lines.append("")
    lines += divergences(entries, until: until).map { TextColumns.clip($0, width) }
    return lines.joined(separator: "\n")
  }

  // MARK: - Table

  /// The table's column widths and headers for a width: 100 columns lay it out in full;
  /// narrower, each column shrinks (none is dropped) and the headers are abbreviated.
  struct Layout {
    var time = 11
    var action = 22
    var indicator = 18
    var player = 25
    var reconciler: Int
    var headers = ["time", "action", "indicator (app)", "player (emulator)", "reconciler"]
    var width: Int

    init(width: Int) {
      self.width = width
      if width >= 100 {
        reconciler = max(8, width - time - action - indicator - player - 8)
        return
      }
      let fixed = 9  // the gaps and the mark column
      time = 8
      headers = ["time", "action", "app", "player", "reconciler"]
      let rest = max(20, width - time - fixed)
      action = rest * 28 / 100
      indicator = rest * 22 / 100
      player = rest * 28 / 100
      reconciler = rest - action - indicator - player
    }

    /// What the marks between the indicator and the player mean.
    var legend: [String] {
      let full = "≠ the indicator contradicts the player · ~ the indicator awaits confirmation"
      guard DisplayWidth.of(full) > width else { return [full] }
      return ["≠ indicator contradicts player", "~ indicator awaits confirmation"]
    }
  }

  /// The header and the rows; with `maxRows`, only the latest rows are drawn (a long session
  /// has hundreds, and `trace 12` shows twelve), the others only counted.
  private static func table(
    _ entries: [PlaybackTrace.Entry], layout: Layout, maxRows: Int?
  ) -> [String] {
    var rows: [TableRow] = []
    var previous: PlaybackTrace.Entry?
    for (index, entry) in entries.enumerated() {
      if isRedundant(entry, followedBy: entries[(index + 1)...]) { continue }
      if let previous, entry.instant - previous.instant >= .seconds(1) {
        rows.append(.gap(entry.instant - previous.instant, after: previous))
      }
      rows.append(.entry(entry, showsTime: previous?.instant != entry.instant))
      previous = entry
    }
    var header = [row(layout.headers, mark: " ", layout)]
    if let maxRows, rows.count > maxRows {
      header.append("… \(rows.count - maxRows) earlier rows")
      rows.removeFirst(rows.count - maxRows)
    }
    return header + rows.map { $0.text(layout) }
  }

  /// A row of the table before it is drawn: a pause of a second or more, or an entry.
  private enum TableRow {
    case gap(Duration, after: PlaybackTrace.Entry)
    case entry(PlaybackTrace.Entry, showsTime: Bool)

    func text(_ layout: Layout) -> String {
      switch self {
      case .gap(let length, let previous):
        let gap = "+" + TextColumns.instant(Instant(sinceStart: length))
        return row(["   ┆", gap, "", "", ""], mark: mark(previous), layout)
      case .entry(let entry, let showsTime):
        let time = showsTime ? TextColumns.instant(entry.instant) : ""
        let (action, indicator, player, reconciler) = columns(entry)
        return row([time, action, indicator, player, reconciler], mark: mark(entry), layout)
      }
    }
  }

  /// Time, action, indicator, the mark, player and reconciler, each in its column.
  ///
  /// The last cell is only clipped: its padding would be trimmed with the line's end.
  static func row(_ cells: [String], mark: String, _ layout: Layout) -> String {
    let reconciler =
      layout.reconciler > 0 ? DisplayWidth.truncate(cells[4], to: layout.reconciler) : ""
    return TextColumns.trimmed(
      TextColumns.fit(cells[0], layout.time) + "  " + TextColumns.fit(cells[1], layout.action)
        + "  " + TextColumns.fit(cells[2], layout.indicator) + " " + mark + " "
        + TextColumns.fit(cells[3], layout.player) + "  " + reconciler)
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
    case .queueChanged(.restored(let count)):
      return "queue: restored \(count == 1 ? "1 entry" : "\(count) entries")"
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
    // A divergence that lasted no time at all (corrected at its own instant) is still one:
    // its ≠ row is in the table, so the summary names it too.
    var momentary: [PlaybackTrace.Entry] = []
    for entry in entries where entry.isDivergent {
      let covered = windows.contains { $0.start <= entry.instant && entry.instant <= $0.end }
      if !covered && momentary.last?.instant != entry.instant { momentary.append(entry) }
    }
    guard !windows.isEmpty || !momentary.isEmpty else {
      return ["no divergence: the indicator never contradicted the player"]
    }
    let lines = windows.map { window in
      let player = window.entry.player
      let ongoing = window.end == until && entries.last?.isDivergent == true
      let end = TextColumns.instant(window.end) + (ongoing ? " (still)" : "")
      let length = TextColumns.instant(Instant(sinceStart: window.end - window.start))
      return "≠ diverged \(TextColumns.instant(window.start)) → \(end), \(length)"
        + ": indicator \(window.entry.indicator.state), player \(player.status.symbol) "
        + "\(player.status) \(player.current?.track.title ?? "—")"
    }
    guard !momentary.isEmpty else { return lines }
    let shown = momentary.prefix(5).map { TextColumns.instant($0.instant) }.joined(separator: ", ")
    let more = momentary.count > 5 ? ", …" : ""
    let count =
      momentary.count == 1 ? "1 momentary divergence" : "\(momentary.count) momentary divergences"
    return lines + ["≠ \(count), each corrected at the instant it began (\(shown)\(more))"]
  }
}
