/// How many terminal columns text occupies: wide East Asian characters and emoji take two,
/// combining marks and zero-width characters none.
public enum DisplayWidth {
  /// The columns `text` occupies in a terminal.
  public static func of(_ text: String) -> Int {
    // Most names are ASCII: count bytes without walking grapheme clusters.
    var ascii = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return unicodeWidth(text) }
      if byte >= 0x20 && byte != 0x7F { ascii += 1 }
    }
    return ascii
  }

  /// Walks scalars rather than grapheme clusters (much cheaper), with the same answer: the
  /// first scalar of a cluster sets its width, an emoji presentation selector widens it, and
  /// what follows a zero-width joiner joins the cluster.
  private static func unicodeWidth(_ text: String) -> Int {
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
  static func cut(_ text: String, to width: Int) -> String {
    guard width > 1 else { return width == 1 ? "…" : "" }
    var used = 0
    var end = text.startIndex
    while end < text.endIndex {
      let columns = of(text[end])
      if used + columns > width - 1 { break }
      used += columns
      end = text.index(after: end)
    }
    return String(text[..<end]) + "…"
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
