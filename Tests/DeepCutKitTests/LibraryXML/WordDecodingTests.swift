import Foundation
import Testing

@testable import DeepCutKit

/// The word-at-a-time decoders give what their byte-by-byte definitions give.
@Suite struct WordDecodingTests {
  /// The 8 bytes of `word` as hexadecimal digits, one by one; `nil` when one is not a digit.
  static func hexByBytes(_ word: UInt64) -> UInt64? {
    var value: UInt64 = 0
    for index in 0..<8 {
      let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16), byte < 0x80 else {
        return nil
      }
      value = value << 4 | UInt64(digit)
    }
    return value
  }

  @Test func hexWordsDecodeAsDigitByDigit() {
    let digits = Array("0123456789abcdefABCDEF".utf8)
    var random = SeededRandom(seed: 15)
    // Every byte value at every place among digits, so each class boundary is crossed.
    for place in 0..<8 {
      for byte in 0...255 {
        var word = PlistLexer.Tag.pack("9aF04bC1")
        word &= ~(0xFF << (8 * UInt64(place)))
        word |= UInt64(byte) << (8 * UInt64(place))
        #expect(PlistLexer.hexWord(word) == Self.hexByBytes(word), "\(byte) at \(place)")
      }
    }
    for _ in 0..<2_000 {
      let word = (0..<8).reduce(UInt64(0)) {
        $0 | UInt64(digits[Int(random.next() % UInt64(digits.count))]) << (8 * UInt64($1))
      }
      #expect(PlistLexer.hexWord(word) == Self.hexByBytes(word))
      let noise = random.next()
      #expect(PlistLexer.hexWord(noise) == Self.hexByBytes(noise))
    }
  }

  /// The digits at the start of `word`, one by one: how many and their value, as
  /// `leadingDigits` answers (`nil` for none, all 8, or a byte above ASCII anywhere).
  static func digitsByBytes(_ word: UInt64) -> (count: Int, value: Int64)? {
    let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    let digits = bytes.prefix { (0x30...0x39).contains($0) }
    guard !digits.isEmpty, digits.count < 8 else { return nil }
    return (digits.count, Int64(String(decoding: digits, as: UTF8.self))!)
  }

  @Test func leadingDigitsAreReadAsDigitByDigit() {
    var random = SeededRandom(seed: "leading digits")
    // Every byte value at every place among digits, so each class boundary is crossed.
    for place in 0..<8 {
      for byte in 0...255 {
        var word = PlistLexer.Tag.pack("90817263")
        word &= ~(0xFF << (8 * UInt64(place)))
        word |= UInt64(byte) << (8 * UInt64(place))
        let expected = Self.digitsByBytes(word)
        let found = PlistLexer.leadingDigits(word)
        #expect(found?.count == expected?.count && found?.value == expected?.value, "\(word)")
      }
    }
    let bytes = Array("0123456789<</9 a".utf8) + [0x00, 0x80, 0xFF]
    for _ in 0..<5_000 {
      let word = (0..<8).reduce(UInt64(0)) { $0 | UInt64(random.pick(bytes)) << (8 * UInt64($1)) }
      let expected = Self.digitsByBytes(word)
      let found = PlistLexer.leadingDigits(word)
      #expect(found?.count == expected?.count && found?.value == expected?.value, "\(word)")
    }
  }

  /// `makeString` accepts and rejects exactly what `String(validating:)` does.
  @Test(
    arguments: [
      Array("Sigur Rós".utf8), Array("ゆいかおり".utf8), Array("🎵 and more".utf8),
      [0xEF, 0xBF, 0xBD], [0x41, 0xFF, 0x42], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE3, 0x82],
      [0xF0, 0x90, 0x80, 0x41], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xC3],
      Array("a long enough name, then é".utf8) + [0xC3],
      Array("Beyoncé ".utf8) + [0xF0, 0x90, 0x80] + Array("x".utf8),
    ] as [[UInt8]])
  func stringsAreMadeOnlyOfValidUTF8(bytes: [UInt8]) {
    let made = bytes.withUnsafeBufferPointer(makeString)
    #expect(made == String(validating: bytes, as: UTF8.self))
  }
}
