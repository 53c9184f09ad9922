/// How many terminal columns text occupies: wide East Asian characters and emoji take two,
/// combining marks and zero-width characters none.
public enum DisplayWidth {
  /// The columns `text` occupies in a terminal.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns one character (grapheme cluster) occupies.
  public static func of(_ character: Character) -> Int {
    if character.isASCII {
      return character.asciiValue.map { $0 < 0x20 || $0 == 0x7F ? 0 : 1 } ?? 1
    }
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if isZeroWidth(first) { return 0 }
    return isWide(first) ? 2 : 1
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let next = of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks, and emoji shown as pictures.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    for range in wideRanges where range.contains(value) { return true }
    return scalar.properties.isEmojiPresentation
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
