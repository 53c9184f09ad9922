/// Fewer than 8 bytes as one little-endian word, for the readers that work a word at a time.
enum PartialWord {
  /// The `count` (0 to 7) bytes at `raw` in the word's low bytes, zeros above them, loaded in
  /// at most three steps (4, 2 and 1 bytes) and never past the last byte.
  @inline(__always)
  static func load(_ raw: UnsafeRawPointer, count: Int) -> UInt64 {
    var word: UInt64 = 0
    var index = 0
    if count & 4 != 0 {
      word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      index = 4
    }
    if count & 2 != 0 {
      let pair = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))
      word |= UInt64(pair) &<< UInt64(8 &* index)
      index &+= 2
    }
    if count & 1 != 0 {
      word |= UInt64(raw.load(fromByteOffset: index, as: UInt8.self)) &<< UInt64(8 &* index)
    }
    return word
  }
}
