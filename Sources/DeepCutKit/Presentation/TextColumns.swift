/// Fixed-width text for the playback renderers (status, queue, trace), measured in terminal
/// columns so that 坂本龍一 lines up with ASCII titles.
enum TextColumns {
  /// `text` cut to `width` columns (ending in an ellipsis when cut), then padded with spaces to
  /// exactly `width`.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    // Measured once: text that fits (nearly every cell) is padded by the width just taken.
    let columns = DisplayWidth.of(text)
    guard columns > width else {
      var padded = text
      appendSpaces(width - columns, to: &padded)
      return padded
    }
    var cut = DisplayWidth.cut(text, to: width)
    appendSpaces(width - DisplayWidth.of(cut), to: &cut)
    return cut
  }

  /// Appends `fit(text, width)` to `line` without making the cell a string of its own.
  static func append(_ text: String, fittedTo width: Int, to line: inout String) {
    guard width > 0 else { return }
    let columns = DisplayWidth.of(text)
    guard columns > width else {
      line += text
      appendSpaces(width - columns, to: &line)
      return
    }
    let cut = DisplayWidth.cut(text, to: width)
    line += cut
    appendSpaces(width - DisplayWidth.of(cut), to: &line)
  }

  /// `text` cut to at most `width` columns, ending in an ellipsis when cut.
  static func clip(_ text: String, _ width: Int) -> String {
    DisplayWidth.truncate(text, to: max(0, width))
  }

  /// `text` padded on the left to `width` columns.
  static func right(_ text: String, _ width: Int) -> String {
    var line = ""
    appendSpaces(width - DisplayWidth.of(text), to: &line)
    return line + text
  }

  /// Appends `right(text, width)` to `line`.
  static func append(_ text: String, rightAlignedTo width: Int, to line: inout String) {
    appendSpaces(width - DisplayWidth.of(text), to: &line)
    line += text
  }

  /// Appends `count` spaces (none when it is not positive) from a prepared run of them:
  /// `String(repeating:count:)` appends one copy at a time, and `status` pads a dozen cells.
  static func appendSpaces(_ count: Int, to text: inout String) {
    var left = count
    while left > 0 {
      let run = min(left, blanks.count - 1)
      text += blanks[run]
      left -= run
    }
  }

  /// Runs of 0 to 64 spaces: appending a whole string is cheaper than a slice of one.
  private static let blanks = (0...64).map { String(repeating: " ", count: $0) }

  /// A line without its trailing spaces.
  static func trimmed(_ line: String) -> String {
    guard line.utf8.last == UInt8(ascii: " ") else { return line }
    let end = line.utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { line.utf8.index(after: $0) }
    return String(line[..<(end ?? line.startIndex)])
  }

  /// `Title — Artist`, or a dash for no track.
  static func title(_ track: LibraryTrack?) -> String {
    guard let track else { return "—" }
    return "\(track.title) — \(track.artistName)"
  }

  /// `m:ss.mmm` under an hour, `h:mm:ss.mmm` from there: instants as a timeline shows them.
  static func instant(_ instant: Instant) -> String {
    let text = DurationText.clock(instant.sinceStart)
    guard text.hasPrefix("0:") else { return text }
    let minutes = text.dropFirst(2)
    return String(minutes.first == "0" ? minutes.dropFirst() : minutes)
  }
}
