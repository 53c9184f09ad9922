/// Appends the cache's primitive values to a byte array: little-endian words and LEB128 varints.
///
/// A cache takes 600,000 varints; appending them byte by byte to an array checked its
/// uniqueness and capacity for every byte (66 instructions a varint). The bytes go to a buffer
/// kept with room to spare instead, each value written at once through one pointer.
struct BinaryWriter {
  /// The bytes written, then spare room.
  private var storage: [UInt8] = []
  /// How many bytes of `storage` are written.
  private(set) var count = 0

  /// The bytes written.
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// The bytes written, handed over without a copy; the writer is left empty.
  mutating func takeBytes() -> [UInt8] {
    storage.removeLast(storage.count - count)
    count = 0
    defer { storage = [] }
    return storage
  }

  /// Calls `body` with the bytes written from `offset` on, in place.
  func withBytes<Result>(from offset: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[offset..<count])) }
  }

  /// Overwrites the word written at `offset` (a length or checksum known only later).
  mutating func replaceWord(at offset: Int, with value: UInt64) {
    precondition(offset + 8 <= count, "a word already written")
    storage.withUnsafeMutableBytes {
      $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
    }
  }

  /// Makes room for `count` bytes in all.
  ///
  /// The room is not zeroed: every byte of it is written before it is read (`count` says how
  /// far), and zeroing it touched every page of a generous guess (`CachePayloadWriter`
  /// reserves for the whole payload at once) before any was needed.
  mutating func reserve(_ count: Int) {
    guard storage.count < count else { return }
    let written = self.count
    storage = storage.withUnsafeBufferPointer { old in
      [UInt8](unsafeUninitializedCapacity: count) { room, initialized in
        if let source = old.baseAddress {
          room.baseAddress!.initialize(from: source, count: written)
        }
        // `UInt8` is trivial: the bytes past `written` are only ever overwritten.
        initialized = count
      }
    }
  }

  /// Writes `size` bytes (at most `size` when `write` says how many it wrote) at the end.
  @inline(__always)
  private mutating func append(
    atMost size: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if storage.count - count < size { reserve(max(2 * storage.count, count + size, 256)) }
    let end = count
    let written = storage.withUnsafeMutableBufferPointer { write($0.baseAddress! + end) }
    count = end + written
  }

  mutating func byte(_ value: UInt8) {
    append(atMost: 1) { out in
      out.pointee = value
      return 1
    }
  }

  mutating func word(_ value: UInt64) {
    append(atMost: 8) { out in
      UnsafeMutableRawPointer(out).storeBytes(of: value.littleEndian, as: UInt64.self)
      return 8
    }
  }

  @inline(__always)
  mutating func varint(_ value: UInt64) {
    writing(atMost: BinaryCursor.varintSize) { $0.varint(value) }
  }

  /// A signed integer, zigzag-encoded so small negative numbers stay small.
  mutating func int(_ value: Int) {
    writing(atMost: BinaryCursor.varintSize) { $0.int(value) }
  }

  /// Writes at most `size` bytes through `body`: one check for room and one pointer for
  /// several values (a track's eleven numbers, a string's length and bytes), where writing
  /// each on its own checked the storage's uniqueness and capacity every time.
  @inline(__always)
  mutating func writing(atMost size: Int, _ body: (inout BinaryCursor) -> Void) {
    append(atMost: size) { out in
      var cursor = BinaryCursor(out)
      body(&cursor)
      return cursor.position - out
    }
  }

  mutating func raw(_ data: UnsafeBufferPointer<UInt8>) {
    guard let source = data.baseAddress else { return }
    append(atMost: data.count) { out in
      out.update(from: source, count: data.count)
      return data.count
    }
  }

  mutating func raw(_ data: [UInt8]) {
    data.withUnsafeBufferPointer { raw($0) }
  }

  /// Appends what `other` wrote.
  mutating func raw(_ other: BinaryWriter) {
    other.storage.withUnsafeBufferPointer { raw(UnsafeBufferPointer(rebasing: $0[..<other.count])) }
  }
}

/// Writes values into room a `BinaryWriter` made for them (`writing(atMost:_:)`).
struct BinaryCursor {
  /// The most bytes a varint takes.
  static let varintSize = 10

  /// Where the next byte goes.
  private(set) var position: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) {
    position = start
  }

  /// An unsigned integer, seven bits a byte, least significant first (LEB128).
  @inline(__always)
  mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      position.pointee = UInt8(truncatingIfNeeded: rest) | 0x80
      position += 1
      rest >>= 7
    }
    position.pointee = UInt8(rest)
    position += 1
  }

  /// A signed integer, zigzag-encoded so small negative numbers stay small.
  @inline(__always)
  mutating func int(_ value: Int) {
    let wide = Int64(value)
    varint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  /// The bytes as they are.
  @inline(__always)
  mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    position.update(from: source, count: bytes.count)
    position += bytes.count
  }
}

/// Reads what `BinaryWriter` wrote, checking every length against the bytes there are.
///
/// Every read throws `LibraryCacheError.truncated` rather than reading past the end, so a cut-off
/// or garbled cache is rejected instead of trusted.
struct BinaryReader {
  private let bytes: UnsafeRawBufferPointer
  private(set) var position = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
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
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  @inline(__always)
  mutating func varint() throws(LibraryCacheError) -> UInt64 {
    // Most numbers fit one byte (counts, track numbers), two (durations, string indices) or
    // three (the string indices of a large library: 150,000 of them at a warm start).
    if position + 2 < bytes.count {
      let first = bytes[position]
      if first < 0x80 {
        position += 1
        return UInt64(first)
      }
      let second = bytes[position + 1]
      if second < 0x80 && second != 0 {
        position += 2
        return UInt64(first & 0x7F) | UInt64(second) << 7
      }
      let third = bytes[position + 2]
      if second >= 0x80 && third < 0x80 && third != 0 {
        position += 3
        return UInt64(first & 0x7F) | UInt64(second & 0x7F) << 7 | UInt64(third) << 14
      }
    }
    return try longVarint()
  }

  private mutating func longVarint() throws(LibraryCacheError) -> UInt64 {
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

  @inline(__always)
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

  /// The next `count` bytes.
  mutating func raw(_ count: Int) throws(LibraryCacheError) -> UnsafeRawBufferPointer {
    guard count >= 0, bytes.count - position >= count else { throw .truncated }
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
  }
}
