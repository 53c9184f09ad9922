/// Reading a value whose type the reader expects, the tag and the value in one pass.
///
/// The reader knows what a known key's value should be (`Year` an integer, `Play Date UTC` a
/// date): these read the common spelling of such a value and parse it while finding its end,
/// instead of finding the end first and parsing the text again. Each takes a value only when
/// `next()` would read the same token, text and end there and the text's accessor
/// (`integerValue`, `hexValue`, `dateValue`) would give the same number; for anything else it returns
/// `nil` having consumed nothing, and the reader reads the token the usual way. So, like the
/// common tags, this changes the speed only, never a result, a warning or an error.
extension PlistLexer {
  /// The key at the position when it is `<key>…</key>`, whole in the buffer: the token is
  /// read (as `next()` reads it) and true returned; false, with nothing read, otherwise.
  @inline(__always)
  mutating func nextPlainKey() -> Bool {
    guard pendingEnd == nil else { return false }
    let start = indentEnd(from: position)
    guard limit &- start >= 16, Self.load(buffer + start) & Self.low(5) == Tag.key,
      let key = text(.key, at: start, after: 5, close: Tag.keyEnd, closeLength: 6)
    else { return false }
    _ = take(key)
    return true
  }

  /// The string at the position when it is `<string>…</string>`, whole in the buffer: the
  /// token is read (as `next()` reads it) and true returned; false, with nothing read,
  /// otherwise.
  @inline(__always)
  mutating func nextPlainString() -> Bool {
    guard pendingEnd == nil else { return false }
    let start = indentEnd(from: position)
    guard limit &- start >= 16, Self.load(buffer + start) == Tag.string,
      let string = text(.string, at: start, after: 8, close: Tag.stringEnd, closeLength: 9)
    else { return false }
    _ = take(string)
    return true
  }

