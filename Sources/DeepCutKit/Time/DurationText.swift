/// Reads and writes durations the way people type and read them.
public enum DurationText {
  /// Parses `45s`, `3m`, `1h`, `250ms`, `1:30`, `1:02:03`, `2m30s`, `90` (seconds) or `1.5s`.
  ///
  /// Returns `nil` for anything else, including negative values and durations past a week
  /// (longer waits are mistakes, and huge values would overflow arithmetic further on).
  public static func parse(_ text: String) -> Duration? {
    let trimmed = String(text.trimmingWhitespace())
    guard !trimmed.isEmpty, trimmed.count <= 32 else { return nil }
    let result = trimmed.contains(":") ? parseColonForm(trimmed) : parseUnitForm(trimmed)
    guard let result, result >= .zero, result <= .seconds(7 * 24 * 3600) else { return nil }
    return result
  }

  /// `m:ss` (`3:01`), or `h:mm:ss` from an hour up; fractions are dropped.
  public static func minutesSeconds(_ duration: Duration) -> String {
    let total = max(0, duration.components.seconds)
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    if hours > 0 {
      return "\(hours):\(pad2(minutes)):\(pad2(seconds))"
    }
    return "\(minutes):\(pad2(seconds))"
  }

  /// `h:mm:ss.mmm` (`0:03:01.250`), for clocks and timelines.
  public static func clock(_ duration: Duration) -> String {
    let milliseconds = max(0, duration.milliseconds)
    let total = milliseconds / 1000
    let fraction = milliseconds % 1000
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(hours):\(pad2(minutes)):\(pad2(seconds)).\(millis)"
  }

  /// The shortest exact spelling in units (`250ms`, `45s`, `3m`, `1m30s`, `2h`).
  public static func compact(_ duration: Duration) -> String {
    let milliseconds = duration.milliseconds
    if milliseconds == 0 { return "0s" }
    if milliseconds % 1000 != 0 { return "\(milliseconds)ms" }
    var seconds = milliseconds / 1000
    var parts = ""
    if seconds >= 3600 {
      parts += "\(seconds / 3600)h"
      seconds %= 3600
    }
    if seconds >= 60 {
      parts += "\(seconds / 60)m"
      seconds %= 60
    }
    if seconds > 0 { parts += "\(seconds)s" }
    return parts
  }

  private static func pad2(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private static func parseColonForm(_ text: String) -> Duration? {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(fields.count) else { return nil }
    var numbers: [Int64] = []
    for (index, field) in fields.enumerated() {
      let isLast = index == fields.count - 1
      guard !field.isEmpty, field.utf8.count <= 9 else { return nil }
      if isLast, field.contains(".") {
        guard let milliseconds = decimalMilliseconds(field) else { return nil }
        numbers.append(milliseconds)
      } else {
        guard field.utf8.allSatisfy(isASCIIDigit), let value = Int64(field) else { return nil }
        numbers.append(isLast ? value * 1000 : value)
      }
    }
    // Every field after the first is a base-60 digit.
    for value in numbers.dropFirst().dropLast() where value >= 60 { return nil }
    if let last = numbers.last, last >= 60_000 { return nil }
    var total: Int64 = 0
    for value in numbers.dropLast() { total = total * 60 + value }
    return .milliseconds(total * 60_000 + (numbers.last ?? 0))
  }

  private static func parseUnitForm(_ text: String) -> Duration? {
    var total: Int64 = 0
    var rest = Substring(text)
    var sawUnit = false
    while !rest.isEmpty {
      let number = rest.prefix { isASCIIDigit($0.asciiValue ?? 0) || $0 == "." }
      guard !number.isEmpty else { return nil }
      rest = rest.dropFirst(number.count)
      let unit = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unit.count)
      let scale: Int64
      switch unit {
      case "ms": scale = 1
      case "s", "", "sec": scale = 1000
      case "m", "min": scale = 60_000
      case "h": scale = 3_600_000
      default: return nil
      }
      if unit.isEmpty && (sawUnit || !rest.isEmpty) { return nil }
      sawUnit = true
      guard let milliseconds = decimalMilliseconds(number) else { return nil }
      let (product, overflow) = milliseconds.multipliedReportingOverflow(by: scale)
      guard !overflow else { return nil }
      total += product / 1000
    }
    return .milliseconds(total)
  }

  /// `12.5` → 12500: the number times 1000, exactly, from at most 3 decimals.
  private static func decimalMilliseconds(_ text: Substring) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, whole.utf8.count <= 12,
      whole.utf8.allSatisfy(isASCIIDigit), let wholeValue = Int64(whole.isEmpty ? "0" : whole)
    else { return nil }
    guard parts.count == 2 else {
      return whole.isEmpty ? nil : wholeValue * 1000
    }
    let fraction = parts[1]
    guard (1...3).contains(fraction.utf8.count), fraction.utf8.allSatisfy(isASCIIDigit),
      let fractionValue = Int64(fraction + String(repeating: "0", count: 3 - fraction.utf8.count))
    else { return nil }
    return wholeValue * 1000 + fractionValue
  }

  private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
