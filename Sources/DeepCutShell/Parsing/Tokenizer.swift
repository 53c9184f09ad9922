/// Splits a line into statements and words, the way a POSIX shell would (mostly).
///
/// - Words are separated by spaces or tabs; `;` ends a statement; `#` at the start of a word
///   begins a comment that runs to the end of the line.
/// - `'single'` quotes take everything literally; `"double"` quotes honour `\"`, `\\`, `\$`
///   and `` \` `` (any other backslash is itself, as in POSIX); outside quotes `\` escapes the
///   next character.
/// - One departure from POSIX, for music: an apostrophe inside a word (`Don't`, `Guns N'`)
///   is literal, so `play Don't Stop` works unquoted. A quote only opens at a word's start or
///   after a non-letter.
///
/// Pure: no I/O, no state; errors name the column and what would be right. The grammar itself
/// is `LineScanner`'s, which completion reads too.
public enum Tokenizer {
  /// The longest line accepted, in bytes: longer input is almost certainly a pasted file.
  public static let maximumLineBytes = 64 * 1024

  /// Tokenizes raw bytes, rejecting invalid UTF-8 and NUL before anything else.
  public static func statements(in bytes: some Collection<UInt8>) throws(TokenizerError)
    -> [Statement]
  {
    guard bytes.count <= maximumLineBytes else {
      throw .lineTooLong(bytes: bytes.count, limit: maximumLineBytes)
    }
    if let index = bytes.firstIndex(of: 0) {
      throw .nulByte(column: bytes.distance(from: bytes.startIndex, to: index) + 1)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
    return try statements(in: text)
  }

  /// Tokenizes one line of text (a trailing newline is ignored).
  public static func statements(in line: String) throws(TokenizerError) -> [Statement] {
    try LineScanner.statements(trimmed(line)).map { words in
      Statement(words: words.map { Word($0.value, wasQuoted: $0.isQuoted) })
    }
  }

  /// The only word of one line of text, when it reads as one statement of one word.
  ///
  /// `nil` when it reads as none or several, for checking that one quoted word reads back as
  /// itself.
  public static func onlyWord(in line: String) throws(TokenizerError) -> Word? {
    let statements = try statements(in: line)
    guard statements.count == 1, statements[0].words.count == 1 else { return nil }
    return statements[0].words[0]
  }

  /// The line without its trailing newlines, if it is not too long.
  private static func trimmed(_ line: String) throws(TokenizerError) -> Substring {
    guard line.utf8.count <= maximumLineBytes else {
      throw .lineTooLong(bytes: line.utf8.count, limit: maximumLineBytes)
    }
    var text = Substring(line)
    while let last = text.last, ["\n", "\r\n", "\r"].contains(last) { text = text.dropLast() }
    return text
  }
}

/// One command's words, as split from a line.
public struct Statement: Hashable, Sendable {
  public var words: [Word]

  public init(words: [Word]) {
    self.words = words
  }

  /// The words' values.
  public var values: [String] { words.map(\.value) }
}

/// One word after quote removal, and whether any part of it was quoted.
public struct Word: Hashable, Sendable {
  public var value: String
  /// A quoted word is never an option (`"--json"` is text) and never a comment.
  public var wasQuoted: Bool

  public init(_ value: String, wasQuoted: Bool = false) {
    self.value = value
    self.wasQuoted = wasQuoted
  }
}

/// What was wrong with a line, and where.
public enum TokenizerError: Error, Hashable, Sendable, CustomStringConvertible {
  case unterminatedQuote(quote: Character, column: Int)
  case trailingBackslash
  case controlCharacter(code: UInt32, column: Int)
  case nulByte(column: Int)
  case invalidUTF8
  case lineTooLong(bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .unterminatedQuote(let quote, let column):
      "unterminated \(quote == "'" ? "single" : "double") quote opened at column \(column) "
        + "(close it with \(quote))"
    case .trailingBackslash:
      "the line ends with a lone backslash (escape a character after it, or write \\\\)"
    case .controlCharacter(let code, let column):
      "control character \(hex(code)) at column \(column) (only tabs and printable text are "
        + "allowed)"
    case .nulByte(let column):
      "NUL byte at column \(column) (input must be text)"
    case .invalidUTF8:
      "the line is not valid UTF-8 (save the file or set the terminal as UTF-8)"
    case .lineTooLong(let bytes, let limit):
      "line too long (\(bytes) bytes; at most \(limit))"
    }
  }

  private func hex(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
