/// Fixed-width text for the playback renderers (status, queue, trace), measured in terminal
/// columns so that 坂本龍一 lines up with ASCII titles.
enum TextColumns {
  /// `text` cut to `width` columns (ending in an ellipsis when cut), then padded with spaces to
  /// exactly `width`.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    let columns = DisplayWidth.of(text)
    guard columns > width else { return text + spaces(width - columns) }
    let cut = DisplayWidth.cut(text, to: width)
    return cut + spaces(width - DisplayWidth.of(cut))
  }

  /// `count` spaces, none when it is not positive.
  static func spaces(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count))
  }

  /// `text` cut to at most `width` columns, ending in an ellipsis when cut.
  static func clip(_ text: String, _ width: Int) -> String {
    DisplayWidth.truncate(text, to: max(0, width))
  }

  /// `text` padded on the left to `width` columns.
  static func right(_ text: String, _ width: Int) -> String {
    spaces(width - DisplayWidth.of(text)) + text
  }

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
