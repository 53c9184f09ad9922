/// The one reading of the quoting grammar, shared by the tokenizer and completion.
///
/// Strict (the tokenizer): a line either splits into statements of words or fails with an
/// error naming the column. Lenient (completion, on the text before the cursor): nothing
/// fails; the line may end inside a word or an open quote, and every word keeps where it
/// starts so completion can replace it. Both read quotes and backslashes the same way.
struct LineScanner {
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

  private let characters: [Character]
  private let lenient: Bool
  private var index = 0
  private var statements: [[ScannedWord]] = []
  private var words: [ScannedWord] = []
  /// The word being read: its text, where it started (`nil` between words), whether quoted.
  private var text = ""
  private var start: Int?
  private var quoted = false
  private var openQuote: Character?
  private var inComment = false

  private init(_ characters: [Character], lenient: Bool) {
    self.characters = characters
    self.lenient = lenient
  }

  /// The statements of a whole line, or the first thing wrong with it.
  static func statements(_ characters: [Character]) throws(TokenizerError) -> [[ScannedWord]] {
    var scanner = LineScanner(characters, lenient: false)
    try scanner.scan()
    scanner.endStatement()
    return scanner.statements
  }

  /// What the text before the cursor ends with; never fails.
  static func tail(_ characters: [Character]) -> Tail {
    var scanner = LineScanner(characters, lenient: true)
    try? scanner.scan()
    return Tail(
      words: scanner.words,
      partial: ScannedWord(
        value: scanner.text, start: scanner.start ?? characters.count, isQuoted: scanner.quoted),
      openQuote: scanner.openQuote, inComment: scanner.inComment)
  }

  private mutating func scan() throws(TokenizerError) {
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
      case "'" where opensQuote:
        try quoted(by: "'")
      case "\"" where opensQuote:
        try quoted(by: "\"")
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
        ["\"", "\\", "$", "`"].contains(characters[index + 1])
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
    words.append(ScannedWord(value: text, start: start, isQuoted: quoted))
    text = ""
    self.start = nil
    quoted = false
  }

  private mutating func endStatement() {
    endWord()
    if !words.isEmpty { statements.append(words) }
    words = []
  }

  /// Only tabs and printable text are allowed (a lenient scan lets anything through).
  private func rejectControl(_ character: Character, at position: Int) throws(TokenizerError) {
    guard !lenient, character != "\t", let scalar = character.unicodeScalars.first else { return }
    let value = scalar.value
    if value == 0 { throw .nulByte(column: position + 1) }
    if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
      throw .controlCharacter(code: value, column: position + 1)
    }
  }
}
