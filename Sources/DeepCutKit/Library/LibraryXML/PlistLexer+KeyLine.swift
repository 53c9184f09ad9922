/// Reading a track dict's key line the way Apple writes it: `<key>NAME</key>` recognized in
/// place (`PlistKeyLineTable`), and the value of a skipped key by the one pattern its kind has.
///
/// Like the other fast paths, each takes what it reads only when `next()` would read the same
/// token, text and end there, leaves the lexer as `next()` would, and otherwise declines
/// having read nothing: the reader then reads the usual way.
extension PlistLexer {
  /// The listed key at the position (after whitespace), read as its token; `nil`, with
  /// nothing read, for any other key or token.
  @inline(__always)
  mutating func nextListedKey(in table: borrowing PlistKeyLineTable) -> PlistKeyLineTable.Entry? {
    guard pendingEnd == nil else { return nil }
    // Apple indents a track's keys by a newline and three tabs: one word tells that.
    let start =
      Self.load(buffer + position) == Tag.trackKeyLine ? position &+ 4 : indentEnd(from: position)
    // `<key>`, the table's 24 bytes after it (see `entry(at:)`), all in the bytes read.
    guard limit &- start >= 29, Self.load(buffer + start) & Self.low(5) == Tag.key,
      let entry = table.entry(at: buffer + (start &+ 5))
    else { return nil }
    let textStart = start &+ 5
    let textEnd = textStart &+ entry.length
    _ = take(
      CommonTag(
        token: .key, start: start, end: textEnd &+ 6,
        text: Range(uncheckedBounds: (textStart, textEnd))))
    return entry
  }

  /// Skips the value right at the position when it is the plain element `kind` has, whole in
  /// the buffer, and returns true; false, with nothing read, otherwise.
  @inline(__always)
  mutating func skipPlainValue(_ kind: PlistKeyLineTable.ValueKind) -> Bool {
    let start = position
    guard pendingEnd == nil, limit &- start >= 16 else { return false }
    let word = Self.load(buffer + start)
    let value: CommonTag?
    switch kind {
    case .integer:
      guard word == Tag.integer, buffer[start &+ 8] == UInt8(ascii: ">") else { return false }
      value = text(.integer, at: start, after: 9, close: Tag.integerEnd, closeLength: 10)
    case .string:
      guard word == Tag.string else { return false }
      value = text(.string, at: start, after: 8, close: Tag.stringEnd, closeLength: 9)
    case .date:
      // `<date>`, 20 bytes, `</date>`: where the text ends is known, so instead of searching
      // for its `<`, three words (overlapping) show there is none before the closing tag.
      guard limit &- start >= 33, word & Self.low(6) == Tag.date,
        Self.load(buffer + (start &+ 26)) & Self.low(7) == Tag.dateEnd,
        !Self.holdsLessThanSign(Self.load(buffer + (start &+ 6)))
          && !Self.holdsLessThanSign(Self.load(buffer + (start &+ 14)))
          && !Self.holdsLessThanSign(Self.load(buffer + (start &+ 18)))
      else { return false }
      value = CommonTag(
        token: .date, start: start, end: start &+ 33,
        text: Range(uncheckedBounds: (start &+ 6, start &+ 26)))
    case .bool:
      if word & Self.low(7) == Tag.true {
        value = CommonTag(token: .bool(true), start: start, end: start &+ 7)
      } else if word == Tag.false {
        value = CommonTag(token: .bool(false), start: start, end: start &+ 8)
      } else {
        return false
      }
    }
    guard let value else { return false }
    _ = take(value)
    return true
  }

  /// Whether a byte of `word` is a `<` (a zero byte after an exclusive or; exact for "any").
  @inline(__always)
  static func holdsLessThanSign(_ word: UInt64) -> Bool {
    let bytes = word ^ 0x3C3C_3C3C_3C3C_3C3C
    return (bytes &- 0x0101_0101_0101_0101) & ~bytes & 0x8080_8080_8080_8080 != 0
  }
}
