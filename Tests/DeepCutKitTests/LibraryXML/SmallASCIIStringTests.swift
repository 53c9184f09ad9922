import Testing

@testable import DeepCutKit

/// Strings made in place (`SmallASCIIString`) are the strings `String(decoding:as:)` makes,
/// and `makeString`, which uses them, still accepts exactly valid UTF-8.
@Suite struct SmallASCIIStringTests {
  /// Bytes at the end of a buffer of their own size, so a load past them would be caught by
  /// the address sanitizer (and reads nothing that could make a test pass by chance).
  static func made(_ bytes: [UInt8]) -> String? {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    defer { buffer.deallocate() }
    _ = buffer.initialize(from: bytes)
    return SmallASCIIString.make(UnsafeBufferPointer(buffer))
  }

  @Test func theLayoutCheckPassesOnThisPlatform() {
    // Otherwise the fast path would silently never run.
    #expect(SmallASCIIString.isAvailable)
  }

  /// Every length up to 15, random ASCII (control bytes and NUL included): the same string,
  /// bytes, count, hash and ordering as the standard library's, and it behaves as one.
  @Test func madeStringsAreTheStandardOnes() {
    var random = SeededRandom(seed: "small ascii strings")
    for count in 0...SmallASCIIString.capacity {
      for round in 0..<200 {
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.below(128)) }
        let standard = String(decoding: bytes, as: UTF8.self)
        guard let made = Self.made(bytes) else {
          Issue.record("\(bytes) not made")
          continue
        }
        #expect(made == standard)
        #expect(Array(made.utf8) == bytes)
        #expect(made.utf8.count == count && made.count == standard.count)
        #expect(made.hashValue == standard.hashValue)
        #expect(made.utf8.withContiguousStorageIfAvailable { Array($0) } == bytes)
        if round == 0 {
          var grown = made
          grown += "é and more than fifteen bytes"
          #expect(grown == standard + "é and more than fifteen bytes")
          #expect(made < standard + "!" && !(made < standard))
        }
      }
    }
  }

  /// More than 15 bytes, or a byte above ASCII anywhere: declined.
  @Test func declinesLongOrNonASCIIBytes() {
    #expect(Self.made(Array("sixteen bytes ok".utf8)) == nil)
    for count in 1...SmallASCIIString.capacity {
      for index in 0..<count {
        for high in [0x80, 0xC3, 0xFF] as [UInt8] {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
          bytes[index] = high
          #expect(Self.made(bytes) == nil, "\(bytes)")
        }
      }
    }
  }

  /// `makeString` on random bytes of every length up to 40 (ASCII, UTF-8, broken UTF-8)
  /// gives what `String(validating:)` gives.
  @Test func makeStringAgreesWithValidation() {
    var random = SeededRandom(seed: "make string")
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array(" ".utf8), Array("é".utf8), Array("ゆ".utf8), Array("🎵".utf8),
      [0x00], [0x7F], [0x80], [0xC3], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ]
    for _ in 0..<3_000 {
      var bytes: [UInt8] = []
      let plain = random.chance(percent: 50)
      let length = random.int(in: 0...40)
      while bytes.count < length {
        bytes += plain ? [UInt8(truncatingIfNeeded: random.below(128))] : random.pick(pieces)
      }
      let made = bytes.withUnsafeBufferPointer(makeString)
      #expect(made == String(validating: bytes, as: UTF8.self), "\(bytes)")
    }
  }
}
