#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps one `String` per distinct byte sequence, named by a small integer (a symbol).
///
/// Artist and album names repeat on every track of an album; interning them means each is
/// validated and allocated once, the tracks share its storage, and the mapper can group tracks
/// by comparing integers instead of strings.
struct StringInterner {
  /// Every distinct string, indexed by symbol.
  private(set) var strings: [String] = []
  /// The bytes of every string, back to back, to compare candidates without touching `String`.
  private var arena: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// Open addressing: symbol + 1 per slot, 0 when empty; at most half full.
  private var slots = [Int32](repeating: 0, count: 1024)

  init() {}

  /// An interner with room for `count` strings of `bytes` bytes in all, so filling it copies
  /// none of its arrays to grow them (the cache writer's holds 70,000 strings).
  init(reservingCapacity count: Int, bytes: Int) {
    strings.reserveCapacity(count)
    hashes.reserveCapacity(count)
    starts.reserveCapacity(count + 1)
    arena.reserveCapacity(bytes)
    var size = slots.count
    while size < count * 2 { size *= 2 }
    slots = [Int32](repeating: 0, count: size)
  }

  /// The symbol for `bytes`, adding them when new; `nil` when they are not valid UTF-8.
  ///
  /// `guess`, a symbol the bytes often stand for (the previous track's album), is checked
  /// first: a name repeated from one track to the next costs one comparison, no hashing.
  ///
  /// Inlined with only that comparison in it, since it settles most calls: the rest is a call.
  @inline(__always)
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, guess: Int32? = nil) -> Int32? {
    if let guess, equals(Int(guess), bytes) { return guess }
    return internHashing(bytes)
  }

  /// `intern(_:guess:)` for bytes that are not the guess.
  @inline(never)
  private mutating func internHashing(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    intern(bytes, hash: Self.hash(bytes), string: makeString)
  }

  /// The symbol for `string`, adding it when new (its bytes are hashed by `hash`, a few times
  /// cheaper than `Hasher` on a `String`: the cache writer interns 300,000 of them).
  mutating func intern(_ string: String) -> Int32 {
    // A `String` is valid UTF-8: the closure always gives one back. A native string lends its
    // bytes without being copied first (`withUTF8` needs a mutable copy, a retain and a release).
    if let symbol = string.utf8.withContiguousStorageIfAvailable({ bytes in
      intern(bytes, hash: Self.hash(bytes)) { _ in string }
    }) {
      return symbol ?? -1
    }
    var utf8 = string
    return utf8.withUTF8 { bytes in
      intern(bytes, hash: Self.hash(bytes)) { _ in string }
    } ?? -1
  }

  /// Calls `body` with the bytes of every string, in symbol order.
  func forEachString(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    arena.withUnsafeBufferPointer { arena in
      for symbol in strings.indices {
        body(UnsafeBufferPointer(rebasing: arena[starts[symbol]..<starts[symbol + 1]]))
      }
    }
  }

  /// The bytes of all the strings together.
  var byteCount: Int { arena.count }

  /// Adds every string of `later` after this interner's own, in `later`'s order (so the result
  /// is what one interner reading both inputs in turn would hold), and returns the symbol each
  /// of `later`'s symbols now has.
  mutating func absorb(_ later: StringInterner) -> [Int32] {
    later.arena.withUnsafeBufferPointer { arena in
      later.strings.indices.map { symbol in
        let bytes = UnsafeBufferPointer(
          rebasing: arena[later.starts[symbol]..<later.starts[symbol + 1]])
        // `later` checked the bytes when it made the string: this cannot fail.
        return intern(bytes, hash: later.hashes[symbol]) { _ in later.strings[symbol] } ?? -1
      }
    }
  }

  private mutating func intern(
    _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64,
    string makeString: (UnsafeBufferPointer<UInt8>) -> String?
  ) -> Int32? {
    let (slot, found) = probe(bytes, hash: hash)
    if let found { return found }
    guard let string = makeString(bytes) else { return nil }
    let symbol = strings.count
    strings.append(string)
    hashes.append(hash)
    arena.append(contentsOf: bytes)
    starts.append(arena.count)
    slots[slot] = Int32(symbol + 1)
    if strings.count * 2 > slots.count { grow() }
    return Int32(symbol)
  }

  /// The slot holding `bytes` and their symbol, or the empty slot where they would go.
  @inline(__always)
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (
    slot: Int, symbol: Int32?
  ) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let symbol = Int(slots[slot] - 1)
      if hashes[symbol] == hash && equals(symbol, bytes) { return (slot, Int32(symbol)) }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// The string a symbol stands for.
  subscript(symbol: Int32) -> String { strings[Int(symbol)] }

  @inline(__always)
  private func equals(_ symbol: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[symbol]
    let count = starts[symbol + 1] &- start
    guard count == bytes.count else { return false }
    // Both sides hold `count` bytes, so neither address is missing unless the count is 0.
    guard count > 0, let other = bytes.baseAddress else { return true }
    return arena.withUnsafeBufferPointer { stored in
      shortBytesEqual(stored.baseAddress! + start, other, count)
    }
  }

  /// A hash of `bytes` for the slots: 8 bytes at a time, the last (or only) partial word
  /// loaded in at most three steps instead of byte by byte, since most names are short.
  ///
  /// Only this interner compares these hashes (`absorb` takes them from another interner),
  /// so they need not match `ByteHash`, which the cache's checksum uses.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    var tail: UInt64
    if count >= 8 {
      var index = 0
      while index + 8 < count {
        hash = (hash ^ word(index)) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        index += 8
      }
      // The last 8 bytes, overlapping the words before when the count is not a multiple of 8.
      tail = word(count - 8)
    } else {
      tail = PartialWord.load(raw, count: count)
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (symbol, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(symbol + 1)
    }
  }
}

/// Whether two byte buffers hold the same bytes.
func equalBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
  guard first.count == second.count else { return false }
  guard let left = first.baseAddress, let right = second.baseAddress else { return true }
  return shortBytesEqual(left, right, first.count)
}

/// Whether `count` bytes at two places are equal: 8 at a time for the short spans of names
/// (the last word overlapping the one before it), cheaper than calling `memcmp`, which is
/// used beyond 32 bytes; a byte loop below 8.
@inline(__always)
func shortBytesEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int)
  -> Bool
{
  guard count >= 8 else {
    for index in 0..<count where left[index] != right[index] { return false }
    return true
  }
  guard count <= 32 else { return memcmp(left, right, count) == 0 }
  func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
  }
  var offset = 0
  while offset &+ 8 < count {
    guard word(left, offset) == word(right, offset) else { return false }
    offset &+= 8
  }
  return word(left, count &- 8) == word(right, count &- 8)
}

extension StringInterner {
  /// The symbol of `bytes` if they were interned; adds nothing (the cache writer asks which of
  /// its strings a table of track strings already holds).
  func symbol(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    probe(bytes, hash: Self.hash(bytes)).symbol
  }
}
