#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds where a track entry of `Tracks` seems to start, to split an import there.
///
/// Apple writes each entry as `<key>1234</key>` and the track's `<dict>`; the first such pair
/// at or after an offset is a candidate. It is only a guess from a few bytes (the same pair may
/// sit inside some other value): the reader of the first part confirms it by meeting a track's
/// key exactly there, and the import falls back to one pass when it does not.
enum TrackBoundary {
  /// How far past the offset to look: a track takes about 1.5 KB, so a candidate is near.
  static let searchLength = 256 << 10

  /// The offset of the first candidate's `<key>` at or after `start`, if one is close.
  static func first(in source: ByteSource, from start: Int64) -> Int64? {
    guard let reader = try? source.makeReader(from: start) else { return nil }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: searchLength, alignment: 1)
    defer { chunk.deallocate() }
    var count = 0
    while count < searchLength,
      let read = try? reader.read(into: UnsafeMutableRawBufferPointer(rebasing: chunk[count...])),
      read > 0
    {
      count += read
    }
    let bytes = UnsafeRawBufferPointer(rebasing: chunk[..<count])
    return index(in: bytes).map { start + Int64($0) }
  }

  /// The index of the first `<key>DIGITS</key>` followed by whitespace and `<dict>` in `bytes`.
  static func index(in bytes: UnsafeRawBufferPointer) -> Int? {
    var index = 0
    while let found = nextTag(in: bytes, from: index) {
      if let end = trackKeyEnd(in: bytes, at: found), startsDict(in: bytes, at: end) {
        return found
      }
      index = found + 1
    }
    return nil
  }

  private static func nextTag(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "<")), bytes.count - start)
    else { return nil }
    return base.distance(to: found)
  }

  /// The index after `<key>DIGITS</key>` at `index`, if that is what is there.
  private static func trackKeyEnd(in bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
    guard has("<key>", in: bytes, at: index) else { return nil }
    var end = index + 5
    while end < bytes.count && (0x30...0x39).contains(bytes[end]) && end < index + 25 { end += 1 }
    guard end > index + 5, has("</key>", in: bytes, at: end) else { return nil }
    return end + 6
  }

  /// Whether whitespace and then `<dict>` follow `index`.
  private static func startsDict(in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    var index = index
    while index < bytes.count && [0x20, 0x0A, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    return has("<dict>", in: bytes, at: index)
  }

  private static func has(
    _ literal: StaticString, in bytes: UnsafeRawBufferPointer, at index: Int
  ) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count, let base = bytes.baseAddress else { return false }
    return memcmp(base + index, literal.utf8Start, count) == 0
  }
}
