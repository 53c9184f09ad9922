/// Base62 digits (0-9, A-Z, a-z), the alphabet of library id bodies.
public enum Base62 {
  static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  /// Whether `byte` is an ASCII base62 digit.
  public static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// `value` in base62, left-padded with zeros to `width` digits.
  public static func encode(_ value: UInt64, width: Int) -> String {
    var digits: [UInt8] = []
    var rest = value
    repeat {
      digits.append(alphabet[Int(rest % 62)])
      rest /= 62
    } while rest > 0
    while digits.count < width { digits.append(alphabet[0]) }
    return String(decoding: digits.reversed(), as: UTF8.self)
  }
}
