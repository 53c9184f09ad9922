/// The XML entity references a plist may hold: the five predefined ones and character references.
enum XMLEntities {
  /// Decodes `text` into `output`, or says where (counted from the text's start) and why it
  /// can't (an unknown entity, a character reference to no character).
  static func decode(
    _ text: ArraySlice<UInt8>, into output: inout [UInt8]
  ) -> (index: Int, message: String)? {
    output.removeAll(keepingCapacity: true)
    output.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      // Copy the run of plain bytes up to the next reference in one step.
      let end = text[index...].firstIndex(of: UInt8(ascii: "&")) ?? text.endIndex
      output.append(contentsOf: text[index..<end])
      index = end
      guard index < text.endIndex else { break }
      // The longest reference is `&#x10FFFF;`; look no further for its semicolon.
      let last = min(text.endIndex, index + 12)
      guard let semicolon = text[(index + 1)..<last].firstIndex(of: UInt8(ascii: ";")) else {
        return (index - text.startIndex, "'&' without a ';' (write &amp; for a literal ampersand)")
      }
      let name = text[(index + 1)..<semicolon]
      guard let scalar = character(named: name) else {
        let reference = PrintableText.of(String(decoding: name, as: UTF8.self))
        return (index - text.startIndex, "unknown entity &\(reference);")
      }
      UTF8.encode(scalar) { output.append($0) }
      index = semicolon + 1
    }
    return nil
  }

  /// The character a reference's name (between `&` and `;`) stands for.
  private static func character(named name: ArraySlice<UInt8>) -> Unicode.Scalar? {
    switch String(decoding: name, as: UTF8.self) {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    guard name.first == UInt8(ascii: "#") else { return nil }
    let isHex = name.count > 1 && name[name.startIndex + 1] == UInt8(ascii: "x")
    let digits = name.dropFirst(isHex ? 2 : 1)
    guard !digits.isEmpty, digits.count <= 8 else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46 where isHex: digit = byte - 0x41 + 10
      case 0x61...0x66 where isHex: digit = byte - 0x61 + 10
      default: return nil
      }
      // Eight hexadecimal digits fit in 32 bits, eight decimal ones easily.
      value = value * (isHex ? 16 : 10) + UInt32(digit)
    }
    guard value != 0 else { return nil }
    return Unicode.Scalar(value)
  }
}
