import Foundation

/// Numbers texts by their UTF-8 bytes: the same bytes, the same number.
///
/// For the offered names, which number every entry's name on a first Tab: a `Dictionary` of
/// `String`s hashes each in its normalized form (several times the cost of its bytes) and
/// takes canonically equivalent texts for one, where the offered names keep each spelling.
struct ByteInterner {
  /// The texts numbered, by number.
  private(set) var texts: [String] = []
  /// Open addressing: number + 1 of the text in each slot, 0 for none.
  private var slots: [Int32]
  private var hashes: [UInt64] = []

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
  }

  /// `text`'s number, numbering it next when new.
  mutating func number(_ text: String) -> Int32 {
    let original = text
    var text = text
    return text.withUTF8 { bytes in
      let hash = Self.hash(bytes)
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let number = Int(slots[slot] - 1)
        if hashes[number] == hash, Self.same(texts[number], bytes) { return Int32(number) }
        slot = (slot + 1) & mask
      }
      let number = Int32(texts.count)
      texts.append(original)
      hashes.append(hash)
      slots[slot] = number + 1
      if texts.count * 2 > slots.count { grow() }
      return number
    }
  }

  /// Whether `text`'s UTF-8 bytes are `bytes`.
  static func same(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.utf8.count == bytes.count else { return false }
    let same = text.utf8.withContiguousStorageIfAvailable { stored in
      bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
    return same ?? text.utf8.elementsEqual(bytes)
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (number, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(number + 1)
    }
  }

  /// The bytes hashed eight at a time (the last few zero-padded, and the count mixed in),
  /// mixed at the end so the low bits (the slot) depend on them all: names are hashed by the
  /// ten thousand on a first Tab, and byte by byte costs several times more.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
    guard let start = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(start)
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
      hash ^= hash >> 32
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
    hash = (hash ^ tail) &* 0x9e37_79b9_7f4a_7c15
    return (hash ^ hash >> 29) &* 0xbf58_476d_1ce4_e5b9
  }
}
