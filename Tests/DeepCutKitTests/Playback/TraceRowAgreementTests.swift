import Testing

@testable import DeepCutKit

/// A trace row appended into one string, its last cell unpadded, is the row as first drawn:
/// each cell fitted (cut and padded) to its column, joined, trailing spaces trimmed.
@Suite struct TraceRowAgreementTests {
  /// Cells from empty, ASCII, wide, accented, combining, spaces at either end, and long.
  private static let pieces = [
    "", "a", "play", " ", "x ", " y", "坂本龍一", "Sigur Rós", "e\u{301}", "🎵", "≠", "…",
    "prepared 12 → 13", String(repeating: "long ", count: 12),
  ]

  private static func reference(_ cells: [String], mark: String, _ layout: TraceRenderer.Layout)
    -> String
  {
    TextColumns.trimmed(
      TextColumns.fit(cells[0], layout.time) + "  " + TextColumns.fit(cells[1], layout.action)
        + "  " + TextColumns.fit(cells[2], layout.indicator) + " " + mark + " "
        + TextColumns.fit(cells[3], layout.player) + "  "
        + TextColumns.fit(cells[4], layout.reconciler))
  }

  @Test func rowsAreTheFittedCellsJoinedAndTrimmed() {
    var random = SeededRandom(seed: 21)
    for width in [60, 61, 75, 99, 100, 120, 160] {
      var layout = TraceRenderer.Layout(width: width)
      for round in 0..<300 {
        // Now and then a column of no width at all.
        if round % 50 == 49 { layout.reconciler = 0 }
        let cells = (0..<5).map { _ in
          (0..<random.int(in: 0...3)).map { _ in random.pick(Self.pieces) }.joined()
        }
        let mark = random.pick([" ", "≠", "~"])
        #expect(
          TraceRenderer.row(cells, mark: mark, layout) == Self.reference(cells, mark: mark, layout),
          "\(cells) at \(width)")
      }
    }
  }
}
