import Foundation

/// Folds names for matching the way people type them: case and diacritics ignored, so
/// `sigur ros` finds Sigur Rós and `beyonce` finds Beyoncé.
public enum NameFolding {
  /// `text` lowercased, with combining marks removed and runs of whitespace made single spaces.
  public static func fold(_ text: some StringProtocol) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFold(text) }
    var scalars = String.UnicodeScalarView()
    var lastWasSpace = false
    for scalar in String(text).decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: continue
      default: break
      }
      if scalar.properties.isWhitespace {
        if !lastWasSpace { scalars.append(" ") }
        lastWasSpace = true
        continue
      }
      lastWasSpace = false
      for lower in scalar.properties.lowercaseMapping.unicodeScalars { scalars.append(lower) }
    }
    return String(scalars).trimmingCharacters(in: .whitespaces)
  }

  private static func asciiFold(_ text: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var lastWasSpace = true
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x09 {
        if !lastWasSpace { bytes.append(0x20) }
        lastWasSpace = true
        continue
      }
      lastWasSpace = false
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }
    if bytes.last == 0x20 { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
