/// A fast 64-bit hash of bytes, eight at a time, the same on every run and machine.
///
/// For interning names and checksumming caches: it catches accidents (a truncated or flipped
/// byte changes it), not adversaries.
enum ByteHash {
  static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ seed ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return hash }
    var index = 0
    while index + 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      hash = (hash ^ UInt64(littleEndian: word)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count {
      tail |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }
}
