/// Reading a playlist item, the four tokens Apple writes for it, in one step.
///
/// `Playlist Items` holds one `<dict><key>Track ID</key><integer>N</integer></dict>` per track
/// of a playlist, a hundred thousand of them in a large library: read token by token, each
/// costs four trips through the reader's loops. Like the other fast paths, this takes an item
/// only when `next()` would read exactly these tokens there, and leaves the lexer as those
/// four calls would (the last token the `</dict>`, the last text the number); anything else
/// is declined with nothing read, and read the usual way.
extension PlistLexer {
  /// The `Track ID` of the item at the position when it is `<dict>`, `<key>Track ID</key>`
  /// and `<integer>` with 1 to 18 digits right after it, then `</dict>` (whitespace before
  /// each dict tag), whole in the buffer: its tokens are read and the number returned; `nil`,
  /// with nothing read, otherwise.
  @inline(__always)
  mutating func nextPlainItem() -> Int64? {
    guard pendingEnd == nil else { return nil }
    let buffer = self.buffer
    let limit = self.limit
    let open = indentEnd(from: position)
    guard limit &- open >= 16, Self.load(buffer + open) & Self.low(6) == Tag.dict else {
      return nil
    }
    // `<key>Track ID</key><integer>` (28 bytes), a digit, `</integer>`: four words compare it.
    let key = indentEnd(from: open &+ 6)
    guard limit &- key >= 48, Self.load(buffer + key) == Item.head,
      Self.load(buffer + (key &+ 8)) == Item.middle,
      Self.load(buffer + (key &+ 16)) == Item.tail,
      Self.load(buffer + (key &+ 20)) == Item.integer
    else { return nil }
    let textStart = key &+ 28
    var end = textStart
    var trackID: Int64 = 0
    // The buffer's slack makes the word loadable; digits past `limit` fail the checks below.
    if let digits = Self.leadingDigits(Self.load(buffer + textStart)) {
      end = textStart &+ digits.count
      trackID = digits.value
    } else {
      while end < limit {
        let digit = buffer[end] &- 0x30
        guard digit < 10 else { break }
        trackID = trackID &* 10 &+ Int64(digit)
        end &+= 1
      }
    }
    // The first byte after the digits is the `<` the general scan stops at.
    guard end > textStart, end &- textStart <= 18, limit &- end >= 10,
      Self.load(buffer + end) == Tag.integerEnd, buffer[end &+ 8] == UInt8(ascii: "r"),
      buffer[end &+ 9] == UInt8(ascii: ">")
    else { return nil }
    let close = indentEnd(from: end &+ 10)
    guard limit &- close >= 16, Self.load(buffer + close) & Self.low(7) == Tag.dictEnd else {
      return nil
    }
    _ = take(
      CommonTag(
        token: .integer, start: key &+ 19, end: end &+ 10,
        text: Range(uncheckedBounds: (textStart, end))))
    // `</dict>` has no text: the number stays the last text read, as after `next()`.
    _ = take(CommonTag(token: .dictEnd, start: close, end: close &+ 7))
    return trackID
  }

  /// `<key>Track ID</key><integer>` packed as `load` reads it: bytes 0, 8, 16 and 20 on.
  enum Item {
    static var head: UInt64 { 0x6172_543E_7965_6B3C }  // "<key>Tra"
    static var middle: UInt64 { 0x6B2F_3C44_4920_6B63 }  // "ck ID</k"
    static var tail: UInt64 { 0x6574_6E69_3C3E_7965 }  // "ey><inte"
    static var integer: UInt64 { 0x3E72_6567_6574_6E69 }  // "integer>"
  }
}
