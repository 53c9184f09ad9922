/// Reads a JSON document into a `JSONValue`, the value `JSONDecoder` gives, at a fraction of
/// its cost.
///
/// `expect` checks a query's value by turning the command's JSON document into a
/// `JSONValue`; through `JSONDecoder`, `JSONValue`'s `Decodable` conformance tries each kind in
/// turn and throws for every kind a value is not, which was most of an `expect`. This reads
/// the bytes once. It takes standard JSON (RFC 8259); anything else is `nil`.
struct JSONValueReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// How deep arrays and objects may nest (as `JSONDecoder`, which refuses deeper documents).
  private static let maximumDepth = 512

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The document's value, or `nil` when the bytes are not exactly one JSON value.
  static func value(of bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
    var reader = JSONValueReader(bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? value : nil
  }

  private mutating func value(depth: Int) -> JSONValue? {
    skipSpace()
    guard index < bytes.count, depth < Self.maximumDepth else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    default: return number().map(JSONValue.number)
    }
  }

  private mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if take(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      skipSpace()
      guard take(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
      members[key] = member
      skipSpace()
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}")) ? .object(members) : nil
  }

  private mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if take(UInt8(ascii: "]")) { return .array(items) }
    repeat {
      guard let item = value(depth: depth + 1) else { return nil }
      items.append(item)
      skipSpace()
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]")) ? .array(items) : nil
  }

  /// A string from its opening quote on; escapes decoded, `\u` surrogate pairs joined.
  private mutating func string() -> String? {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          text.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        text.append(byte)
      }
    }
    return nil
  }

  /// The scalar of `\uXXXX` (after the `u`), or of a surrogate pair `\uD8XX\uDCXX`.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let high = hexQuad() else { return nil }
    guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
    guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexQuad(),
      (0xDC00..<0xE000).contains(low)
    else { return nil }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
  }

  private mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexDigit(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number as JSON writes one (`-`, digits without a leading zero, a fraction, an
  /// exponent), read as the nearest `Double`.
  private mutating func number() -> Double? {
    let start = index
    _ = take(UInt8(ascii: "-"))
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if !digits() {
      return nil
    }
    if take(UInt8(ascii: ".")), !digits() { return nil }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits() else { return nil }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  /// Skips one or more digits; `false` when there is none.
  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index > start
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      return false
    }
    index += count
    return true
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }
}
