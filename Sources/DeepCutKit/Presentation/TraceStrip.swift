/// The trace as lanes over a horizontal time axis: one character per slice of time, so a
/// divergence window shows as a bar a person sees at a glance.
struct TraceStrip {
  /// One stretch of time during which nothing in the trace changed.
  struct Span {
    var start: Instant
    var end: Instant
    var entry: PlaybackTrace.Entry
  }

  static let labelWidth = 12
  static let legend = [
    "━ playing", "╌ paused", "· stopped", "░ preparing", "× interrupted", "»« scanning",
    "█ diverged", "▒ awaiting",
  ]

  let entries: [PlaybackTrace.Entry]
  let origin: Instant
  let until: Instant
  let cells: Int

  /// Lines of the strip, or none when the trace spans no time.
  func render() -> [String] {
    guard cells > 0, until > origin, !entries.isEmpty else { return [] }
    let spans = Self.spans(of: entries, until: until)
    let lanes: [(String, (PlaybackTrace.Entry) -> Character)] = [
      ("indicator", { $0.indicator.isPlaying ? "━" : "·" }),
      ("player", { Self.glyph(for: $0.player) }),
    ]
    var lines = axis()
    lines.append(marks(label: "action") { if case .action = $0.kind { "▼" } else { nil } })
    for (label, glyph) in lanes {
      lines.append(lane(label, dominant(spans, glyph)))
    }
    lines.append(lane("diverged", divergence(spans)))
    lines.append(
      marks(label: "reconciler") { entry in
        guard case .reconciler(.corrected(let correction)) = entry.kind,
          correction.changesIndicator
        else { return nil }
        return "↺"
      })
    lines += legendLines()
    return lines.map(TextColumns.trimmed)
  }

  /// The legend, wrapped to the strip's width.
  private func legendLines() -> [String] {
    var lines: [String] = []
    var line = ""
    for item in Self.legend {
      if !line.isEmpty && line.count + 2 + item.count > cells {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : "  ") + item
    }
    lines.append(line)
    return lines.map { TextColumns.fit("", Self.labelWidth) + $0 }
  }

  /// The stretches between consecutive entries; the state of each is its first entry's.
  static func spans(of entries: [PlaybackTrace.Entry], until: Instant) -> [Span] {
    entries.indices.compactMap { index in
      let start = entries[index].instant
      let end = index + 1 < entries.count ? entries[index + 1].instant : until
      return end > start ? Span(start: start, end: end, entry: entries[index]) : nil
    }
  }

  static func glyph(for view: PlayerView) -> Character {
    if view.isPreparing { return "░" }
    switch view.status {
    case .playing: return "━"
    case .paused: return "╌"
    case .stopped: return "·"
    case .interrupted: return "×"
    case .seekingForward: return "»"
    case .seekingBackward: return "«"
    }
  }

  // MARK: - Cells

  private var cellLength: Duration { (until - origin) / cells }

  private func cell(of instant: Instant) -> Int {
    let offset = instant - origin
    return min(cells - 1, max(0, Int(offset / cellLength)))
  }

  /// The cells each span overlaps, with the overlap's length.
  private func overlaps(_ span: Span) -> [(cell: Int, length: Duration)] {
    (cell(of: span.start)...cell(of: span.end)).compactMap { index in
      let cellStart = origin + cellLength * index
      let cellEnd = cellStart + cellLength
      let length = min(span.end, cellEnd) - max(span.start, cellStart)
      return length > .zero ? (index, length) : nil
    }
  }

  /// Per cell, the glyph that covers most of it; of glyphs that cover it equally, the one that
  /// was there first.
  ///
  /// Weights are kept in the order the glyphs reach the cell, not in a dictionary: a
  /// dictionary's order, and so the winner of a tie, changes with each process's hash seed.
  func dominant(_ spans: [Span], _ glyph: (PlaybackTrace.Entry) -> Character) -> [Character] {
    var weights = [[(glyph: Character, length: Duration)]](repeating: [], count: cells)
    for span in spans {
      let character = glyph(span.entry)
      for (index, length) in overlaps(span) {
        if let known = weights[index].firstIndex(where: { $0.glyph == character }) {
          weights[index][known].length += length
        } else {
          weights[index].append((character, length))
        }
      }
    }
    // `max(by:)` keeps the first of equal elements.
    return weights.map { weight in weight.max { $0.length < $1.length }?.glyph ?? " " }
  }

  /// Per cell: diverged if it diverged at all, else awaiting if it waited at all.
  private func divergence(_ spans: [Span]) -> [Character] {
    var row = [Character](repeating: " ", count: cells)
    for span in spans where span.entry.isDivergent || span.entry.isAwaiting {
      for (index, _) in overlaps(span) {
        row[index] = span.entry.isDivergent ? "█" : (row[index] == "█" ? "█" : "▒")
      }
    }
    return row
  }

  private func lane(_ label: String, _ row: [Character]) -> String {
    TextColumns.fit(label, Self.labelWidth) + String(row)
  }

  private func marks(label: String, _ mark: (PlaybackTrace.Entry) -> Character?) -> String {
    var row = [Character](repeating: " ", count: cells)
    for entry in entries {
      if let character = mark(entry) { row[cell(of: entry.instant)] = character }
    }
    return lane(label, row)
  }

  // MARK: - Axis

  /// Tick labels and the tick line, with ticks at round times at least 10 cells apart.
  private func axis() -> [String] {
    let steps: [Duration] = [
      .milliseconds(100), .milliseconds(200), .milliseconds(500), .seconds(1), .seconds(2),
      .seconds(5), .seconds(10), .seconds(15), .seconds(30), .seconds(60), .seconds(120),
      .seconds(300), .seconds(600), .seconds(900), .seconds(1800), .seconds(3600),
      .seconds(7200), .seconds(21600), .seconds(43200), .seconds(86400),
    ]
    let step = steps.first { $0 >= cellLength * 10 } ?? .seconds(604_800)
    var labels = [Character](repeating: " ", count: cells)
    var ticks = [Character](repeating: "─", count: cells)
    let stepMilliseconds = step.milliseconds
    let first = (origin.sinceStart.milliseconds + stepMilliseconds - 1) / stepMilliseconds
    var tick = Instant(sinceStart: .milliseconds(first * stepMilliseconds))
    var free = 0
    while tick <= until {
      let index = cell(of: tick)
      ticks[index] = "┼"
      let text = Array(Self.label(tick, step: step))
      // A label that would run past the strip ends at its edge instead.
      let start = min(index, cells - text.count)
      if start >= free {
        labels.replaceSubrange(start..<start + text.count, with: text)
        free = start + text.count + 1
      }
      tick = tick + step
    }
    let pad = String(repeating: " ", count: Self.labelWidth)
    return [pad + String(labels), pad + String(ticks)]
  }

  private static func label(_ instant: Instant, step: Duration) -> String {
    guard step < .seconds(1) else { return DurationText.minutesSeconds(instant.sinceStart) }
    let milliseconds = instant.sinceStart.milliseconds
    return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s"
  }
}
