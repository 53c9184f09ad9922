/// The one reading of the quoting grammar, shared by the tokenizer and completion.
///
/// Strict (the tokenizer): a line either splits into statements of words or fails with an
/// error naming the column. Lenient (completion, on the text before the cursor): nothing
/// fails; the line may end inside a word or an open quote, and every word keeps where it
/// starts so completion can replace it. Both read quotes and backslashes the same way.
enum LineScanner {
  /// A word with where it starts in the line (in characters).
  struct ScannedWord: Sendable, Hashable {
    var value: String
    var start: Int
    /// Whether any part of it was quoted or escaped.
    var isQuoted: Bool
  }

  /// What a lenient scan found at the end of the line (where the cursor is).
  struct Tail: Sendable {
    /// The current statement's complete words, before the one under the cursor.
    var words: [ScannedWord]
    /// The word under the cursor (empty, starting at the end, after a space).
    var partial: ScannedWord
    /// The quote still open at the end of the line.
    var openQuote: Character?
    /// Whether the line ends inside a comment.
    var inComment: Bool
  }

  /// The statements of a whole line, or the first thing wrong with it.
  static func statements(_ text: Substring) throws(TokenizerError) -> [[ScannedWord]] {
    var scan = LineScan(Array(text), lenient: false)
    try scan.scan()
    scan.endStatement()
    return scan.statements
  }

  /// What the text before the cursor ends with; never fails.
  static func tail(_ text: Substring) -> Tail {
    var scan = LineScan(Array(text), lenient: true)
    try? scan.scan()
    return Tail(
      words: scan.words,
      partial: ScannedWord(
        value: String(scan.text), start: scan.start ?? scan.characters.count,
        isQuoted: scan.quoted),
      openQuote: scan.openQuote, inComment: scan.inComment)
  }
}

/// One scan of a line, strict or lenient, over its characters.
private struct LineScan {
  typealias ScannedWord = LineScanner.ScannedWord

  let characters: [Character]
  private let lenient: Bool
  private var index = 0
  private(set) var statements: [[ScannedWord]] = []
  /// The current statement's words.
  private(set) var words: [ScannedWord] = []
  /// The word being read: its text, where it started (`nil` between words), whether quoted.
  private(set) var text: [Character] = []
  private(set) var start: Int?
  private(set) var quoted = false
  private(set) var openQuote: Character?
  private(set) var inComment = false

  init(_ characters: [Character], lenient: Bool) {
    self.characters = characters
    self.lenient = lenient
  }

  mutating func scan() throws(TokenizerError) {
    while index < characters.count {
      let character = characters[index]
      try rejectControl(character, at: index)
      switch character {
      case " ", "\t":
        endWord()
        index += 1
      case ";":
        endStatement()
        index += 1
      case "#" where start == nil:
        inComment = true
        index = characters.count
      case "'" where opensQuote, "\"" where opensQuote:
        try quoted(by: character)
      case "\\" where index + 1 < characters.count:
        try rejectControl(characters[index + 1], at: index + 1)
        append(characters[index + 1], quoted: true)
        index += 2
      case "\\" where !lenient:
        throw .trailingBackslash
      default:
        append(character)
        index += 1
      }
    }
  }

  /// A quote opens at a word's start or after a non-letter; after a letter it is an apostrophe
  /// (`Don't`, `Guns N'`).
  private var opensQuote: Bool {
    guard let previous = text.last else { return true }
    return !(previous.isLetter || previous.isNumber)
  }

  /// A quoted part of a word.
  ///
  /// Single quotes take everything literally; inside double quotes a backslash escapes only
  /// `"`, `\`, `$` and `` ` `` (POSIX; there are no newlines in a line) and is otherwise itself.
  private mutating func quoted(by quote: Character) throws(TokenizerError) {
    let opened = index
    if start == nil { start = index }
    quoted = true
    index += 1
    while index < characters.count, characters[index] != quote {
      let character = characters[index]
      try rejectControl(character, at: index)
      if quote == "\"", character == "\\", index + 1 < characters.count,
        "\"\\$`".contains(characters[index + 1])
      {
        text.append(characters[index + 1])
        index += 2
      } else {
        text.append(character)
        index += 1
      }
    }
    guard index < characters.count else {
      if lenient {
        openQuote = quote
        return
      }
      throw .unterminatedQuote(quote: quote, column: opened + 1)
    }
    index += 1
  }

  private mutating func append(_ character: Character, quoted: Bool = false) {
    if start == nil { start = index }
    text.append(character)
    if quoted { self.quoted = true }
  }

  private mutating func endWord() {
    guard let start else { return }
    words.append(ScannedWord(value: String(text), start: start, isQuoted: quoted))
    text.removeAll(keepingCapacity: true)
    self.start = nil
    quoted = false
  }

  mutating func endStatement() {
    endWord()
    guard !words.isEmpty else { return }
    statements.append(words)
    words.removeAll()
  }

  /// Only tabs and printable text are allowed (a lenient scan lets anything through).
  private func rejectControl(_ character: Character, at position: Int) throws(TokenizerError) {
    guard !lenient, character != "\t" else { return }
    let value = character.unicodeScalars.first?.value ?? 0
    if value == 0 { throw .nulByte(column: position + 1) }
    if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
      throw .controlCharacter(code: value, column: position + 1)
    }
  }
}
