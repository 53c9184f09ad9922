import DeepCutKit
import Testing

@Suite struct ASCIIBytesTests {
  /// The high bit at every position of every length up to three words.
  @Test func aHighByteAnywhereIsFound() {
    for length in 0...24 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(ASCIIBytes.isASCII(plain))
      for position in 0..<length {
        var bytes = plain
        bytes[position] = 0x80
        #expect(!ASCIIBytes.isASCII(bytes), "length \(length), byte \(position)")
      }
    }
  }

  @Test func stringsAgreeWithTheirScalars() {
    for text in ["", "Radiohead", "Björk", "Sigur Rós — Ágætis byrjun", "\u{7F}", "12345678é"] {
      #expect(ASCIIBytes.isASCII(text) == text.unicodeScalars.allSatisfy(\.isASCII), "\(text)")
    }
  }
}
