/// The XML entity references a plist may hold: the five predefined ones and character references.
enum XMLEntities {
  /// Decodes `text` into `output`, or says where and why it can't (an unknown entity, a
  /// character reference to no character).
  static func decode(
    _ text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
  ) -> (index: Int, message: String)? {
    output.removeAll(keepingCapacity: true)
    output.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let byte = text[index]
      guard byte == UInt8(ascii: "&") else {
        output.append(byte)
        index += 1
        continue
      }
      // The longest reference is `&#x10FFFF;`; look no further for its semicolon.
      let window = text[(index + 1)..<min(text.count, index + 12)]
      guard let semicolon = window.firstIndex(of: UInt8(ascii: ";")) else {
        return (index, "'&' without a ';' (write &amp; for a literal ampersand)")
      }
      let name = UnsafeBufferPointer(rebasing: text[(index + 1)..<semicolon])
      guard let scalar = character(named: name) else {
        let reference = PrintableText.of(String(decoding: name, as: UTF8.self))
        return (index, "unknown entity &\(reference);")
      }
      UTF8.encode(scalar) { output.append($0) }
      index = semicolon + 1
    }
    return nil
  }

  /// The character a reference's name (between `&` and `;`) stands for.
  private static func character(named name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    switch Array(name) {
    case Array("amp".utf8): return "&"
    case Array("lt".utf8): return "<"
    case Array("gt".utf8): return ">"
    case Array("quot".utf8): return "\""
    case Array("apos".utf8): return "'"
    default: break
    }
    guard name.first == UInt8(ascii: "#") else { return nil }
    let isHex = name.count > 1 && name[1] == UInt8(ascii: "x")
    let digits = name.dropFirst(isHex ? 2 : 1)
    let isDigit: (UInt8) -> Bool = { byte in
      (0x30...0x39).contains(byte)
        || (isHex && ((0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)))
    }
    guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(isDigit) else { return nil }
    guard let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10),
      value != 0
    else { return nil }
    return Unicode.Scalar(value)
  }
}
