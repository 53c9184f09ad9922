import DeepCutKit

/// A table for people: a header row and aligned columns, measured in terminal columns so that
/// 坂本龍一 and Sigur Rós line up with ASCII names.
public struct Table: Sendable {
  /// How a column's cells sit in their width.
  public enum Alignment: Sendable { case left, right }

  /// A column's header and alignment.
  public struct Column: Sendable {
    public var header: String
    public var alignment: Alignment
    /// Whether the column is left out before any other is shortened (ids: a title cut short
    /// says less than a missing id, which `show` and `--json` still give).
    public var dropsFirst: Bool
    /// Whether the column holds names (an artist, a title), which can be of any length: see
    /// `Column.name`.
    public var isName: Bool

    public init(
      _ header: String, _ alignment: Alignment = .left, dropsFirst: Bool = false,
      isName: Bool = false
    ) {
      self.header = header
      self.alignment = alignment
      self.dropsFirst = dropsFirst
      self.isName = isName
    }

    /// An id column: the first to go when the terminal is narrow.
    public static func id(_ header: String = "id") -> Column {
      Column(header, dropsFirst: true)
    }

    /// A name column: at a terminal the table does not fit, it is first capped at
    /// `Table.widestNameAtTerminal` (its longer cells cut with `…`), so one 111-character
    /// credit cannot push out the columns beside it; without a terminal a cell wider than
    /// `Table.widestUnboundedColumn` is never cut, but wraps onto lines of its own.
    public static func name(_ header: String) -> Column {
      Column(header, isName: true)
    }
  }

  public var columns: [Column]
  public var rows: [[String]]

  public init(_ columns: [Column], rows: [[String]] = []) {
    self.columns = columns
    self.rows = rows
  }

  /// The widest a text column grows when there is no terminal width to fit (a pipe, a
  /// script): a 900-character title should not push every other column off the page.
  public static let widestUnboundedColumn = 80
  /// The widest a name column is at a terminal the table does not fit in, before any column
  /// is left out.
  public static let widestNameAtTerminal = 40

  /// The table as lines, without trailing spaces.
  ///
  /// When `width` is given, name columns are capped first (`Column.name`), then id columns
  /// left out, then the widest left-aligned column is shortened (with `…`) until the table
  /// fits; without it, no left-aligned column but the last is wider than
  /// `widestUnboundedColumn` (a name wraps within it, anything else is cut).
  public func render(width: Int? = nil, header style: (String) -> String = { $0 }) -> [String] {
    if let width, let fitted = withoutIDColumns(toFit: width) {
      return fitted.render(width: width, header: style)
    }
    // Each cell is measured once: its width sets its column's and then its own padding.
    let headerWidths = columns.map { DisplayWidth.of($0.header) }
    let cellWidths = rows.map { row in row.prefix(columns.count).map(DisplayWidth.of) }
    var widths = headerWidths
    for row in cellWidths {
      for (index, cellWidth) in row.enumerated() { widths[index] = max(widths[index], cellWidth) }
    }
    if let width {
      capNames(&widths, toFit: width)
      shrink(&widths, toFit: width)
    } else {
      // The last column pushes nothing off the page: a pipe gets it whole.
      for index in widths.indices.dropLast() where columns[index].alignment == .left {
        widths[index] = min(widths[index], Self.widestUnboundedColumn)
      }
    }
    let header = style(line(columns.map(\.header), measured: headerWidths, widths: widths))
    var lines = [header]
    for (row, measured) in zip(rows, cellWidths) {
      guard width == nil, let wrapped = wrappedNames(row, measured: measured, widths: widths)
      else {
        lines.append(line(row, measured: measured, widths: widths))
        continue
      }
      for cells in wrapped {
        lines.append(line(cells, measured: cells.map(DisplayWidth.of), widths: widths))
      }
    }
    return lines
  }

  /// Without a terminal, a row whose names are wider than their columns, as the lines that
  /// show it whole; `nil` when every cell fits.
  ///
  /// The first line has every cell and each name's first part, the next ones only the
  /// names' further parts.
  private func wrappedNames(_ row: [String], measured: [Int], widths: [Int]) -> [[String]]? {
    var parts: [Int: [String]] = [:]
    for (index, column) in columns.enumerated()
    where column.isName && index < measured.count && measured[index] > widths[index] {
      parts[index] = Self.wrap(row[index], width: widths[index])
    }
    guard !parts.isEmpty else { return nil }
    let count = parts.values.map(\.count).max() ?? 1
    return (0..<count).map { lineIndex in
      columns.indices.map { index in
        if let cell = parts[index] { return lineIndex < cell.count ? cell[lineIndex] : "" }
        return lineIndex == 0 && index < row.count ? row[index] : ""
      }
    }
  }

