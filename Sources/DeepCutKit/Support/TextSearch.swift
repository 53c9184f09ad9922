import Foundation

/// Whether one text contains another, as Foundation's `contains` answers, without Foundation
/// for ASCII text (most names).
///
/// Foundation's search costs thousands of instructions a call; `search` and the resolver's
/// substring step ask it of every name of the library. For ASCII text Foundation's answer is
/// whether the bytes occur (a byte search: a fraction of the cost); text that is not ASCII
/// (where combining marks change the answer) is left to Foundation.
public enum TextSearch {
  /// Whether `text` contains `part`, as `text.contains(part)` answers with Foundation.
  public static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty, ASCIIBytes.isASCII(text), ASCIIBytes.isASCII(part) else {
      return text.contains(part)
    }
    return asciiContains(text, part)
  }

  /// `contains` for ASCII `text` and `part`, `part` not empty.
  public static func asciiContains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in needle.count <= haystack.count && find(needle, in: haystack) }
    }
  }

  /// Whether `needle` (not empty, no longer than `haystack`) occurs in `haystack`.
  private static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    firstOffset(of: needle, in: haystack, from: 0) != nil
  }

  /// Where `needle` (not empty) first occurs in `haystack` at or after byte `start`, or `nil`:
  /// `memchr` finds each place its first byte could start, `memcmp` compares the rest
  /// (`memmem`, a GNU extension, is not imported).
  public static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let key = needle.baseAddress, !needle.isEmpty,
      start >= 0, start + needle.count <= haystack.count
    else { return nil }
    let first = Int32(key[0])
    var position = UnsafeRawPointer(base + start)
    let last = UnsafeRawPointer(base + (haystack.count - needle.count))
    while position <= last, let found = memchr(position, first, last - position + 1) {
      if memcmp(found, key, needle.count) == 0 {
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
      }
      position = UnsafeRawPointer(found) + 1
    }
    return nil
  }
}
