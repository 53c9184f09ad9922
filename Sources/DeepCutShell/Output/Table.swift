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

    public init(_ header: String, _ alignment: Alignment = .left, dropsFirst: Bool = false) {
      self.header = header
      self.alignment = alignment
      self.dropsFirst = dropsFirst
    }

    /// An id column: the first to go when the terminal is narrow.
    public static func id(_ header: String = "id") -> Column {
      Column(header, dropsFirst: true)
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

  /// The table as lines, without trailing spaces.
  ///
  /// When `width` is given, the widest left-aligned column is shortened (with `…`) until the
  /// table fits; without it, no left-aligned column but the last is wider than
  /// `widestUnboundedColumn`.
  public func render(width: Int? = nil, header style: (String) -> String = { $0 }) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(rows.count + 1)
    write(width: width, header: style) { lines.append(String(decoding: $0, as: UTF8.self)) }
    return lines
  }

  /// The lines of `render`, each followed by a newline, as one string; and how many there are.
  ///
  /// Written into one buffer and made a string once: a listing of the whole library is
  /// thousands of rows, and a string per row, joined afterwards, was an allocation and a copy
  /// more for each.
  public func renderText(width: Int? = nil, header style: (String) -> String = { $0 })
    -> (text: String, lines: Int)
  {
    var text: [UInt8] = []
    var lines = 0
    write(width: width, header: style) { line in
      if text.isEmpty { text.reserveCapacity(line.count * (rows.count + 1)) }
      text.append(contentsOf: line)
      text.append(UInt8(ascii: "\n"))
      lines += 1
    }
    return (String(decoding: text, as: UTF8.self), lines)
  }

  /// Hands each line of the table to `body` as UTF-8 bytes, header first.
  private func write(
    width: Int?, header style: (String) -> String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    if let width, let fitted = withoutIDColumns(toFit: width) {
      return fitted.write(width: width, header: style, body)
    }
    // Each cell is measured once, into one array (a row's widths at `row * columns.count`):
    // its width sets its column's and then its own padding.
    let stride = columns.count
    let headerWidths = columns.map { DisplayWidth.of($0.header) }
    var cellWidths = [Int](repeating: 0, count: rows.count * stride)
    var widths = headerWidths
    for (rowIndex, row) in rows.enumerated() {
      for index in 0..<min(row.count, stride) {
        let cellWidth = DisplayWidth.of(row[index])
        cellWidths[rowIndex * stride + index] = cellWidth
        widths[index] = max(widths[index], cellWidth)
      }
    }
    if let width {
      shrink(&widths, toFit: width)
    } else {
      // The last column pushes nothing off the page: a pipe gets it whole.
      for index in widths.indices.dropLast() where columns[index].alignment == .left {
        widths[index] = min(widths[index], Self.widestUnboundedColumn)
      }
    }
    var line: [UInt8] = []
    line.reserveCapacity(widths.reduce(2 * widths.count, +))
    append(columns.map(\.header), measured: headerWidths[...], widths: widths, to: &line)
    var header = style(String(decoding: line, as: UTF8.self))
    header.withUTF8(body)
    for (rowIndex, row) in rows.enumerated() {
      line.removeAll(keepingCapacity: true)
      let start = rowIndex * stride
      append(row, measured: cellWidths[start..<start + stride], widths: widths, to: &line)
      line.withUnsafeBufferPointer(body)
    }
  }

  /// Appends one row: cells padded to their column's width, two spaces apart, no trailing
  /// spaces; `measured` holds the widths of the cells the row has (0 for those it lacks).
  ///
  /// The spaces before a cell are added only when a cell follows them.
  private func append(
    _ cells: [String], measured: ArraySlice<Int>, widths: [Int], to bytes: inout [UInt8]
  ) {
    let lineStart = bytes.count
    var spaces = 0
    for (index, column) in columns.enumerated() {
      let raw = index < cells.count ? cells[index] : ""
      var cell = raw
      var cellWidth = index < cells.count ? measured[measured.startIndex + index] : 0
      if cellWidth > widths[index] {
        cell = DisplayWidth.truncate(raw, to: widths[index])
        cellWidth = DisplayWidth.of(cell)
      }
      let padding = max(0, widths[index] - cellWidth)
      if index > 0 { spaces += 2 }
      if column.alignment == .right { spaces += padding }
      if !cell.isEmpty {
        Self.appendSpaces(spaces, to: &bytes)
        cell.withUTF8 { bytes.append(contentsOf: $0) }
        spaces = 0
      }
      if column.alignment == .left { spaces += padding }
    }
    // A cell may end in spaces of its own.
    while bytes.count > lineStart, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
  }

  /// Appends `count` spaces, copied from a row of them (a listing appends some 100,000 runs:
  /// a space at a time, each one compared and counted, cost more than the cells).
  private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    var left = count
    while left > 0 {
      let run = min(left, spaces.count)
      bytes.append(contentsOf: spaces[..<run])
      left -= run
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

  /// The table without its id columns (the last first) until its natural width fits, or
  /// `nil` when it fits already or has none to leave out.
  private func withoutIDColumns(toFit width: Int) -> Table? {
    var table = self
    while table.naturalWidth > width,
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

  private var naturalWidth: Int {
    let widths = columns.indices.map { index in
      rows.reduce(DisplayWidth.of(columns[index].header)) { widest, row in
        max(widest, index < row.count ? DisplayWidth.of(row[index]) : 0)
      }
    }
    return widths.reduce(2 * max(0, widths.count - 1), +)
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
