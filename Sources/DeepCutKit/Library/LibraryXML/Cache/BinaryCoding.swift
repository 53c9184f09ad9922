/// Appends the cache's primitive values to a byte array: little-endian words and LEB128 varints.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  /// How many bytes are written.
  var count: Int { bytes.count }

  /// Makes room for `count` bytes in all, so the array does not grow as it fills.
  mutating func reserve(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  /// Overwrites the word written at `offset` (a length or checksum known only later).
  mutating func replaceWord(at offset: Int, with value: UInt64) {
    precondition(offset + 8 <= count, "a word already written")
    for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
  }

  mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  mutating func word(_ value: UInt64) {
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
  }

  /// An unsigned integer, seven bits a byte, least significant first (LEB128).
  mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A signed integer, zigzag-encoded so small negative numbers stay small.
  mutating func int(_ value: Int) {
    let wide = Int64(value)
    varint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  /// The bytes as they are.
  mutating func raw(_ data: some Sequence<UInt8>) {
    bytes.append(contentsOf: data)
  }
}

/// Reads what `BinaryWriter` wrote, checking every length against the bytes there are.
///
/// Every read throws `LibraryCacheError.truncated` rather than reading past the end, so a cut-off
/// or garbled cache is rejected instead of trusted.
struct BinaryReader {
  let bytes: [UInt8]
  private(set) var position: Int

  /// A reader of `bytes` from index `start`.
  init(_ bytes: [UInt8], from start: Int = 0) {
    self.bytes = bytes
    self.position = start
  }

  var isAtEnd: Bool { position == bytes.count }

  /// Moves to `offset` (one already read past, to read it again).
  mutating func seek(to offset: Int) {
    precondition((0...bytes.count).contains(offset))
    position = offset
  }

  mutating func byte() throws(LibraryCacheError) -> UInt8 {
    guard position < bytes.count else { throw .truncated }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func word() throws(LibraryCacheError) -> UInt64 {
    guard bytes.count - position >= 8 else { throw .truncated }
    defer { position += 8 }
    return (0..<8).reduce(0) { $0 | UInt64(bytes[position + $1]) << (8 * $1) }
  }

  mutating func varint() throws(LibraryCacheError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var index = position
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      // The tenth byte holds the 64th bit only: more would be dropped, not read.
      guard shift < 63 || byte <= 1 else { throw .corrupt("an overlong number") }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 {
        guard byte != 0 || shift == 0 else { throw .corrupt("an overlong number") }
        position = index
        return value
      }
      shift += 7
    }
    throw .truncated
  }

  /// A flag written as one byte, 0 or 1.
  mutating func bool() throws(LibraryCacheError) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw .corrupt("a flag")
    }
  }

  mutating func int() throws(LibraryCacheError) -> Int {
    let zigzag = try varint()
    return Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
  }

  /// A count of things that follow, each at least `minimumSize` bytes: a count the rest of the
  /// bytes can't hold is corrupt, which also keeps a bad count from reserving huge arrays.
  mutating func count(minimumSize: Int = 1) throws(LibraryCacheError) -> Int {
    let count = try varint()
    guard count <= UInt64((bytes.count - position) / max(1, minimumSize)) else { throw .truncated }
    return Int(count)
  }

  /// The range of the next `count` bytes, read past.
  mutating func raw(_ count: Int) throws(LibraryCacheError) -> Range<Int> {
    guard count >= 0, bytes.count - position >= count else { throw .truncated }
    defer { position += count }
    return position..<(position + count)
  }
}

/// The cache's checksum, and the hash of a Library.xml's ends in its key: a 64-bit hash of
/// bytes, eight at a time, the same on every run and machine.
///
/// It catches accidents (a truncated or flipped byte changes it), not adversaries.
enum CacheChecksum {
  static func of(_ bytes: ArraySlice<UInt8>, seed: UInt64 = 0) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ seed ^ UInt64(bytes.count)
    var index = bytes.startIndex
    while index + 8 <= bytes.endIndex {
      var word: UInt64 = 0
      for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * offset) }
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      index += 8
    }
    var tail: UInt64 = 0
    for offset in 0..<(bytes.endIndex - index) {
      tail |= UInt64(bytes[index + offset]) << (8 * offset)
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }
}
