#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The part of a source the lexer is looking at: a buffer refilled one chunk at a time.
///
/// Bytes before `position` are consumed. `refill()` drops them, moves the rest to the front and
/// reads the next chunk after it; when a single token needs more than the buffer holds, the
/// buffer doubles, up to `maximumLength` (64 MiB, far beyond any real value and within the
/// 150 MB budget), so a very long string is read whole and a runaway one is reported. Indices
/// are into the buffer; `offset(of:)` turns one into a position in the source.
struct ByteWindow: ~Copyable {
  static let maximumLength = 64 << 20

  private let reader: ChunkReader
  private(set) var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The first byte not consumed yet.
  var position = 0
  /// The end of the bytes read so far.
  private(set) var limit = 0
  /// How many bytes were dropped from the front of the buffer.
  private var discarded: Int64 = 0
  private var exhausted = false

  /// A window over `reader`, `chunkSize` bytes at a time; `start` is the source offset of the
  /// reader's first byte.
  init(reader: ChunkReader, chunkSize: Int, start: Int64 = 0) {
    self.reader = reader
    self.discarded = start
    // A small source needs no more than its own size (plus one byte to see the end).
    self.capacity = max(8, min(chunkSize, (reader.expectedSize ?? chunkSize) + 1))
    self.buffer = Self.allocate(capacity)
  }

  deinit { buffer.deallocate() }

  /// A buffer of `capacity` bytes and 8 more, zeroed, so `word(at:)` may load 8 bytes at any
  /// index below `capacity`.
  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 8)
    memset(buffer, 0, capacity + 8)
    return buffer
  }

  /// How many bytes the source holds, when known.
  var expectedSize: Int? { reader.expectedSize }

  /// The source offset of the byte at `index`.
  func offset(of index: Int) -> Int64 { discarded + Int64(index) }

  /// Moves unconsumed bytes to the front and reads more after them; false at the end.
  mutating func refill() throws(PlistReadError) -> Bool {
    guard !exhausted else { return false }
    if position > 0 {
      let kept = limit - position
      if kept > 0 { memmove(buffer, buffer + position, kept) }
      discarded += Int64(position)
      limit = kept
      position = 0
    }
    if limit == capacity {
      guard capacity < Self.maximumLength else {
        throw PlistReadError(offset: discarded, message: "an element longer than 64 MiB")
      }
      let grown = Self.allocate(capacity * 2)
      grown.update(from: buffer, count: limit)
      buffer.deallocate()
      buffer = grown
      capacity *= 2
    }
    let count = try reader.read(
      into: UnsafeMutableRawBufferPointer(start: buffer + limit, count: capacity - limit))
    guard count > 0 else {
      exhausted = true
      return false
    }
    limit += count
    return true
  }

  /// The index of the first `byte` at or after `start` in the window, if it is there yet.
  func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < limit, let found = memchr(buffer + start, Int32(byte), limit - start) else {
      return nil
    }
    return UnsafeRawPointer(buffer).distance(to: found)
  }

  /// The index where `terminator` first starts at or after `start`, if it is there yet.
  func find(_ terminator: StaticString, from start: Int) -> Int? {
    let count = terminator.utf8CodeUnitCount
    var from = start
    while let index = find(terminator.utf8Start[0], from: from) {
      guard index + count <= limit else { return nil }
      if memcmp(buffer + index, terminator.utf8Start, count) == 0 { return index }
      from = index + 1
    }
    return nil
  }

  /// Whether the bytes at `index` start with `literal`; `nil` when too few bytes are here to say.
  func startsWith(_ literal: StaticString, at index: Int) -> Bool? {
    let available = min(limit - index, literal.utf8CodeUnitCount)
    guard memcmp(buffer + index, literal.utf8Start, available) == 0 else { return false }
    return available == literal.utf8CodeUnitCount ? true : nil
  }

  /// The 8 bytes at `index` as an integer, the first byte lowest.
  @inline(__always)
  func word(at index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(buffer + index).loadUnaligned(as: UInt64.self))
  }

  /// Keeps the low `count` bytes of a word (`count` below 8).
  @inline(__always)
  static func mask(_ count: Int) -> UInt64 {
    (1 << UInt64(8 * count)) &- 1
  }

  /// A short, printable quote of the bytes at `index`: a whole tag, or a few characters of text.
  ///
  /// `nil` when the window ends before the quote does and more bytes may follow: the caller
  /// refills and asks again, so a message never depends on where a chunk happened to end.
  func excerpt(at index: Int) -> String? {
    var end = index
    while end < index + 32 {
      guard end < limit else {
        if exhausted { break }
        return nil
      }
      let byte = buffer[end]
      if byte == UInt8(ascii: "\n") { break }
      end += 1
      if byte == UInt8(ascii: ">") { break }
    }
    let text = String(
      decoding: UnsafeBufferPointer(start: buffer + index, count: end - index), as: UTF8.self)
    let printable = PrintableText.of(text)
    return printable.hasPrefix("<") ? printable : "'\(printable)'"
  }
}
