#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the `count` bytes of `first` from `firstStart` are those of `second` from
/// `secondStart` (both ranges inside their arrays: checked).
///
/// The lexer checks every tag's name and the reader every key's this way: names of a few
/// bytes, compared in a loop whose bounds are checked once, up front. Slices compared element
/// by element through their iterators took several times the instructions (a third of the
/// lexer's), and `memcmp` costs more than these few bytes as a call.
@inline(__always)
func bytesEqual(
  _ first: [UInt8], _ firstStart: Int, _ second: [UInt8], _ secondStart: Int, count: Int
) -> Bool {
  // Differences of non-negative integers cannot overflow: no overflow checks needed.
  precondition(
    count >= 0 && firstStart >= 0 && secondStart >= 0 && count <= first.count &- firstStart
      && count <= second.count &- secondStart)
  return first.withUnsafeBytes { firstBytes in
    second.withUnsafeBytes { secondBytes in
      for offset in 0..<count
      where firstBytes[firstStart &+ offset] != secondBytes[secondStart &+ offset] {
        return false
      }
      return true
    }
  }
}

/// The part of a source the lexer is looking at: an array refilled one chunk at a time.
///
/// Bytes before `position` are consumed. `refill()` drops them, moves the rest to the front and
/// reads the next chunk after it; when a single token needs more than the array holds, the
/// array doubles, up to `maximumLength` (64 MiB, far beyond any real value), so a very long
/// string is read whole and a runaway one is reported. Indices are into `bytes`;
/// `offset(of:)` turns one into a position in the source.
struct ByteWindow {
  static let maximumLength = 64 << 20

  private let reader: ChunkReader
  /// The window's room; the bytes read are those below `limit`.
  private(set) var bytes: [UInt8]
  /// The first byte not consumed yet.
  var position = 0
  /// The end of the bytes read so far.
  private(set) var limit = 0
  /// How many bytes were dropped from the front of the window.
  private var discarded: Int64 = 0
  private var exhausted = false

  /// A window over `reader`, `chunkSize` bytes at a time.
  init(reader: ChunkReader, chunkSize: Int) {
    self.reader = reader
    // A small source needs no more than its own size (plus one byte to see the end).
    let capacity = max(8, min(chunkSize, (reader.expectedSize ?? chunkSize) + 1))
    bytes = [UInt8](repeating: 0, count: capacity)
  }

  /// How many bytes the source holds, when known.
  var expectedSize: Int? { reader.expectedSize }

  /// The source offset of the byte at `index`.
  func offset(of index: Int) -> Int64 { discarded + Int64(index) }

  /// Moves unconsumed bytes to the front and reads more after them; false at the end.
  mutating func refill() throws(PlistReadError) -> Bool {
    guard !exhausted else { return false }
    if position > 0 {
      // What is kept is the start of one token: a few bytes, rarely more.
      let kept = limit - position
      for index in 0..<kept { bytes[index] = bytes[position + index] }
      discarded += Int64(position)
      limit = kept
      position = 0
    }
    if limit == bytes.count {
      guard bytes.count < Self.maximumLength else {
        throw PlistReadError(offset: discarded, message: "an element longer than 64 MiB")
      }
      bytes.append(contentsOf: repeatElement(0, count: bytes.count))
    }
    let count = try reader.read(into: &bytes, from: limit)
    guard count > 0 else {
      exhausted = true
      return false
    }
    limit += count
    return true
  }

  /// The index of the first `byte` at or after `start` in the window, if it is there yet.
  ///
  /// `memchr`, which reads many bytes at a time: every byte of the file's text passes here.
  /// Inlined, as the lexer's helpers are (a call would copy the window to pass it).
  @inline(__always)
  func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < limit else { return nil }
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress,
        let found = memchr(base + start, Int32(byte), limit - start)
      else { return nil }
      return base.distance(to: found)
    }
  }

  /// The index where `terminator` first starts at or after `start`, if it is there yet.
  func find(_ terminator: [UInt8], from start: Int) -> Int? {
    var from = start
    while let index = find(terminator[0], from: from) {
      guard index + terminator.count <= limit else { return nil }
      if bytes[index..<index + terminator.count].elementsEqual(terminator) { return index }
      from = index + 1
    }
    return nil
  }

  /// Whether the bytes at `index` start with `literal`; `nil` when too few bytes are here to say.
  @inline(__always)
  func startsWith(_ literal: [UInt8], at index: Int) -> Bool? {
    let available = min(limit - index, literal.count)
    guard bytes[index..<index + available].elementsEqual(literal[..<available]) else {
      return false
    }
    return available == literal.count ? true : nil
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
      let byte = bytes[end]
      if byte == UInt8(ascii: "\n") { break }
      end += 1
      if byte == UInt8(ascii: ">") { break }
    }
    let printable = PrintableText.of(String(decoding: bytes[index..<end], as: UTF8.self))
    return printable.hasPrefix("<") ? printable : "'\(printable)'"
  }
}