  /// `text` in parts of at most `width` columns, broken after spaces where it can be and
  /// between characters where a word is wider; nothing is left out.
  static func wrap(_ text: String, width: Int) -> [String] {
    var parts: [String] = []
    var current: [Character] = []
    var currentWidth = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if currentWidth + characterWidth > width, !current.isEmpty {
        // Break after the last space, or, in a word wider than the column, here.
        let cut = current.lastIndex(of: " ").map { $0 + 1 } ?? current.count
        parts.append(String(current[..<cut]))
        current.removeFirst(cut)
        currentWidth = current.reduce(0) { $0 + DisplayWidth.of($1) }
      }
      current.append(character)
      currentWidth += characterWidth
    }
    if !current.isEmpty || parts.isEmpty { parts.append(String(current)) }
    return parts
  }

  /// The lines of `render`, each followed by a newline, as one string; and how many there are.
  public func renderText(width: Int? = nil, header style: (String) -> String = { $0 })
    -> (text: String, lines: Int)
  {
    let lines = render(width: width, header: style)
    return (lines.map { $0 + "\n" }.joined(), lines.count)
  }

  /// One row: cells padded to their column's width, two spaces apart, no trailing spaces;
  /// `measured` holds the widths of the cells the row has.
  private func line(_ cells: [String], measured: [Int], widths: [Int]) -> String {
    var line = ""
    // The spaces before a cell are added only when a cell follows them.
    var spaces = 0
    for (index, column) in columns.enumerated() {
      var cell = index < cells.count ? cells[index] : ""
      var cellWidth = index < measured.count ? measured[index] : 0
      if cellWidth > widths[index] {
        cell = DisplayWidth.truncate(cell, to: widths[index])
        cellWidth = DisplayWidth.of(cell)
      }
      let padding = max(0, widths[index] - cellWidth)
      if index > 0 { spaces += 2 }
      if column.alignment == .right { spaces += padding }
      if !cell.isEmpty {
        line += String(repeating: " ", count: spaces) + cell
        spaces = 0
      }
      if column.alignment == .left { spaces += padding }
    }
    // A cell may end in spaces of its own (by scalar: a space may join the character before).
    while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
    return line
  }

  /// The table without its id columns (the last first) until its natural width fits, or
  /// `nil` when it fits already or has none to leave out.
  private func withoutIDColumns(toFit width: Int) -> Table? {
    var table = self
    while table.naturalWidth(at: width) > width,
      let index = table.columns.lastIndex(where: \.dropsFirst)
    {
      table.columns.remove(at: index)
      table.rows = table.rows.map { row in
        var row = row
        if index < row.count { row.remove(at: index) }
        return row
      }
    }
    return table.columns.count == columns.count ? nil : table
  }

  /// The table's width at a terminal of `width` columns before anything is cut but its
  /// names (`capNames`).
  private func naturalWidth(at width: Int) -> Int {
    var widths = columns.indices.map { index in
      rows.reduce(DisplayWidth.of(columns[index].header)) { widest, row in
        max(widest, index < row.count ? DisplayWidth.of(row[index]) : 0)
      }
    }
    capNames(&widths, toFit: width)
    return widths.reduce(2 * max(0, widths.count - 1), +)
  }

  /// Caps the name columns at `widestNameAtTerminal` (or their header) when the table is
  /// wider than `width`: a long name is cut before a useful column is left out.
  private func capNames(_ widths: inout [Int], toFit width: Int) {
    guard widths.reduce(2 * max(0, widths.count - 1), +) > width else { return }
    for index in widths.indices where columns[index].isName {
      let cap = max(Self.widestNameAtTerminal, DisplayWidth.of(columns[index].header))
      widths[index] = min(widths[index], cap)
    }
  }

  private func shrink(_ widths: inout [Int], toFit width: Int) {
    let gaps = 2 * max(0, widths.count - 1)
    while widths.reduce(gaps, +) > width {
      let candidates = widths.indices.filter { columns[$0].alignment == .left && widths[$0] > 6 }
      guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
      widths[widest] -= 1
    }
  }
}
