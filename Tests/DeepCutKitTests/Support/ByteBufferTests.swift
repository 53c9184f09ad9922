import DeepCutKit
import Foundation
import Testing

/// `ByteBuffer` keeps what was appended, in order, across growth from the smallest capacity,
/// and gives it back as an array and as `Data`.
@Suite struct ByteBufferTests {
  @Test func keepsEveryAppendInOrderAcrossGrowth() {
    var random = SeededRandom(seed: 12)
    var buffer = ByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for step in 0..<2_000 {
      switch random.below(5) {
      case 0:
        let byte = UInt8(truncatingIfNeeded: step)
        buffer.append(byte)
        expected.append(byte)
      case 1:
        let piece = (0..<random.below(40)).map { UInt8(truncatingIfNeeded: $0 &+ step) }
        buffer.append(piece)
        expected += piece
      case 2:
        buffer.append("\\u00")
        expected += Array("\\u00".utf8)
      case 3:
        let repeats = random.below(30)
        buffer.append(UInt8(ascii: "0"), count: repeats)
        expected += repeatElement(UInt8(ascii: "0"), count: repeats)
      default:
        guard !expected.isEmpty else { continue }
        let position = random.below(expected.count)
        buffer[position] &+= 1
        expected[position] &+= 1
      }
      #expect(buffer.count == expected.count)
    }
    #expect(buffer.array == expected)
    #expect(buffer.data == Data(expected))
  }

  @Test func reservingKeepsTheBytes() {
    var buffer = ByteBuffer()
    buffer.append("abc")
    buffer.reserveCapacity(10_000)
    buffer.reserveCapacity(1)
    buffer.append([])
    #expect(buffer.array == Array("abc".utf8))
    #expect(ByteBuffer().array.isEmpty)
  }
}
