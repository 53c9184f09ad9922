/// The XML entity references a plist may hold: the five predefined ones and character references.
enum XMLEntities {
  /// Decodes `text` into `output`, or says where and why it can't (an unknown entity, a
  /// character reference to no character).
  ///
  /// One title in six holds an `&amp;` or `&lt;`: names are told by their packed bytes and
  /// output is written in place, so a reference costs a few comparisons and no allocation.
  static func decode(
    _ text: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
  ) -> (index: Int, message: String)? {
    output.removeAll(keepingCapacity: true)
    output.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      // Copy the run of plain bytes up to the next reference in one step.
      var end = index
      while end < text.count && text[end] != UInt8(ascii: "&") { end += 1 }
      if end > index { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end])) }
      index = end
      guard index < text.count else { break }
      // The longest reference is `&#x10FFFF;`; look no further for its semicolon.
      var semicolon = index + 1
      let last = min(text.count, index + 12)
      while semicolon < last && text[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
      guard semicolon < last else {
        return (index, "'&' without a ';' (write &amp; for a literal ampersand)")
      }
      let name = UnsafeBufferPointer(rebasing: text[(index + 1)..<semicolon])
      guard let scalar = character(named: name) else {
        let reference = PrintableText.of(String(decoding: name, as: UTF8.self))
        return (index, "unknown entity &\(reference);")
      }
      if scalar.isASCII {
        output.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        UTF8.encode(scalar) { output.append($0) }
      }
      index = semicolon + 1
    }
    return nil
  }

  /// The character a reference's name (between `&` and `;`) stands for.
  private static func character(named name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    if name.count <= 4 {
      // The name's bytes packed as in `PlistLexer.Tag.pack` (`amp` is 0x706D61), its length
      // above them, so a name with a zero byte is no other name.
      var packed = UInt64(name.count) << 32
      for (position, byte) in name.enumerated() { packed |= UInt64(byte) << (8 * position) }
      switch packed {
      case 0x3_0070_6D61: return "&"
      case 0x2_0000_746C: return "<"
      case 0x2_0000_7467: return ">"
      case 0x4_746F_7571: return "\""
      case 0x4_736F_7061: return "'"
      default: break
      }
    }
    guard name.first == UInt8(ascii: "#") else { return nil }
    let isHex = name.count > 1 && name[1] == UInt8(ascii: "x")
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
