/// Keeps one `String` per distinct name, named by a small integer (a symbol).
///
/// Artist and album names repeat on every track of an album; interning them means the tracks
/// share one string, and the mapper can group tracks by comparing integers instead of strings.
struct StringInterner {
  /// Every distinct string, indexed by symbol.
  private(set) var strings: [String] = []
  private var symbols: [ExactString: Int32] = [:]

  /// The symbol for `string`, adding it when new.
  mutating func intern(_ string: String) -> Int32 {
    if let symbol = symbols[ExactString(string)] { return symbol }
    let symbol = Int32(strings.count)
    strings.append(string)
    symbols[ExactString(string)] = symbol
    return symbol
  }

  /// The string a symbol stands for.
  subscript(symbol: Int32) -> String { strings[Int(symbol)] }
}

/// A string that equals another only when their UTF-8 bytes are the same.
///
/// `String`'s `==` is canonical equivalence: `é` written as one scalar equals `e` and a
/// combining accent. The import and the cache keep each spelling as the file wrote it.
struct ExactString: Hashable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (first: ExactString, second: ExactString) -> Bool {
    let left = first.text.utf8.span
    let right = second.text.utf8.span
    guard left.count == right.count else { return false }
    for index in left.indices where left[index] != right[index] { return false }
    return true
  }

  // Equal bytes are canonically equivalent, so they hash alike under `String`'s hash.
  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }
}
