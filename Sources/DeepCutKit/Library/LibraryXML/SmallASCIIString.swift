/// Makes a `String` of at most 15 ASCII bytes the way the standard library stores one: in
/// place, in the string's own two words, with nothing allocated or validated.
///
/// Half the titles and most artist and album names are that short. `String(decoding:as:)`
/// gives the same string, but through a general path (validation, then a copy) that costs
/// about 180 instructions against 20 here. The layout is the standard library's, not a public
/// promise: it is checked once against a string the standard library made, and where it
/// differs `make` always declines, so the caller's usual path runs.
enum SmallASCIIString {
  /// The most bytes a string holds in place on a 64-bit platform.
  static let capacity = 15

  /// Whether strings made here equal the standard library's (checked once, on first use).
  static let isAvailable: Bool = {
    guard MemoryLayout<String>.size == 16 else { return false }
    // Every length, so the count's place and the flags are both confirmed.
    let sample = Array("abcdefghijklmno".utf8)
    return sample.withUnsafeBufferPointer { bytes in
      (0...capacity).allSatisfy { count in
        let prefix = UnsafeBufferPointer(rebasing: bytes[..<count])
        let standard = String(decoding: prefix, as: UTF8.self)
        let words = Self.words(prefix)
        return unsafeBitCast(standard, to: (UInt64, UInt64).self) == packed(words, count: count)
      }
    }
  }()

  /// The string of `bytes` when they are at most 15 ASCII bytes; `nil` otherwise.
  @inline(__always)
  static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count <= capacity else { return nil }
    let words = Self.words(bytes)
    guard (words.0 | words.1) & 0x8080_8080_8080_8080 == 0, isAvailable else { return nil }
    return unsafeBitCast(packed(words, count: bytes.count), to: String.self)
  }

  /// The two words of a small ASCII string of `count` bytes: the bytes, zeros after them, and
  /// in the top byte the flags (immortal, small, ASCII: 0xE0) and the count.
  @inline(__always)
  private static func packed(_ words: (UInt64, UInt64), count: Int) -> (UInt64, UInt64) {
    (words.0, words.1 | UInt64(0xE0 | count) << 56)
  }

  /// At most 15 bytes as two little-endian words, zeros after them, loading none past the
  /// buffer's end: whole words where there are 8 bytes, else at most three smaller loads.
  @inline(__always)
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    let count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else { return (0, 0) }
    let raw = UnsafeRawPointer(base)
    if count >= 8 {
      let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      // The last 8 bytes end where the text does; the bytes already in `first` shift out.
      let last = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
      let second = count == 8 ? 0 : last &>> UInt64(8 &* (16 &- count))
      return (first, second)
    }
    return (PartialWord.load(raw, count: count), 0)
  }
}
