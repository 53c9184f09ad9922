import DeepCutKit
import Testing

@testable import DeepCutShell

/// A table written into one buffer (`render`, `renderText`) gives the lines of the
/// straightforward rendering: each row's cells measured into an array of their own, each line
/// made a string of its own, the lines joined with newlines.
@Suite struct TableTextAgreementTests {
  /// Cells from ASCII, accented (precomposed and combining), wide, emoji, zero-width and
  /// control characters, spaces at either end, and empty cells.
  private static let pieces = [
    "", "a", "Acid Bath", " ", "  x ", "Sigur Rós", "Sigur Ro\u{301}s", "坂本龍一", "🎵", "👩‍👩‍👧",
    "e\u{301}", "\u{200B}", "\t", "…", "▶ ", "12", "1999", "\u{0600} ", "x\u{7F}",
    String(repeating: "long title ", count: 9),
    // Wider than the row of spaces padding is copied from, in a right-aligned column.
    String(repeating: "9", count: 200),
  ]

  /// The rendering before tables were written into one buffer, kept here as the reference.
  private static func reference(_ table: Table, width: Int?, style: (String) -> String)
    -> [String]
  {
    let columns = table.columns
    var widths = columns.indices.map { index in
      table.rows.reduce(DisplayWidth.of(columns[index].header)) { widest, row in
        max(widest, index < row.count ? DisplayWidth.of(row[index]) : 0)
      }
    }
    if let width {
      let gaps = 2 * max(0, widths.count - 1)
      while widths.reduce(gaps, +) > width {
        let candidates = widths.indices.filter { columns[$0].alignment == .left && widths[$0] > 6 }
        guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
        widths[widest] -= 1
      }
    } else {
      for index in widths.indices.dropLast() where columns[index].alignment == .left {
        widths[index] = min(widths[index], Table.widestUnboundedColumn)
      }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      var spaces = 0
      for (index, column) in columns.enumerated() {
        var cell = index < cells.count ? cells[index] : ""
        if DisplayWidth.of(cell) > widths[index] {
          cell = DisplayWidth.truncate(cell, to: widths[index])
        }
        let padding = max(0, widths[index] - DisplayWidth.of(cell))
        if index > 0 { spaces += 2 }
        if column.alignment == .right { spaces += padding }
        if !cell.isEmpty {
          text += String(repeating: " ", count: spaces) + cell
          spaces = 0
        }
        if column.alignment == .left { spaces += padding }
      }
      var bytes = Array(text.utf8)
      while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }
    return [style(line(columns.map(\.header)))] + table.rows.map(line)
  }

  private static func tables(count: Int, seed: UInt64) -> [Table] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let columns = (0..<random.int(in: 1...5)).map { _ in
        Table.Column(random.pick(pieces), random.chance(percent: 30) ? .right : .left)
      }
      let rows = (0..<random.int(in: 0...8)).map { _ in
        // Rows may lack cells or have more than the columns.
        (0..<random.int(in: 0...(columns.count + 1))).map { _ in
          (0..<random.int(in: 0...3)).map { _ in random.pick(pieces) }.joined()
        }
      }
      return Table(columns, rows: rows)
    }
  }

  @Test func linesAreTheStraightforwardRenderingsLines() {
    let bold: (String) -> String = { "\u{1B}[1m" + $0 + "\u{1B}[0m" }
    for table in Self.tables(count: 300, seed: 11) {
      for width in [nil, 200, 40, 12] as [Int?] {
        let expected = Self.reference(table, width: width, style: bold)
        #expect(table.render(width: width, header: bold) == expected)
        let text = table.renderText(width: width, header: bold)
        #expect(text.text == expected.map { $0 + "\n" }.joined())
        #expect(text.lines == expected.count)
      }
    }
  }

  @Test func idColumnsAreLeftOutAsBefore() {
    let table = Table(
      [.init("#", .right), .init("title"), .id()],
      rows: [["1", "Svefn-g-englar", "t-0001"], ["2", "Starálfur", "t-0002"]])
    #expect(table.render(width: 20) == ["#  title", "1  Svefn-g-englar", "2  Starálfur"])
    #expect(table.renderText(width: 20).text == "#  title\n1  Svefn-g-englar\n2  Starálfur\n")
  }
}
