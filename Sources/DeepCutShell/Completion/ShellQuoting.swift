/// Writes names so that this shell's tokenizer reads them back as one argument.
public enum ShellQuoting {
  /// `name` as one argument: bare when safe, otherwise in double quotes (or single quotes when
  /// the user already opened one and the name has none).
  public static func quote(_ name: String, preferring open: Character? = nil) -> String {
    if open == nil, isBare(name) { return name }
    return quoted(name, open: open) + String(quoteCharacter(for: name, open: open))
  }

  /// The start of a quoted argument, left open so the user can keep typing it.
  public static func openQuote(_ prefix: String, preferring open: Character? = nil) -> String {
    if open == nil, isBare(prefix) { return prefix }
    return quoted(prefix, open: open)
  }

  /// The longest common prefix of `names`, by characters.
  public static func commonPrefix(_ names: [String]) -> String {
    if let plain = plainCommonPrefix(names) { return plain }
    guard var prefix = names.first.map(Array.init) else { return "" }
    for name in names.dropFirst() {
      let characters = Array(name)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix.removeLast(prefix.count - length)
    }
    return String(prefix)
  }

  /// The longest common prefix of `names` when all are plain ASCII (`PlainASCII`: there a
  /// byte is a `Character`), found by bytes in place; `nil` otherwise.
  private static func plainCommonPrefix(_ names: [String]) -> String? {
    guard let first = names.first else { return nil }
    let prefix = first.utf8.withContiguousStorageIfAvailable { prefix -> String? in
      guard PlainASCII.contains(prefix) else { return nil }
      var length = prefix.count
      for name in names.dropFirst() {
        let shared = name.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
          guard PlainASCII.contains(bytes) else { return nil }
          var shared = 0
          while shared < min(length, bytes.count), prefix[shared] == bytes[shared] { shared += 1 }
          return shared
        }
        guard let shared, let shared else { return nil }
        length = shared
      }
      return String(decoding: UnsafeBufferPointer(rebasing: prefix[..<length]), as: UTF8.self)
    }
    return prefix ?? nil
  }

  /// Whether `name` reads back unchanged without quotes.
  static func isBare(_ name: String) -> Bool {
    let plain = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      PlainASCII.contains(bytes) ? isBare(plain: bytes) : nil
    }
    if let plain, let plain { return plain }
    guard let first = name.first, first != "#", !name.hasPrefix("--") else { return false }
    return !name.contains { character in
      character == " " || character == "\t" || character == "\"" || character == "'"
        || character == "\\" || character == ";"
    }
  }

  /// `isBare` of plain ASCII bytes (`PlainASCII`), where each byte is a `Character`.
  private static func isBare(plain bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, first != UInt8(ascii: "#"),
      !(bytes.count >= 2 && first == UInt8(ascii: "-") && bytes[1] == UInt8(ascii: "-"))
    else { return false }
    let (low, high) = marks
    return !bytes.contains { byte in ((byte < 64 ? low : high) >> (byte & 63)) & 1 != 0 }
  }

  /// The bytes that keep a plain name from being bare (space, tab, quotes, backslash and
  /// semicolon) as bits, the low word for bytes below 64: one test a byte instead of six.
  private static let marks: (low: UInt64, high: UInt64) = {
    var bits: (low: UInt64, high: UInt64) = (0, 0)
    for byte in " \t\"'\\;".utf8 {
      if byte < 64 { bits.low |= 1 << byte } else { bits.high |= 1 << (byte - 64) }
    }
    return bits
  }()

  private static func quoteCharacter(for name: String, open: Character?) -> Character {
    open == "'" && !name.contains("'") ? "'" : "\""
  }

  private static func quoted(_ name: String, open: Character?) -> String {
    let quote = quoteCharacter(for: name, open: open)
    if quote == "'" { return "'" + name }
    var text = "\""
    for character in name {
      if character == "\"" || character == "\\" {
        text.append("\\")
      }
      text.append(character)
    }
    return text
  }
}
