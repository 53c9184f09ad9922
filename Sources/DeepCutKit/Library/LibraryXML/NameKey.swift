import Foundation

/// The form of a name that decides whether two spellings are one artist, album or song.
///
/// Case, diacritics and character width are folded; every kind of space (the no-break space in
/// Apple's built-in names included) becomes one space; curly quotes become straight ones; the
/// ends are trimmed. So `Sigur Rós`, `sigur ros` and `Sigur\u{A0}Rós ` are one artist, and
/// `90’s Music` is `90's music`. ASCII names, nearly all of them, never reach Foundation.
enum NameKey {
  static func of(_ name: String) -> String {
    asciiKey(name) ?? ofUnicode(name)
  }

  /// The key of an ASCII name, or `nil` when the name is not ASCII.
  ///
  /// Spaces, tabs and line breaks become one space, the ends are trimmed and letters are
  /// lowercased.
  private static func asciiKey(_ name: String) -> String? {
    var key: [UInt8] = []
    key.reserveCapacity(name.utf8.count)
    var pendingSpace = false
    for byte in name.utf8 {
      guard byte < 0x80 else { return nil }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !key.isEmpty
        continue
      }
      if pendingSpace {
        key.append(0x20)
        pendingSpace = false
      }
      key.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return String(decoding: key, as: UTF8.self)
  }

  private static func ofUnicode(_ name: String) -> String {
    let folded = name.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in folded.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      switch scalar {
      case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}": result.append("'")
      case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2033}": result.append("\"")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
