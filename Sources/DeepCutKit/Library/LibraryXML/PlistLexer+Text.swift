#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the text of the last `key`, `string`, `integer` or `date` token.
///
/// Each accessor works on the bytes in the lexer's buffer, valid until the next token, so a
/// number or a date never becomes a `String`, and a string is decoded (entities) and validated
/// (UTF-8) only when the reader keeps it.
extension PlistLexer {
  /// The text exactly as in the file: entities not decoded, UTF-8 not checked.
  var rawText: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: buffer + textStart, count: textCount)
  }

  /// The text as a `String`: entities decoded, UTF-8 validated.
  mutating func string() throws(PlistReadError) -> String {
    // Nearly every title is plain text: made from the buffer, with no closure to call.
    let text = hasAmpersand ? try withDecodedText(makeString) : makeString(rawText)
    guard let text else { throw PlistReadError(offset: textOffset, message: "invalid UTF-8") }
    return text
  }

  /// Calls `body` with the text, entities decoded; the bytes live only during the call.
  mutating func withDecodedText<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) throws(PlistReadError) -> Result {
    let raw = rawText
    guard hasAmpersand else { return body(raw) }
    if let problem = XMLEntities.decode(raw, into: &scratch) {
      throw PlistReadError(offset: textOffset + Int64(problem.index), message: problem.message)
    }
    return scratch.withUnsafeBufferPointer(body)
  }

  /// Whether the text holds an `&`, so has entities to decode.
  ///
  /// Most names and titles are at most 16 bytes: one or two words are searched in place (the
  /// text is followed by its closing tag and the buffer's 8 bytes of slack, so a word loaded
  /// at its start stays in the buffer), and only longer text costs a call to `memchr`.
  @inline(__always)
  var hasAmpersand: Bool {
    let count = textCount
    guard count <= 16 else {
      return memchr(buffer + textStart, Int32(UInt8(ascii: "&")), count) != nil
    }
    let first = Self.load(buffer + textStart)
    // Bytes past the text are masked to zero, which is not an `&`.
    let words =
      count >= 8
      ? (first, Self.load(buffer + (textStart &+ count &- 8)))
      : (first & Self.low(count), first & Self.low(count))
    func holdsAmpersand(_ word: UInt64) -> Bool {
      let bytes = word ^ 0x2626_2626_2626_2626
      return (bytes &- 0x0101_0101_0101_0101) & ~bytes & 0x8080_8080_8080_8080 != 0
    }
    return holdsAmpersand(words.0) || holdsAmpersand(words.1)
  }

  /// Whether the raw text is exactly `literal` (for values such as `Track Type`'s `File`).
  func textIs(_ literal: StaticString) -> Bool {
    textCount == literal.utf8CodeUnitCount
      && memcmp(buffer + textStart, literal.utf8Start, textCount) == 0
  }

  /// Whether the raw text ends with `suffix`, ignoring ASCII case (`suffix` is lower case).
  func textHasSuffix(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard textCount >= count else { return false }
    let tail = buffer + textStart + textCount - count
    for index in 0..<count {
      let byte = tail[index]
      let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard lowered == suffix.utf8Start[index] else { return false }
    }
    return true
  }

  /// The text as a decimal integer with an optional sign; `nil` when it is not one or does not
  /// fit in 64 bits (`Play Date` needs more than 32).
  var integerValue: Int64? {
    // Nearly every integer is plain digits, too few to overflow: read them without checks.
    if textCount > 0 && textCount <= 18 {
      // The text is followed by its closing tag: a word loads from its start.
      if textCount < 8, let digits = Self.leadingDigits(Self.load(buffer + textStart)),
        digits.count == textCount
      {
        return digits.value
      }
      var value: Int64 = 0
      var index = textStart
      while index < textStart + textCount {
        let digit = buffer[index] &- 0x30
        guard digit < 10 else { break }
        value = value &* 10 &+ Int64(digit)
        index += 1
      }
      if index == textStart + textCount { return value }
    }
    let text = trimmedText
    guard let first = text.first else { return nil }
    let isNegative = first == UInt8(ascii: "-")
    let digits =
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? text.dropFirst() : text[...]
    guard !digits.isEmpty else { return nil }
    var value: Int64 = 0
    for byte in digits {
      let digit = byte &- 0x30
      guard digit < 10 else { return nil }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow && !carry else { return nil }
      value = sum
    }
    return isNegative ? -value : value
  }

  /// The text as 1 to 16 hexadecimal digits (a `Persistent ID`).
  var hexValue: UInt64? {
    let text = trimmedText
    guard !text.isEmpty, text.count <= 16 else { return nil }
    var value: UInt64 = 0
    for byte in text {
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt64(digit)
    }
    return value
  }

  /// The text as a plist date (ISO 8601 in UTC, `2019-08-24T03:10:33Z`), in seconds since 1970.
  var dateValue: Int64? {
    let text = trimmedText
    guard text.count == 20, let start = text.base.baseAddress else { return nil }
    return Self.date(at: start + text.startIndex)
  }

  /// The raw text without surrounding XML whitespace.
  private var trimmedText: Slice<UnsafeBufferPointer<UInt8>> {
    let text = rawText
    var start = 0
    var end = text.count
    while start < end && Self.isWhitespace(text[start]) { start += 1 }
    while end > start && Self.isWhitespace(text[end - 1]) { end -= 1 }
    return text[start..<end]
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }
}

/// A `String` of UTF-8 bytes, or `nil` when they are not valid UTF-8.
///
/// Up to 15 bytes of ASCII (half the titles, most names) are made in place
/// (`SmallASCIIString`). Other ASCII, most of the rest, is checked eight bytes at a time and
/// copied without a second look. Anything else is decoded the same way, then compared with the
/// bytes: decoding puts U+FFFD in place of whatever is not UTF-8, which changes the bytes, so
/// the same bytes back mean they were valid. That costs a third of `String(validating:)`,
/// whose generic code is slow.
func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
  if let small = SmallASCIIString.make(bytes) { return small }
  let string = String(decoding: bytes, as: UTF8.self)
  guard !ASCIIBytes.isASCII(bytes) else { return string }
  let unchanged =
    string.utf8.withContiguousStorageIfAvailable { equalBytes($0, bytes) }
    ?? string.utf8.elementsEqual(bytes)
  return unchanged ? string : nil
}

/// Calendar arithmetic for plist dates, without Foundation's calendars.
enum CivilDate {
  /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
