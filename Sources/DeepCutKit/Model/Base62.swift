/// Base62 digits (0-9, A-Z, a-z), the alphabet of library id bodies.
public enum Base62 {
  /// Whether `byte` is an ASCII base62 digit.
  public static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// `value` in base62, left-padded with zeros to `width` digits.
  public static func encode(_ value: UInt64, width: Int) -> String {
    var digits: [UInt8] = []
    var rest = value
    repeat {
      digits.append(digit(rest % 62))
      rest /= 62
    } while rest > 0
    while digits.count < width { digits.append(digit(0)) }
    return String(decoding: digits.reversed(), as: UTF8.self)
  }

  /// `prefix` followed by `value` in base62, 11 digits wide (the most a `UInt64` needs).
  ///
  /// Not generic: an import makes 50,000 of these, and the generic closure it replaces cost about
  /// 580 instructions each.
  static func paddedID(prefix: String, value: UInt64) -> String {
    var prefix = prefix
    return prefix.withUTF8 { prefixBytes in
      String(unsafeUninitializedCapacity: prefixBytes.count + 11) { buffer in
        var index = 0
        for byte in prefixBytes {
          buffer[index] = byte
          index += 1
        }
        // Two digits a division: 62^10 leaves a leading digit below 22.
        var rest = value
        var position = index + 11
        for _ in 0..<5 {
          let pair = rest % 3844
          rest /= 3844
          position -= 2
          buffer[position] = digit(pair / 62)
          buffer[position + 1] = digit(pair % 62)
        }
        buffer[index] = digit(rest)
        return index + 11
      }
    }
  }

  /// The ASCII digit for `value` (below 62), computed rather than looked up.
  @inline(__always)
  private static func digit(_ value: UInt64) -> UInt8 {
    let value = UInt8(truncatingIfNeeded: value)
    return value < 10 ? value &+ 0x30 : value < 36 ? value &+ 0x37 : value &+ 0x3D
  }
}
