/// Writes plist XML into a buffer and hands it to a sink in large pieces.
///
/// The generator writes tens of megabytes; building them as one `String` would hold the whole
/// file in memory, so bytes go out every `flushThreshold` bytes instead.
struct XMLOutput {
  private static let flushThreshold = 1 << 18
  private var buffer: [UInt8] = []
  private let sink: ([UInt8]) throws -> Void

  init(sink: @escaping ([UInt8]) throws -> Void) {
    self.sink = sink
    buffer.reserveCapacity(Self.flushThreshold + 4096)
  }

  /// Appends markup as is.
  mutating func raw(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    try flushIfFull()
  }

  /// Appends text with `&`, `<` and `>` escaped, as Apple writes them.
  mutating func text(_ text: String) throws {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
      default: buffer.append(byte)
      }
    }
    try flushIfFull()
  }

  /// Appends a decimal integer.
  mutating func integer(_ value: Int64) throws {
    buffer.append(contentsOf: String(value).utf8)
  }

  /// Appends `value` as 16 upper-case hex digits (a Persistent ID).
  mutating func hex(_ value: UInt64) throws {
    for shift in stride(from: 60, through: 0, by: -4) {
      buffer.append(Self.hexDigits[Int((value >> UInt64(shift)) & 0xF)])
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Appends a plist date (`2019-08-24T03:10:33Z`) for seconds since 1970.
  mutating func date(_ seconds: Int64) throws {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let (year, month, day) = CivilDate.civil(daysSince1970: days)
    let time = seconds - days * 86_400
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let text =
      "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    buffer.append(contentsOf: text.utf8)
  }

  // MARK: - Key and value lines of a dict

  mutating func key(_ indent: String, _ key: String) throws {
    try raw(indent)
    try raw("<key>")
    try raw(key)
    try raw("</key>")
  }

  mutating func integer(_ indent: String, _ key: String, _ value: Int64) throws {
    try self.key(indent, key)
    try raw("<integer>")
    try integer(value)
    try raw("</integer>\n")
  }

  mutating func string(_ indent: String, _ key: String, _ value: String) throws {
    try self.key(indent, key)
    try raw("<string>")
    try text(value)
    try raw("</string>\n")
  }

  mutating func date(_ indent: String, _ key: String, _ seconds: Int64) throws {
    try self.key(indent, key)
    try raw("<date>")
    try date(seconds)
    try raw("</date>\n")
  }

  mutating func hex(_ indent: String, _ key: String, _ value: UInt64) throws {
    try self.key(indent, key)
    try raw("<string>")
    try hex(value)
    try raw("</string>\n")
  }

  mutating func flag(_ indent: String, _ key: String) throws {
    try self.key(indent, key)
    try raw("<true/>\n")
  }

  /// Hands everything still buffered to the sink.
  mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func flushIfFull() throws {
    if buffer.count >= Self.flushThreshold { try flush() }
  }
}

extension CivilDate {
  /// The proleptic Gregorian date of a day count from 1970-01-01 (`civil_from_days`).
  static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
