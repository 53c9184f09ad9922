/// Reading the short decimal numbers of a library (track IDs, times, years) a word at a time.
///
/// Most integers Apple writes have 1 to 7 digits: the digits at the start of one loaded word
/// are found and added up at once, in about twenty instructions where a loop spends a dozen
/// per digit. Anything else (8 digits or more, a byte above ASCII in the word) is left to the
/// callers' byte-by-byte loops, so the results are the same.
extension PlistLexer {
  /// The decimal digits that start `word` (the first in its lowest byte): how many, 1 to 7,
  /// and their value; `nil` when there is no digit first, all 8 bytes are digits, or a byte is
  /// above ASCII.
  @inline(__always)
  static func leadingDigits(_ word: UInt64) -> (count: Int, value: Int64)? {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // Below 0x80, adding to a byte never carries into the next: each sum's top bit is a test.
    guard word & high == 0 else { return nil }
    let isDigit = (word &+ ones &* (0x80 - 0x30)) & ~(word &+ ones &* (0x80 - 0x3A)) & high
    let others = ~isDigit & high
    let count = others.trailingZeroBitCount &>> 3
    guard count > 0, count < 8 else { return nil }
    // The digits' values in the top bytes, the first highest but one byte per digit, zeros
    // (leading zeros of the number) below: then pairs, fours and eights are added up.
    var digits = (word & 0x0F0F_0F0F_0F0F_0F0F) &<< UInt64(8 &* (8 &- count))
    digits = (digits &* 10 &+ (digits &>> 8)) & 0x00FF_00FF_00FF_00FF
    digits = (digits &* 100 &+ (digits &>> 16)) & 0x0000_FFFF_0000_FFFF
    digits = (digits &* 10_000 &+ (digits &>> 32)) & 0xFFFF_FFFF
    return (count, Int64(digits))
  }
}
