import Foundation

/// The form of a name that decides whether two spellings are one artist, album or song.
///
/// Case, diacritics and character width are folded; every kind of space (the no-break space in
/// Apple's built-in names included) becomes one space; curly quotes become straight ones; the
/// ends are trimmed. So `Sigur Rós`, `sigur ros` and `Sigur\u{A0}Rós ` are one artist, and
/// `90’s Music` is `90's music`. ASCII names, nearly all of them, never reach Foundation.
enum NameKey {
  static func of(_ name: String) -> String {
    // Native strings lend their bytes; any other is made native once.
    if let key = name.utf8.withContiguousStorageIfAvailable(asciiKey) {
      return key ?? ofUnicode(name)
    }
    var native = name
    return native.withUTF8(asciiKey) ?? ofUnicode(name)
  }

  /// The key of an ASCII name, or `nil` when the name is not ASCII.
  ///
  /// Spaces, tabs and line breaks become one space, the ends are trimmed and letters are
  /// lowercased, written straight into the string's storage.
  private static func asciiKey(_ name: UnsafeBufferPointer<UInt8>) -> String? {
    guard !name.isEmpty else { return "" }
    var isASCII = true
    let key = String(unsafeUninitializedCapacity: name.count) { key in
      var count = 0
      var pendingSpace = false
      for byte in name {
        guard byte < 0x80 else {
          isASCII = false
          return 0
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace {
          key[count] = 0x20
          count += 1
          pendingSpace = false
        }
        key[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        count += 1
      }
      return count
    }
    return isASCII ? key : nil
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
