#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fast path of `PlistLexer.next()`: the tags Apple writes on nearly every line.
///
/// A tag is told by loading its first 8 bytes and comparing them with a constant, and a text
/// element's end by one `memchr` for the `<` of its closing tag, with no per-byte work in
/// between. It takes only tags whole in the buffer that the general scan reads exactly the
/// same way (the same token, text and end), and answers `nil` for anything else: an attribute,
/// `<string/>`, a tag the buffer's end cuts, a comment, anything wrong. The general scan then
/// reads it and says what is wrong, so this changes the speed only, never a result or a message.
extension PlistLexer {
  /// A token the fast path read: where its tag starts and ends, and its text.
  struct CommonTag {
    var token: PlistToken
    /// The index of the tag's `<`.
    var start: Int
    /// The index after the whole element (after the closing tag of a text element).
    var end: Int
    /// The text of a text element, entities still encoded.
    var text: Range<Int>?
  }

  /// The token at the position (after whitespace), when it is one of the common tags.
  @inline(__always)
  func commonTag() -> CommonTag? {
    let buffer = self.buffer
    let limit = self.limit
    let index = indentEnd(from: position)
    // The longest tag this reads is 9 bytes; 16 keeps every load below in the bytes read.
    guard limit - index >= 16, buffer[index] == UInt8(ascii: "<") else { return nil }
    let word = Self.load(buffer + index)
    switch buffer[index + 1] {
    case UInt8(ascii: "k"):
      guard word & Self.low(5) == Tag.key else { return nil }
      return text(.key, at: index, after: 5, close: Tag.keyEnd, closeLength: 6)
    case UInt8(ascii: "s"):
      guard word == Tag.string else { return nil }
      return text(.string, at: index, after: 8, close: Tag.stringEnd, closeLength: 9)
    case UInt8(ascii: "i"):
      guard word == Tag.integer, buffer[index + 8] == UInt8(ascii: ">") else { return nil }
      return text(.integer, at: index, after: 9, close: Tag.integerEnd, closeLength: 10)
    case UInt8(ascii: "d"):
      switch word & Self.low(6) {
      case Tag.dict: return CommonTag(token: .dictStart, start: index, end: index + 6)
      case Tag.date: return text(.date, at: index, after: 6, close: Tag.dateEnd, closeLength: 7)
      default: return nil
      }
    case UInt8(ascii: "/"):
      if word & Self.low(7) == Tag.dictEnd {
        return CommonTag(token: .dictEnd, start: index, end: index + 7)
      }
      guard word == Tag.arrayEnd else { return nil }
      return CommonTag(token: .arrayEnd, start: index, end: index + 8)
    case UInt8(ascii: "t"):
      guard word & Self.low(7) == Tag.true else { return nil }
      return CommonTag(token: .bool(true), start: index, end: index + 7)
    case UInt8(ascii: "f"):
      guard word == Tag.false else { return nil }
      return CommonTag(token: .bool(false), start: index, end: index + 8)
    case UInt8(ascii: "a"):
      guard word & Self.low(7) == Tag.array else { return nil }
      return CommonTag(token: .arrayStart, start: index, end: index + 7)
    default:
      return nil
    }
  }

