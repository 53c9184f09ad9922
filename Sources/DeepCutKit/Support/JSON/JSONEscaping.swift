/// How `JSONEncoder` escapes a string's UTF-8: `"` and `\` (and `/` unless
/// `.withoutEscapingSlashes`) after a backslash, control characters as `\b \f \n \r \t` or
/// `\u00XX`, and every other byte as it is.
enum JSONEscaping {
  /// Whether no byte of `utf8` needs escaping (most strings), checked eight bytes at a time.
  ///
  /// A word has a byte below `n` exactly when `(word - n·0x01…) & ~word & 0x80…` is not
  /// zero (for `n` ≤ 128); a byte equal to `c` is a byte below 1 of `word ^ c·0x01…`. Bytes
  /// of 0x80 and up (non-ASCII UTF-8) never match.
  static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, slashes: Bool) -> Bool {
    guard let base = utf8.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = utf8.count
    var offset = 0
    var found: UInt64 = 0
    while offset + 8 <= count {
      found |= flags(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), slashes: slashes)
      offset += 8
    }
    if offset < count {
      // The tail, padded with spaces (which need no escaping).
      var word: UInt64 = 0x2020_2020_2020_2020
      withUnsafeMutableBytes(of: &word) {
        $0.copyMemory(
          from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[offset...]))
      }
      found |= flags(word, slashes: slashes)
    }
    return found == 0
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The high bit set in some byte when a byte of `word` needs escaping.
  private static func flags(_ word: UInt64, slashes: Bool) -> UInt64 {
    var found = below(0x20, word)
    found |= below(1, word ^ (ones &* 0x22))  // "
    found |= below(1, word ^ (ones &* 0x5C))  // \
    if slashes { found |= below(1, word ^ (ones &* 0x2F)) }  // /
    return found
  }

  private static func below(_ limit: UInt64, _ word: UInt64) -> UInt64 {
    (word &- ones &* limit) & ~word & highBits
  }

  /// Appends `utf8` with every byte that needs it escaped.
  static func appendEscaped(
    _ utf8: UnsafeBufferPointer<UInt8>, slashes: Bool, to bytes: inout ByteBuffer
  ) {
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"", to: &bytes)
      case UInt8(ascii: "\\"): append("\\\\", to: &bytes)
      case UInt8(ascii: "/") where slashes: append("\\/", to: &bytes)
      case 0x08: append("\\b", to: &bytes)
      case 0x0C: append("\\f", to: &bytes)
      case 0x0A: append("\\n", to: &bytes)
      case 0x0D: append("\\r", to: &bytes)
      case 0x09: append("\\t", to: &bytes)
      case 0..<0x20:
        append("\\u00", to: &bytes)
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
  }

  private static func append(_ text: StaticString, to bytes: inout ByteBuffer) {
    bytes.append(text)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
