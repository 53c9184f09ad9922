import Foundation

/// Whether one text contains another, as Foundation's `contains` answers, without Foundation
/// for ASCII text (most names).
///
/// `search` and the resolver's substring step ask it of every name of the library, and
/// Foundation's search is slow on Linux. For ASCII text Foundation's answer is whether the
/// bytes occur, also for a part that is not ASCII (`asciiEquivalent`: a typo or a fuzzed
/// name, often holding U+FFFD); text that is not ASCII (where combining marks change the
/// answer) is left to Foundation.
public enum TextSearch {
  /// Whether `text` contains `part`, as `text.contains(part)` answers with Foundation.
  public static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty, ASCIIBytes.isASCII(text) else { return text.contains(part) }
    guard let equivalent = asciiEquivalent(part) else { return false }
    return asciiContains(text, equivalent)
  }

  /// The ASCII text canonically equivalent to `text`, or `nil` when there is none: then no
  /// ASCII text equals, starts with or contains `text` (Foundation's `contains` included).
  ///
  /// A scalar's canonical decomposition is ASCII for the ASCII scalars and three others
  /// (U+212A KELVIN SIGN is `K`, U+037E GREEK QUESTION MARK `;`, U+1FEF GREEK VARIA
  /// `` ` ``); any other scalar decomposes to something that is not ASCII, which reordering
  /// marks cannot remove. Tests hold this to Foundation over every scalar.
  public static func asciiEquivalent(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard let byte = asciiEquivalent(of: scalar) else { return nil }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The ASCII scalar canonically equivalent to `scalar` (`asciiEquivalent`), or `nil`.
  @inlinable
  public static func asciiEquivalent(of scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0..<0x80: UInt8(scalar.value)
    case 0x212A: UInt8(ascii: "K")
    case 0x037E: UInt8(ascii: ";")
    case 0x1FEF: UInt8(ascii: "`")
    default: nil
    }
  }

  /// `contains` for ASCII `text` and `part`, `part` not empty: whether its bytes occur.
  public static func asciiContains(_ text: String, _ part: String) -> Bool {
    firstOffset(of: Array(part.utf8), in: Array(text.utf8), from: 0) != nil
  }

  /// Where `needle` (not empty) first occurs in `haystack` at or after byte `start`, or `nil`.
  public static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int)
    -> Int?
  {
    guard let first = needle.first, start >= 0, start + needle.count <= haystack.count else {
      return nil
    }
    for offset in start...(haystack.count - needle.count)
    where haystack[offset] == first
      && haystack[offset..<offset + needle.count].elementsEqual(needle)
    {
      return offset
    }
    return nil
  }
}