  /// The value of `<string>HEX</string>` at the position, with 1 to 16 hexadecimal digits (a
  /// `Persistent ID`), read as a token; `nil`, with nothing read, for anything else.
  @inline(__always)
  mutating func nextPlainHex() -> UInt64? {
    guard pendingEnd == nil else { return nil }
    let buffer = self.buffer
    let limit = self.limit
    let start = indentEnd(from: position)
    guard limit &- start >= 16, Self.load(buffer + start) == Tag.string else { return nil }
    let textStart = start &+ 8
    // Apple writes all 16 digits: two words of them, then `</string>`, checked at once.
    if limit &- textStart >= 25, Self.load(buffer + (textStart &+ 16)) == Tag.stringEnd,
      buffer[textStart &+ 24] == UInt8(ascii: ">"),
      let high = Self.hexWord(Self.load(buffer + textStart)),
      let low = Self.hexWord(Self.load(buffer + (textStart &+ 8)))
    {
      _ = take(
        CommonTag(
          token: .string, start: start, end: textStart &+ 25,
          text: Range(uncheckedBounds: (textStart, textStart &+ 16))))
      return high << 32 | low
    }
    var end = textStart
    var value: UInt64 = 0
    while end < limit && end &- textStart <= 16 {
      let byte = buffer[end]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte &- 0x30
      case 0x41...0x46: digit = byte &- 0x41 &+ 10
      case 0x61...0x66: digit = byte &- 0x61 &+ 10
      default: digit = 0xFF
      }
      if digit == 0xFF { break }
      value = value << 4 | UInt64(digit)
      end &+= 1
    }
    // The first byte after the digits is the `<` the general scan stops at.
    guard end > textStart, end &- textStart <= 16, limit &- end >= 9,
      Self.load(buffer + end) == Tag.stringEnd, buffer[end &+ 8] == UInt8(ascii: ">")
    else { return nil }
    _ = take(
      CommonTag(
        token: .string, start: start, end: end &+ 9,
        text: Range(uncheckedBounds: (textStart, end))))
    return value
  }

  /// Reads the value at the position when it is a common scalar (a text element or a boolean)
  /// and returns true; false, with nothing read, otherwise: a value the reader skips.
  @inline(__always)
  mutating func skipPlainScalar() -> Bool {
    guard pendingEnd == nil, let common = commonTag(), common.token.isScalarValue else {
      return false
    }
    _ = take(common)
    return true
  }

  /// The value of `<integer>DIGITS</integer>` at the position, with 1 to 18 digits (too few
  /// to overflow), read as a token; `nil`, with nothing read, for anything else.
  @inline(__always)
  mutating func nextPlainInteger() -> Int64? {
    guard pendingEnd == nil else { return nil }
    let buffer = self.buffer
    let limit = self.limit
    let start = indentEnd(from: position)
    guard limit &- start >= 16, Self.load(buffer + start) == Tag.integer,
      buffer[start &+ 8] == UInt8(ascii: ">")
    else { return nil }
    let textStart = start &+ 9
    var end = textStart
    var value: Int64 = 0
    // A byte loop, not `leadingDigits`: inlined into the track reader, with a track's mostly
    // one- and four-digit numbers, the word costs more instructions than it saves.
    while end < limit {
      let digit = buffer[end] &- 0x30
      guard digit < 10 else { break }
      value = value &* 10 &+ Int64(digit)
      end &+= 1
    }
    // The first byte after the digits is the `<` the general scan stops at.
    guard end > textStart, end &- textStart <= 18, limit &- end >= 10,
      Self.load(buffer + end) == Tag.integerEnd, buffer[end &+ 8] == UInt8(ascii: "r"),
      buffer[end &+ 9] == UInt8(ascii: ">")
    else { return nil }
    _ = take(
      CommonTag(
        token: .integer, start: start, end: end &+ 10,
        text: Range(uncheckedBounds: (textStart, end))))
    return value
  }

  /// The value of `<date>YYYY-MM-DDTHH:MM:SSZ</date>` at the position, in seconds since 1970,
  /// read as a token; `nil`, with nothing read, for anything else (a date `dateValue` rejects
  /// included, so the reader counts it as it always has).
  @inline(__always)
  mutating func nextPlainDate() -> Int64? {
    guard pendingEnd == nil else { return nil }
    let buffer = self.buffer
    let start = indentEnd(from: position)
    // `<date>`, 20 bytes of date (none of them a `<`), `</date>`.
    guard limit &- start >= 33, Self.load(buffer + start) & Self.low(6) == Tag.date,
      Self.load(buffer + (start &+ 26)) & Self.low(7) == Tag.dateEnd,
      let value = Self.date(at: buffer + (start &+ 6))
    else { return nil }
    _ = take(
      CommonTag(
        token: .date, start: start, end: start &+ 33,
        text: Range(uncheckedBounds: (start &+ 6, start &+ 26))))
    return value
  }

  /// The 20 bytes at `text` as a plist date (`2019-08-24T03:10:33Z`, always UTC), in seconds
  /// since 1970; `nil` when they are not one.
  @inline(__always)
  static func date(at text: UnsafePointer<UInt8>) -> Int64? {
    guard text[4] == 0x2D, text[7] == 0x2D, text[10] == 0x54, text[13] == 0x3A,
      text[16] == 0x3A, text[19] == 0x5A,
      let year = decimal(text, 4), let month = decimal(text + 5, 2),
      let day = decimal(text + 8, 2), let hour = decimal(text + 11, 2),
      let minute = decimal(text + 14, 2), let second = decimal(text + 17, 2),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
    else { return nil }
    return CivilDate.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600
      + minute * 60 + second
  }

  /// The 8 hexadecimal digits in `word` (the first in its lowest byte) as a number, or `nil`
  /// when a byte is not one: every byte classified at once, without a loop.
  @inline(__always)
  static func hexWord(_ word: UInt64) -> UInt64? {
    let high: UInt64 = 0x8080_8080_8080_8080
    // Below 0x80, adding to a byte never carries into the next: each sum's top bit is a test.
    guard word & high == 0 else { return nil }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let isDigit = (word &+ ones &* (0x80 - 0x30)) & ~(word &+ ones &* (0x80 - 0x3A)) & high
    // `A`-`F` and `a`-`f` alike once bit 5 is set.
    let folded = word | 0x2020_2020_2020_2020
    let isLetter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x80 - 0x67)) & high
    guard isDigit | isLetter == high else { return nil }
    // Each byte's digit value: its low four bits, plus 9 for a letter.
    var nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ (isLetter >> 7) &* 9
    // The first digit is the most significant: gather the nibbles from the top byte down.
    nibbles = nibbles.byteSwapped
    nibbles = (nibbles | nibbles >> 4) & 0x00FF_00FF_00FF_00FF
    nibbles = (nibbles | nibbles >> 8) & 0x0000_FFFF_0000_FFFF
    return (nibbles | nibbles >> 16) & 0xFFFF_FFFF
  }

  /// The `count` decimal digits at `text` (at most 4 here), or `nil` when one is not a digit.
  @inline(__always)
  private static func decimal(_ text: UnsafePointer<UInt8>, _ count: Int) -> Int64? {
    var value: Int64 = 0
    for index in 0..<count {
      let digit = text[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int64(digit)
    }
    return value
  }
}
