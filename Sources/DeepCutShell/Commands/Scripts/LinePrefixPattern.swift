/// A `matches` pattern that only says how some line begins, matched by bytes in plain ASCII.
///
/// `expect output matches ^4[0-9] artists` ran Swift's `Regex` over the whole output of the
/// command before it, trying `^` at every character (a listing of 724 tracks: some three
/// million instructions a check, when no line matched). A pattern that is `^` and then only
/// literal ASCII characters and bracketed classes of them (`[0-9]`, `[a-fK]`) can match only
/// at a line start, one character per step: comparing a few bytes after each line end, as
/// long as the bytes compared are ASCII. Anything else (a quantifier, a group, an
/// alternation, `.`, escapes other than punctuation, other text) is left to `Regex`;
/// `LinePrefixPatternTests` holds both ways to the same answers.
struct LinePrefixPattern {
  /// The bytes each step accepts, as a bit per ASCII byte (`low` for 0–63, `high` for 64–127).
  private struct Step {
    var low: UInt64 = 0
    var high: UInt64 = 0

    mutating func insert(_ byte: UInt8) {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
    }
  }

  private let steps: [Step]

  /// The pattern's steps, or `nil` when it is not `^` followed by literals and classes only.
  init?(_ pattern: String) {
    var bytes = Array(pattern.utf8)[...]
    guard bytes.popFirst() == UInt8(ascii: "^") else { return nil }
    var steps: [Step] = []
    while let byte = bytes.popFirst() {
      var step = Step()
      switch byte {
      case UInt8(ascii: "\\"):
        guard let escaped = bytes.popFirst(), Self.escapable.utf8.contains(escaped) else {
          return nil
        }
        step.insert(escaped)
      case UInt8(ascii: "["):
        guard let end = bytes.firstIndex(of: UInt8(ascii: "]")),
          let members = Self.classMembers(bytes[..<end])
        else { return nil }
        step = members
        bytes = bytes[(end + 1)...]
      case 0x20...0x7E where !Self.special.utf8.contains(byte):
        step.insert(byte)
      default:
        return nil
      }
      steps.append(step)
    }
    self.steps = steps
  }

  /// Whether some line of `text` begins with the pattern's steps, or `nil` when only `Regex`
  /// can tell (a non-ASCII character where a step would be compared, which a `Character`
  /// comparison might find equal: the Kelvin sign is a `K`, `e` and an accent one character).
  func matches(_ text: String) -> Bool? {
    if steps.isEmpty { return true }
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var unsure = false
      var start = 0
      while true {
        switch begins(bytes, at: start) {
        case true?: return true
        case nil: unsure = true
        case false?: break
        }
        guard let next = Self.lineStart(in: bytes, after: start) else {
          return unsure ? nil : false
        }
        start = next
      }
    }
    return answer ?? nil
  }

  /// Whether the line at `start` begins with the steps, each one ASCII character; `nil` when
  /// a byte compared, or the one after the last, is not ASCII.
  private func begins(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool? {
    var index = start
    for step in steps {
      guard index < bytes.count else { return false }
      let byte = bytes[index]
      if byte >= 0x80 { return nil }
      if !step.contains(byte) { return false }
      index += 1
    }
    // Printable ASCII followed by ASCII is a whole character (only `\r\n` joins two).
    return index < bytes.count && bytes[index] >= 0x80 ? nil : true
  }

  /// Where the next line starts after `start`: past the next line feed, vertical tab, form
  /// feed, carriage return, U+0085, U+2028 or U+2029 (the `Character`s `^` matches after; a
  /// character never joins them); `nil` when there is none.
  private static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if (0x0A...0x0D).contains(byte) { return index + 1 }
      if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return index + 2 }
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        return index + 3
      }
      index += 1
    }
    return nil
  }

  /// The members of a class's inside (`0-9`, `a-fK`): letters and digits, and ranges of two
  /// of the same kind; `nil` for anything else (negation, escapes, set operations, empty).
  private static func classMembers(_ inside: ArraySlice<UInt8>) -> Step? {
    var step = Step()
    var rest = inside
    guard !rest.isEmpty else { return nil }
    while let first = rest.popFirst() {
      guard let kind = kind(of: first) else { return nil }
      guard rest.first == UInt8(ascii: "-") else {
        step.insert(first)
        continue
      }
      rest.removeFirst()
      guard let last = rest.popFirst(), Self.kind(of: last) == kind, first <= last else {
        return nil
      }
      for byte in first...last { step.insert(byte) }
    }
    return step
  }

  /// 0 for a digit, 1 for an uppercase letter, 2 for a lowercase one.
  private static func kind(of byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): 0
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): 1
    case UInt8(ascii: "a")...UInt8(ascii: "z"): 2
    default: nil
    }
  }

  /// Characters with a meaning of their own in a pattern (`#` and white space only in
  /// extended mode, which needs a group to turn on; left to `Regex` all the same).
  private static let special = "\\^$.|?*+()[]{}#"

  /// Punctuation that a backslash makes literal.
  private static let escapable = "\\^$.|?*+()[]{}/-"
}
