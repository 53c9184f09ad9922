import DeepCutKit
import Testing

@Suite struct ASCIIBytesTests {
  /// The high bit at every position of every length up to three words, so both the
  /// eight-byte loop and the tail see it.
  @Test func aHighByteAnywhereIsFound() {
    for length in 0...24 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(plain.withUnsafeBytes(ASCIIBytes.isASCII))
      for position in 0..<length {
        var bytes = plain
        bytes[position] = 0x80
        #expect(!bytes.withUnsafeBytes(ASCIIBytes.isASCII), "length \(length), byte \(position)")
      }
    }
  }

  @Test func stringsAgreeWithTheirScalars() {
    for text in ["", "Radiohead", "Björk", "Sigur Rós — Ágætis byrjun", "\u{7F}", "12345678é"] {
      #expect(ASCIIBytes.isASCII(text) == text.unicodeScalars.allSatisfy(\.isASCII), "\(text)")
    }
  }
}
