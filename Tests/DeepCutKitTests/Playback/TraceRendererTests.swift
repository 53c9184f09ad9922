import Testing

@testable import DeepCutKit

@Suite struct TraceRendererTests {
  /// The app's bug, then the fix switched on 30 s after the song ended.
  private func bugSession() throws -> PlaybackSession {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "3:01")
    try session.act(.set(.reconcile(true)), "3:30")
    return session
  }

  @Test func theBugShowsAsADivergenceWindow() throws {
    let session = try bugSession()
    let text = TraceRenderer.render(session.trace, until: session.now)
    #expect(
      text == """
        trace 0:00.000 → 3:30.000 · indicator (app) vs player (emulator)

                    0:00        0:30         1:00        1:30         2:00        2:30         3:00     3:30
                    ┼───────────┼────────────┼───────────┼────────────┼───────────┼────────────┼───────────┼
        action      ▼                                                                                      ▼
        indicator   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
        player      ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━·············
        diverged                                                                               █████████████
        reconciler                                                                                         ↺
                    ━ playing  ╌ paused  · stopped  ░ preparing  × interrupted  »« scanning  █ diverged
                    ▒ awaiting

        time         action                  indicator (app)      player (emulator)          reconciler
        0:00.000     play Hurricane
                                             ▶ Hurricane        ≠
                                                                ≠ queue: 1 entry
                                                                  ▶ playing
                                                                  ♪ Hurricane
           ┆         +3:00.000
        3:00.000                                                  ended Hurricane
                                                                ≠ ■ stopped
                                                                ≠ ■ queue ended
           ┆         +0:30.000                                  ≠
        3:30.000     set reconcile on                           ≠
                                             ■ Hurricane                                     ↺ reconcile on
        ≠ the indicator contradicts the player · ~ the indicator awaits confirmation

        ≠ diverged 3:00.000 → 3:30.000, 0:30.000: indicator ▶ Hurricane, player ■ stopped Hurricane
        ≠ 1 momentary divergence, each corrected at the instant it began (0:00.000)
        """)
  }

  @Test func withReconcileOnThereIsNoDivergenceWindow() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "3:30")
    let text = TraceRenderer.render(session.trace, until: session.now)
    let lane = text.split(separator: "\n").first { $0.hasPrefix("diverged") }
    #expect(lane?.contains("█") == false)
    // The ending's ≠ rows last no time (the reconciler answers at once), and the summary says
    // so instead of "never contradicted".
    #expect(!text.contains("never contradicted"))
    #expect(
      text.hasSuffix("≠ 1 momentary divergence, each corrected at the instant it began (3:00.000)"))
    #expect(text.contains("↺ queue ended"))
  }

  @Test func aDivergenceStillOpenSaysSo() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(Fixtures.jezebel), "0s")
    session.wait(until: "2:00")
    let text = TraceRenderer.render(session.trace, until: session.now)
    #expect(
      text.contains(
        "≠ diverged 1:30.000 → 2:00.000 (still), 0:30.000: indicator ▶ Jezebel, player ■ stopped Jezebel"
      ))
  }

  @Test func anOptimisticIndicatorWaitingForTheLatencyShowsAsAwaiting() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .seconds(1)))
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "10s")
    let text = TraceRenderer.render(session.trace, until: session.now)
    let lanes = text.split(separator: "\n")
    #expect(lanes.first { $0.hasPrefix("diverged") }?.contains("▒") == true)
    #expect(lanes.first { $0.hasPrefix("player") }?.contains("░") == true)
    #expect(lanes.contains { $0.contains("~ … preparing Hurricane") })
    #expect(lanes.first { $0.hasPrefix("diverged") }?.contains("█") == false)
  }

  /// Narrow or wide, every column stays (abbreviated headers when narrow) and the legend
  /// explains both marks.
  @Test(arguments: [100, 80, 120, 60])
  func everyLineFitsTheWidth(width: Int) throws {
    var session = try bugSession()
    try session.act(.play(Fixtures.album, startingAt: 0), "4:00")
    try session.act(.interrupt, "5:00")
    try session.act(.endInterruption, "5:10")
    try session.act(.enqueue([Fixtures.locked, Fixtures.cassie], .afterCurrentEntry), "5:20")
    session.wait(until: "1:00:00")
    let text = TraceRenderer.render(session.trace, until: session.now, width: width)
    let longest = text.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest <= width)
    #expect(text.contains("✗ failed"))
    let header = text.split(separator: "\n").first { $0.hasPrefix("time") } ?? ""
    #expect(header.contains("action") && header.contains("player") && header.contains("reconc"))
    #expect(text.contains("≠ ") && text.contains("~ "))
    #expect(text.contains("contradicts") && text.contains("awaits confirmation"))
  }

  @Test func maxRowsKeepsTheLatestRows() throws {
    let session = try bugSession()
    let text = TraceRenderer.render(session.trace, until: session.now, maxRows: 3)
    #expect(text.contains("… 9 earlier rows"))
    #expect(text.contains("↺ reconcile on"))
    #expect(!text.contains("play Hurricane"))
  }

  @Test func anEmptyTraceSaysSo() {
    #expect(
      TraceRenderer.render(PlaybackTrace(), until: .start) == "trace: nothing has happened yet")
  }
}

@Suite struct TraceStripTieTests {
  /// A cell half one glyph and half another shows the one that was there first.
  ///
  /// Playing 0–0.5 s, paused 0.5–1.5 s, playing again 1.5–2 s, in two cells of a second. With a
  /// dictionary of weights both cells showed the same glyph, whichever the process's hash seed
  /// put first.
  @Test func aCellCoveredEquallyShowsTheGlyphThatCameFirst() throws {
    var session = PlaybackSession()
    try session.act(.play(Fixtures.hurricane), "0s")
    try session.act(.pause, "0.5s")
    try session.act(.resume, "1.5s")
    session.wait(until: "2s")
    let entries = session.trace.entries
    let strip = TraceStrip(
      entries: entries, origin: entries[0].instant, until: session.now, cells: 2)
    let spans = TraceStrip.spans(of: entries, until: session.now)
    #expect(strip.dominant(spans) { TraceStrip.glyph(for: $0.player) } == ["━", "╌"])
    #expect(strip.dominant(spans) { $0.indicator.isPlaying ? "━" : "·" } == ["━", "·"])
  }
}
