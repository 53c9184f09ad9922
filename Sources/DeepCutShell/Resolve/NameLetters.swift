/// The letters a plain ASCII name holds, as a set: a lower bound on its edit distance to
/// another name, found in a few instructions.
///
/// A letter of one name that the other does not hold at all can only be substituted or
/// deleted, one edit each (a transposition moves letters, it changes none), so two names are
/// at least as many edits apart as the letters one holds and the other does not. The set has
/// 62 buckets (`byte % 62`): a shared bucket may hide a missing letter, which only weakens the
/// bound. Text that is not plain ASCII (`PlainASCII`, where a byte is a `Character`) gives no
/// bound.
struct NameLetters: Sendable, Equatable {
  private let bits: UInt64
  /// Set for text that is not plain ASCII.
  private static let notPlain: UInt64 = 1 << 63
  private static let buckets: UInt8 = 62

  init(_ text: String) {
    var text = text
    bits = text.withUTF8 { bytes in
      var bits: UInt64 = 0
      for byte in bytes {
        if byte >= 0x80 || byte == 0x0D { return Self.notPlain }
        bits |= 1 << UInt64(byte % Self.buckets)
      }
      return bits
    }
  }

  /// Whether the text is plain ASCII (`PlainASCII`).
  var isPlain: Bool { bits & Self.notPlain == 0 }

  /// At most the edits between the two names (0 when either is not plain ASCII).
  func editsAtLeast(to other: NameLetters) -> Int {
    guard (bits | other.bits) & Self.notPlain == 0 else { return 0 }
    return max((bits & ~other.bits).nonzeroBitCount, (other.bits & ~bits).nonzeroBitCount)
  }
}
