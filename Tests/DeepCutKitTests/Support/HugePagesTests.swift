import Testing

@testable import DeepCutKit

/// Advising huge pages changes how memory is mapped, never what it holds.
@Suite struct HugePagesTests {
  /// Buffers smaller than a huge page, unaligned ones and ones spanning several: every byte
  /// written after the advice reads back, and the bytes around the buffer are left alone.
  @Test(arguments: [0, 1, 4_095, HugePages.size - 1, HugePages.size + 12_345, 3 * HugePages.size])
  func keepsWhatIsWritten(byteCount: Int) {
    let padding = 64
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: byteCount + 2 * padding, alignment: 16)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0xA5)
    let start = buffer.baseAddress! + padding
    HugePages.advise(start, byteCount: byteCount)
    for offset in 0..<byteCount {
      start.storeBytes(
        of: UInt8(truncatingIfNeeded: offset &* 31), toByteOffset: offset, as: UInt8.self)
    }
    let inside = (0..<byteCount).allSatisfy {
      start.load(fromByteOffset: $0, as: UInt8.self) == UInt8(truncatingIfNeeded: $0 &* 31)
    }
    #expect(inside)
    #expect(buffer[..<padding].allSatisfy { $0 == 0xA5 })
    #expect(buffer[(padding + byteCount)...].allSatisfy { $0 == 0xA5 })
  }
}
