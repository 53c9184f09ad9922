/// How many terminal columns text occupies: wide East Asian characters and emoji take two,
/// combining marks and zero-width characters none.
public enum DisplayWidth {
  /// The columns `text` occupies in a terminal.
  public static func of(_ text: some StringProtocol) -> Int {
    // Most names are ASCII: count bytes without walking grapheme clusters.
    var ascii = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return unicodeWidth(text) }
      if byte >= 0x20 && byte != 0x7F { ascii += 1 }
    }
    return ascii
  }

  /// The columns `text` occupies: the generic version, specialised for `String`.
  ///
  /// A table of 1,610 artists measures some 20,000 cells, from another module: unspecialised,
  /// the generic walk costs thousands of instructions a cell, most of the time `ls artists` took.
  public static func of(_ text: String) -> Int {
    var text = text
    let plain = text.withUTF8 { bytes -> Int? in
      if isPrintableASCII(bytes) { return bytes.count }
      var count = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte >= 0x20 && byte != 0x7F { count += 1 }
          index += 1
          continue
        }
        // A scalar of two or three bytes that is one column whatever surrounds it (the — and
        // ▶ of every status line); anything else is measured the general way.
        guard byte >= 0xC2, byte < 0xF0 else { return nil }
        let length = byte < 0xE0 ? 2 : 3
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(byte & (length == 2 ? 0x1F : 0x0F))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard isAlwaysOneColumn(value) else { return nil }
        count += 1
        index += length
      }
      return count
    }
    return plain ?? unicodeWidth(text)
  }

  /// Whether every byte is printable ASCII (a space to `~`), each one column: most cells are.
  ///
  /// Eight bytes at a time: a word fails on a high bit, a byte below 0x20 or a byte 0x7F
  /// (the usual "has a byte less than" and "has a zero byte" tests, which never miss one and
  /// may flag a word that has none; then the caller measures byte by byte, as it would anyway).
  static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let control = (word &- 0x2020_2020_2020_2020) & ~word
      let deletes = word ^ 0x7F7F_7F7F_7F7F_7F7F
      let delete = (deletes &- 0x0101_0101_0101_0101) & ~deletes
      if (word | control | delete) & 0x8080_8080_8080_8080 != 0 { return false }
      offset += 8
    }
    while offset < raw.count {
      guard (0x20..<0x7F).contains(raw[offset]) else { return false }
      offset += 1
    }
    return true
  }

  /// Whether a scalar is one column in any company: not zero width, not wide, and neither an
  /// emoji presentation selector nor a joiner (`unicodeWidth` gives it exactly 1).
  private static func isAlwaysOneColumn(_ value: UInt32) -> Bool {
    (value >= 0x80 && value < 0x300 && value != 0xAD) || (0x2010...0x205F).contains(value)
      || (0x2070...0x2319).contains(value) || (0x2500...0x25FC).contains(value)
  }

  /// Walks scalars rather than grapheme clusters (much cheaper), with the same answer: the
  /// first scalar of a cluster sets its width, an emoji presentation selector widens it, and
  /// what follows a zero-width joiner joins the cluster.
  private static func unicodeWidth(_ text: some StringProtocol) -> Int {
    var total = 0
    var last = 0
    var joining = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value == 0xFE0F {
        if last == 1 { total += 1 }
        last = 2
        continue
      }
      if value == 0x200D {
        joining = true
        continue
      }
      if joining {
        joining = false
        continue
      }
      let width = scalarWidth(scalar)
      if width > 0 { last = width }
      total += width
    }
    return total
  }

  private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x80 { return value < 0x20 || value == 0x7F ? 0 : 1 }
    if isZeroWidth(scalar) { return 0 }
    return isWide(scalar) ? 2 : 1
  }

  /// The columns one character (grapheme cluster) occupies.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    return unicodeWidth(String(character))
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    return cut(text, to: width)
  }

  /// `text`, known to be wider than `width` columns, cut to fit with a closing `…`.
  ///
  /// Measured character by character, but a run of plain scalars (`isPlain`) is one character
  /// per scalar, so it is measured without grapheme breaking (which cost most of a `status`);
  /// from the first scalar that might join a cluster on, characters are walked as such.
  static func cut(_ text: String, to width: Int) -> String {
    guard width > 1 else { return width == 1 ? "…" : "" }
    let limit = width - 1
    let scalars = text.unicodeScalars
    var used = 0
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard isPlain(scalar.value) else { break }
      let next = scalars.index(after: index)
      if next < scalars.endIndex {
        let following = scalars[next].value
        // A carriage return and a line feed are one character.
        guard isPlain(following), scalar.value != 0x0D || following != 0x0A else { break }
      }
      let columns = scalarWidth(scalar)
      if used + columns > limit { return String(scalars[..<index]) + "…" }
      used += columns
      index = next
    }
    let rest = Substring(scalars[index...])
    var end = rest.startIndex
    while end < rest.endIndex {
      let columns = of(rest[end])
      if used + columns > limit { break }
      used += columns
      end = rest.index(after: end)
    }
    return String(scalars[..<end]) + "…"
  }

  /// Whether a scalar always stands alone as a character when its neighbours are plain too:
  /// Latin (up to the combining marks at U+0300) and general punctuation (dashes, quotes, `…`)
  /// are never a mark, a joiner, a prefix, Hangul or a regional indicator.
  private static func isPlain(_ value: UInt32) -> Bool {
    value < 0x300 || (0x2010...0x205F).contains(value)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Latin-1 letters and common punctuation (é, —, ▶) are never zero width: skip the lookup.
    if value < 0x300 || (0x2010...0x205F).contains(value) || (0x2070...0x27BF).contains(value) {
      return value == 0xAD
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks, and emoji shown as pictures.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Below the first wide block, and punctuation, arrows, box drawing and shapes (—, …, ‖,
    // ▶, ■) short of the first emoji shown as a picture in each run: never wide, no lookup.
    if value < 0x1100 || narrowRuns.contains(where: { $0.contains(value) }) { return false }
    for range in wideRanges where range.contains(value) { return true }
    return scalar.properties.isEmojiPresentation
  }

  /// Scalars neither in a wide block nor emoji presentation (`DisplayWidthTests` checks it).
  static let narrowRuns: [ClosedRange<UInt32>] = [0x2010...0x2319, 0x2500...0x25FC]

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
