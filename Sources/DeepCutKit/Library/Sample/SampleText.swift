/// A line of the embedded sample data that could not be read.
///
/// The sample data is compiled into the binary, so a bad line is a bug in this repository: the
/// data tests parse every line and fail on the first error, and nothing is ever skipped.
public struct SampleDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which block of data (`library artists A-C`, `catalog`).
  public var source: String
  /// The line number inside that block, from 1.
  public var line: Int
  public var reason: String
  public var text: String

  public var description: String { "\(source) line \(line): \(reason): \(text)" }
}

/// Reading helpers shared by the sample library and catalog parsers.
enum SampleText {
  /// One meaningful line of a data block.
  struct Line {
    var source: String
    var number: Int
    var text: Substring

    /// The `|`-separated fields of the line, trimmed.
    func fields(expected counts: ClosedRange<Int>) throws(SampleDataError) -> [Substring] {
      // Scans bytes: `|` is ASCII, so each match is a character boundary, and the scan skips
      // the grapheme breaking that `split(separator:)` on characters pays for.
      var fields: [Substring] = []
      var start = text.startIndex
      var index = text.utf8.startIndex
      while let bar = text.utf8[index...].firstIndex(of: UInt8(ascii: "|")) {
        fields.append(text[start..<bar].trimmingSpaces())
        start = text.utf8.index(after: bar)
        index = start
      }
      fields.append(text[start...].trimmingSpaces())
      guard counts.contains(fields.count) else {
        throw error("expected \(counts) fields separated by |, found \(fields.count)")
      }
      return fields
    }

    func error(_ reason: String) -> SampleDataError {
      SampleDataError(source: source, line: number, reason: reason, text: String(text))
    }
  }

  /// The non-blank lines of `text` that are not `#` comments, numbered from 1.
  static func lines(of text: String, source: String) -> [Line] {
    var lines: [Line] = []
    var number = 0
    var start = text.startIndex
    while start < text.endIndex {
      let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      number += 1
      let line = text[start..<end].trimmingSpaces()
      if !line.isEmpty && line.utf8.first != UInt8(ascii: "#") {
        lines.append(Line(source: source, number: number, text: line))
      }
      start = end < text.endIndex ? text.utf8.index(after: end) : end
    }
    return lines
  }

  /// Parses `YYYY-MM-DD` into its parts, checking that the day exists.
  static func date(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = number(bytes[0..<4]), let month = number(bytes[5..<7]),
      let day = number(bytes[8..<10]), (1900...2100).contains(year), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return (year, month, day)
  }

  /// The value of 1 to 9 ASCII digits; reads bytes, as `Int(_:)` on text is slow on a hot path.
  static func number<Bytes: Collection<UInt8>>(_ digits: Bytes) -> Int? {
    guard (1...9).contains(digits.count) else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= 0x30 && byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  /// Seconds since 1970-01-01T00:00:00Z of a UTC date and time.
  static func epochSeconds(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Int {
    // Days from the civil calendar (Howard Hinnant's algorithm): exact, and no DateFormatter.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3_600 + minute * 60
  }

  /// Milliseconds of an `m:ss` or `h:mm:ss` duration.
  static func milliseconds(_ text: Substring) -> Int? {
    let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count) else { return nil }
    var seconds = 0
    for (index, part) in parts.enumerated() {
      guard part.count <= 2, let value = number(part) else { return nil }
      if index > 0 && (part.count != 2 || value >= 60) { return nil }
      seconds = seconds * 60 + value
    }
    return seconds * 1000
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  func trimmingSpaces() -> Substring {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
    guard let first = utf8.firstIndex(where: { !isSpace($0) }),
      let last = utf8.lastIndex(where: { !isSpace($0) })
    else { return self[endIndex...] }
    return self[first..<utf8.index(after: last)]
  }
}
