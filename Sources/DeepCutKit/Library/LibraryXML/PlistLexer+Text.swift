/// Reading the text of the last `key`, `string`, `integer` or `date` token.
///
/// Each accessor works on the bytes in the lexer's window, valid until the next token, so a
/// number or a date never becomes a `String`, and a string is decoded (entities) and validated
/// (UTF-8) only when the reader keeps it. The reader asks for nearly every token's text, so the
/// small accessors are inlined (a call would copy the lexer to pass it) and read the window by
/// index rather than through a slice (which retains the buffer).
extension PlistLexer {
  /// The text exactly as in the file: entities not decoded, UTF-8 not checked.
  var rawText: ArraySlice<UInt8> { bytes[textRange] }

  /// Where the text is in `bytes`.
  var textRange: Range<Int> { textStart..<(textStart + textCount) }

  /// Whether the text holds an `&`, so has entities to decode.
  var hasAmpersand: Bool {
    @inline(__always) get {
      for index in textRange where bytes[index] == UInt8(ascii: "&") { return true }
      return false
    }
  }

  /// The text as a `String`: entities decoded, UTF-8 validated.
  mutating func string() throws(PlistReadError) -> String {
    guard let text = makeString(try decodedText()) else {
      throw PlistReadError(offset: textOffset, message: "invalid UTF-8")
    }
    return text
  }

  /// The text with entities decoded (in `scratch` when it has any).
  mutating func decodedText() throws(PlistReadError) -> ArraySlice<UInt8> {
    let raw = rawText
    guard raw.contains(UInt8(ascii: "&")) else { return raw }
    if let problem = XMLEntities.decode(raw, into: &scratch) {
      throw PlistReadError(offset: textOffset + Int64(problem.index), message: problem.message)
    }
    return scratch[...]
  }

  /// Whether the raw text is exactly `literal` (for values such as `Track Type`'s `File`).
  @inline(__always)
  func textIs(_ literal: String) -> Bool {
    textCount == literal.utf8.count && textEnds(with: literal, foldingCase: false)
  }

  /// Whether the raw text ends with `suffix`, ignoring ASCII case (`suffix` is lower case).
  @inline(__always)
  func textHasSuffix(_ suffix: String) -> Bool {
    textEnds(with: suffix, foldingCase: true)
  }

  /// Whether the raw text is exactly the bytes of `string` (a name the reader already holds).
  @inline(__always)
  func textIs(sameBytesAs string: String) -> Bool {
    textCount == string.utf8.count && textEnds(with: string, foldingCase: false)
  }

  /// Whether the raw text ends with `suffix`'s bytes, lower-casing ASCII letters when asked.
  ///
  /// The suffix is read through its span: a `String`'s bytes read one at a time through its
  /// `utf8` view cost ten times as much.
  @inline(__always)
  private func textEnds(with suffix: String, foldingCase: Bool) -> Bool {
    let suffix = suffix.utf8.span
    guard textCount >= suffix.count else { return false }
    let start = textStart + textCount - suffix.count
    for offset in suffix.indices {
      let byte = bytes[start + offset]
      let folded = foldingCase && (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard folded == suffix[offset] else { return false }
    }
    return true
  }

  /// The text as a decimal integer with an optional sign; `nil` when it is not one or does not
  /// fit in 64 bits (`Play Date` needs more than 32).
  var integerValue: Int64? {
    @inline(__always) get {
      let text = trimmedText
      guard !text.isEmpty else { return nil }
      let first = bytes[text.lowerBound]
      let isNegative = first == UInt8(ascii: "-")
      let digits =
        first == UInt8(ascii: "-") || first == UInt8(ascii: "+") ? text.dropFirst() : text
      guard !digits.isEmpty else { return nil }
      return decimalValue(of: digits, isNegative: isNegative)
    }
  }

  /// The decimal digits at `digits`, negated when `isNegative`; `nil` when one is not a digit or
  /// the value does not fit.
  @inline(__always)
  private func decimalValue(of digits: Range<Int>, isNegative: Bool) -> Int64? {
    var value: Int64 = 0
    for index in digits {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow && !carry else { return nil }
      value = sum
    }
    return isNegative ? -value : value
  }

  /// The text as 1 to 16 hexadecimal digits (a `Persistent ID`).
  ///
  /// Inlined like `integerValue`: every track has one, and as a call it was 1.9% of a first
  /// start's samples (perf).
  var hexValue: UInt64? {
    @inline(__always) get {
      let text = trimmedText
      guard !text.isEmpty, text.count <= 16 else { return nil }
      var value: UInt64 = 0
      for index in text {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case 0x30...0x39: digit = byte &- 0x30
        case 0x41...0x46: digit = byte &- 0x41 &+ 10
        case 0x61...0x66: digit = byte &- 0x61 &+ 10
        default: return nil
        }
        value = value &<< 4 | UInt64(digit)
      }
      return value
    }
  }

  /// The text as a plist date (ISO 8601 in UTC, `2019-08-24T03:10:33Z`), in seconds since 1970.
  var dateValue: Int64? {
    let text = trimmedText
    guard text.count == 20 else { return nil }
    func at(_ offset: Int) -> UInt8 { bytes[text.lowerBound + offset] }
    /// The `count` decimal digits at `offset`, or `nil` when one is not a digit.
    func decimal(_ offset: Int, _ count: Int) -> Int64? {
      var value: Int64 = 0
      for index in offset..<(offset + count) {
        let digit = at(index) &- 0x30
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
      }
      return value
    }
    guard at(4) == 0x2D, at(7) == 0x2D, at(10) == 0x54, at(13) == 0x3A, at(16) == 0x3A,
      at(19) == 0x5A,
      let year = decimal(0, 4), let month = decimal(5, 2), let day = decimal(8, 2),
      let hour = decimal(11, 2), let minute = decimal(14, 2), let second = decimal(17, 2),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
    else { return nil }
    return CivilDate.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600
      + minute * 60 + second
  }

  /// Where the raw text is in `bytes`, without surrounding XML whitespace.
  private var trimmedText: Range<Int> {
    @inline(__always) get {
      var start = textStart
      var end = textStart + textCount
      while start < end && Self.isSpace(bytes[start]) { start += 1 }
      while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
      return start..<end
    }
  }
}

/// A `String` of UTF-8 bytes, or `nil` when they are not valid UTF-8.
///
/// Decoding puts U+FFFD in place of whatever is not UTF-8, which changes the bytes: the same
/// bytes back mean they were valid. They are compared through the string's span: its `utf8`
/// view read a byte at a time costs several times as much, for every name and title.
func makeString(_ bytes: ArraySlice<UInt8>) -> String? {
  let string = String(decoding: bytes, as: UTF8.self)
  let decoded = string.utf8.span
  guard decoded.count == bytes.count else { return nil }
  let start = bytes.startIndex
  for offset in decoded.indices where decoded[offset] != bytes[start &+ offset] { return nil }
  return string
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