  /// The index after the whitespace at `start`, or an index whose byte the caller must check.
  ///
  /// Apple indents every line with a newline and tabs: one load finds how many bytes at
  /// `start` are at most a space (up to 8), and when they are exactly tabs, or a newline and
  /// tabs, no byte is looked at on its own. Anything else is skipped byte by byte. The bytes
  /// may run past `limit` (into the buffer's slack), and eight tabs may be followed by more
  /// whitespace: the callers take a token only where there is room for it and it starts with
  /// its tag, so they never take one the general scan would not read there.
  ///
  /// A value right after its `</key>` has no whitespace before it: one byte tells that first.
  @inline(__always)
  func indentEnd(from start: Int) -> Int {
    if buffer[start] == UInt8(ascii: "<") { return start }
    let word = Self.load(buffer + start)
    // 0x80 in each byte above 0x20 (exactly: no carry crosses a byte).
    let printable =
      (((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x5F5F_5F5F_5F5F_5F5F) | word) & 0x8080_8080_8080_8080
    // The bytes before the first printable one (all 8 when none is).
    let first = printable & (0 &- printable)
    let indent = (first >> 7) &- 1
    let difference = (word ^ 0x0909_0909_0909_0909) & indent
    // Nothing, tabs (0), or a newline and tabs (0x0A ^ 0x09 = 3 in the first byte).
    if difference == 0 || difference == 3 {
      return start &+ (printable.trailingZeroBitCount >> 3)
    }
    var index = start
    while index < limit && buffer[index] <= 0x20 && Self.isSpace(buffer[index]) { index += 1 }
    return index
  }

  /// A text element whose opening tag at `start` is `after` bytes long, when its closing tag
  /// (`closeLength` bytes, the first 8 packed in `close`) is whole in the buffer.
  @inline(__always)
  func text(
    _ token: PlistToken, at start: Int, after: Int, close: UInt64, closeLength: Int
  ) -> CommonTag? {
    let textStart = start &+ after
    guard let textEnd = nextTagStart(from: textStart),
      limit &- textEnd >= closeLength
    else { return nil }
    let word = Self.load(buffer + textEnd)
    switch closeLength {
    case 9:
      guard word == close, buffer[textEnd &+ 8] == UInt8(ascii: ">") else { return nil }
    case 10:
      guard word == close, buffer[textEnd &+ 8] == UInt8(ascii: "r"),
        buffer[textEnd &+ 9] == UInt8(ascii: ">")
      else { return nil }
    default:
      guard word & Self.low(closeLength) == close else { return nil }
    }
    // Indices in the buffer, far from overflowing; `textEnd` is at or after `textStart`.
    return CommonTag(
      token: token, start: start, end: textEnd &+ closeLength,
      text: Range(uncheckedBounds: (textStart, textEnd)))
  }

  /// The index of the first `<` at or after `start` in the bytes read.
  ///
  /// Most values and keys are shorter than 32 bytes (a date is 20, `Kind` about 26): up to four
  /// words are searched in place (a `<` is a zero byte after an exclusive or; the lowest such
  /// byte is found exactly), and only longer text costs a call to `memchr`.
  @inline(__always)
  private func nextTagStart(from start: Int) -> Int? {
    var index = start
    for _ in 0..<4 {
      guard index < limit else { return nil }
      let bytes = Self.load(buffer + index) ^ 0x3C3C_3C3C_3C3C_3C3C
      let zeros = (bytes &- 0x0101_0101_0101_0101) & ~bytes & 0x8080_8080_8080_8080
      if zeros != 0 {
        let found = index &+ (zeros.trailingZeroBitCount >> 3)
        return found < limit ? found : nil
      }
      index &+= 8
    }
    guard index < limit,
      let found = memchr(buffer + index, Int32(UInt8(ascii: "<")), limit - index)
    else { return nil }
    return UnsafeRawPointer(buffer).distance(to: found)
  }

  /// The 8 bytes at `address` as an integer, the first byte lowest.
  @inline(__always)
  static func load(_ address: UnsafeMutablePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
  }

  /// A mask keeping the low `count` bytes of a word (`count` below 8).
  @inline(__always)
  static func low(_ count: Int) -> UInt64 { (1 << UInt64(8 * count)) &- 1 }

  /// The common tags' bytes packed as `load` reads them (the first 8 bytes of the longer ones);
  /// literals, so each comparison is with a constant (a test checks them against `pack`).
  enum Tag {
    static var key: UInt64 { 0x3E_7965_6B3C }  // "<key>"
    static var keyEnd: UInt64 { 0x3E79_656B_2F3C }  // "</key>"
    static var string: UInt64 { 0x3E67_6E69_7274_733C }  // "<string>"
    static var stringEnd: UInt64 { 0x676E_6972_7473_2F3C }  // "</string"
    static var integer: UInt64 { 0x7265_6765_746E_693C }  // "<integer"
    static var integerEnd: UInt64 { 0x6567_6574_6E69_2F3C }  // "</intege"
    static var date: UInt64 { 0x3E65_7461_643C }  // "<date>"
    static var dateEnd: UInt64 { 0x3E_6574_6164_2F3C }  // "</date>"
    static var dict: UInt64 { 0x3E74_6369_643C }  // "<dict>"
    static var dictEnd: UInt64 { 0x3E_7463_6964_2F3C }  // "</dict>"
    static var array: UInt64 { 0x3E_7961_7272_613C }  // "<array>"
    static var arrayEnd: UInt64 { 0x3E79_6172_7261_2F3C }  // "</array>"
    static var `true`: UInt64 { 0x3E_2F65_7572_743C }  // "<true/>"
    static var `false`: UInt64 { 0x3E2F_6573_6C61_663C }  // "<false/>"
    /// A key in a track dict as Apple indents it: a newline, three tabs, `<key`.
    static var trackKeyLine: UInt64 { 0x7965_6B3C_0909_090A }  // "\n\t\t\t<key"

    /// Up to 8 bytes of ASCII, the first lowest.
    static func pack(_ text: StaticString) -> UInt64 {
      (0..<text.utf8CodeUnitCount).reduce(0) { $0 | UInt64(text.utf8Start[$1]) << (8 * $1) }
    }
  }
}
