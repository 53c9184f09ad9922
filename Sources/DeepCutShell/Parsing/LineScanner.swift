/// The one reading of the quoting grammar, shared by the tokenizer and completion.
///
/// Strict (the tokenizer): a line either splits into statements of words or fails with an
/// error naming the column. Lenient (completion, on the text before the cursor): nothing
/// fails; the line may end inside a word or an open quote, and every word keeps where it
/// starts so completion can replace it. Both read quotes and backslashes the same way.
///
/// Plain ASCII text (`PlainASCII`: no byte above 127 and no carriage return) is read byte by
/// byte, since there every byte is one `Character`; any other text is read by `Character`.
/// Both are the same grammar (`LineScan`, generic over the `LineUnit`), so they cannot
/// disagree.
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
    let plain = text.utf8.withContiguousStorageIfAvailable {
      bytes -> Result<[[ScannedWord]], TokenizerError>? in
      guard PlainASCII.contains(bytes) else { return nil }
      return Result(catching: { () throws(TokenizerError) in try LineScan.statements(bytes) })
    }
    if let plain, let plain { return try plain.get() }
    return try statements(Array(text))
  }

  /// The statements of a line read by `Character` (the path for text that is not plain).
  static func statements(_ characters: [Character]) throws(TokenizerError) -> [[ScannedWord]] {
    try LineScan.statements(characters)
  }

  /// The tokenizer's statements of a whole line: `statements(_:)` with each word's start left
  /// out, made as the scan goes (no second array per statement).
  static func tokenized(_ text: Substring) throws(TokenizerError) -> [Statement] {
    let plain = text.utf8.withContiguousStorageIfAvailable {
      bytes -> Result<[Statement], TokenizerError>? in
      guard PlainASCII.contains(bytes) else { return nil }
      return Result(catching: { () throws(TokenizerError) in try tokenized(plain: bytes) })
    }
    if let plain, let plain { return try plain.get() }
    return try LineScan.tokenized(Array(text))
  }

  /// The tokenizer's statements of bytes the caller found plain ASCII (`PlainASCII`), read in
  /// place.
  static func tokenized(plain bytes: UnsafeBufferPointer<UInt8>) throws(TokenizerError)
    -> [Statement]
  {
    try LineScan.tokenized(bytes)
  }

  /// The only word of a whole line, when it reads as one statement of one word (`nil` when
  /// it reads as none or several): what `tokenized(_:)` reads, without making its arrays.
  static func onlyWord(_ text: Substring) throws(TokenizerError) -> Word? {
    let plain = text.utf8.withContiguousStorageIfAvailable {
      bytes -> Result<Word?, TokenizerError>? in
      guard PlainASCII.contains(bytes) else { return nil }
      return Result(catching: { () throws(TokenizerError) in try LineScan.onlyWord(bytes) })
    }
    if let plain, let plain { return try plain.get() }
    return try LineScan.onlyWord(Array(text))
  }

  /// What the text before the cursor ends with; never fails.
  static func tail(_ text: Substring) -> Tail {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Tail? in
      PlainASCII.contains(bytes) ? LineScan.tail(bytes) : nil
    }
    if let plain, let plain { return plain }
    return tail(Array(text))
  }

  /// The tail of a line read by `Character` (the path for text that is not plain).
  static func tail(_ characters: [Character]) -> Tail {
    LineScan.tail(characters)
  }
}

/// One scan of a line, strict or lenient, over its units.
private struct LineScan<Units: RandomAccessCollection>
where Units.Element: LineUnit, Units.Index == Int {
  typealias Unit = Units.Element
  typealias ScannedWord = LineScanner.ScannedWord

  /// What a scan makes of the words it reads.
  private enum Output {
    /// Statements of words with where each starts (`statements`).
    case scannedWords
    /// The tokenizer's statements (`tokens`).
    case tokens
    /// Only the first word, and how many words there are.
    case onlyWord
  }

  private let units: Units
  private let lenient: Bool
  private var index: Int
  private let output: Output
  private var statements: [[ScannedWord]] = []
  private var tokens: [Statement] = []
  private var words: [ScannedWord] = []
  /// The statement's words as the tokenizer's, made as each word ends: handed to its
  /// `Statement` as they are, with no second array.
  private var tokenWords: [Word] = []
  /// The word being read: its text, where it started (`nil` between words), whether quoted.
  ///
  /// Its text is `text` then `units[run]`: a run of ordinary units is only copied into `text`
  /// when more follows it, so a word that is one run (most words) is made from the units in
  /// place, and the buffer is not even allocated.
  private var text: [Unit] = []
  private var run = 0..<0
  private var start: Int?
  private var quoted = false
  private var openQuote: Character?
  private var inComment = false
  /// The first word and the number of words, for `onlyWord`.
  private var firstWord: Word?
  private var wordCount = 0

  private init(_ units: Units, lenient: Bool, output: Output = .scannedWords) {
    self.units = units
    self.lenient = lenient
    self.output = output
    self.index = units.startIndex
  }

  static func statements(_ units: Units) throws(TokenizerError) -> [[ScannedWord]] {
    var scanner = LineScan(units, lenient: false)
    try scanner.scan()
    scanner.endStatement()
    return scanner.statements
  }

  static func tokenized(_ units: Units) throws(TokenizerError) -> [Statement] {
    var scanner = LineScan(units, lenient: false, output: .tokens)
    try scanner.scan()
    scanner.endStatement()
    return scanner.tokens
  }

  static func onlyWord(_ units: Units) throws(TokenizerError) -> Word? {
    var scanner = LineScan(units, lenient: false, output: .onlyWord)
    try scanner.scan()
    scanner.endStatement()
    return scanner.wordCount == 1 ? scanner.firstWord : nil
  }

  static func tail(_ units: Units) -> LineScanner.Tail {
    var scanner = LineScan(units, lenient: true)
    try? scanner.scan()
    return LineScanner.Tail(
      words: scanner.words,
      partial: ScannedWord(
        value: scanner.wordText(), start: scanner.start ?? units.count,
        isQuoted: scanner.quoted),
      openQuote: scanner.openQuote, inComment: scanner.inComment)
  }

  private mutating func scan() throws(TokenizerError) {
    while index < units.endIndex {
      let ordinaryEnd = Unit.endOfOrdinaryRun(in: units, from: index)
      if ordinaryEnd > index {
        if start == nil { start = index }
        if text.isEmpty && run.isEmpty {
          run = index..<ordinaryEnd
        } else {
          takeRun()
          text.append(contentsOf: units[index..<ordinaryEnd])
        }
        index = ordinaryEnd
        continue
      }
      let unit = units[index]
      try rejectControl(unit, at: index)
      switch unit {
      case Unit.space, Unit.tab:
        endWord()
        index += 1
      case Unit.semicolon:
        endStatement()
        index += 1
      case Unit.hash where start == nil:
        inComment = true
        index = units.endIndex
      case Unit.singleQuote where opensQuote:
        try quoted(by: Unit.singleQuote)
      case Unit.doubleQuote where opensQuote:
        try quoted(by: Unit.doubleQuote)
      case Unit.backslash where index + 1 < units.endIndex:
        try rejectControl(units[index + 1], at: index + 1)
        append(units[index + 1], quoted: true)
        index += 2
      case Unit.backslash where !lenient:
        throw .trailingBackslash
      default:
        append(unit)
        index += 1
      }
    }
  }

  /// A quote opens at a word's start or after a non-letter; after a letter it is an apostrophe
  /// (`Don't`, `Guns N'`).
  private var opensQuote: Bool {
    guard let previous = run.isEmpty ? text.last : units[run.upperBound - 1] else { return true }
    return !previous.isLetterOrNumber
  }

  /// Moves the ordinary run kept in place into `text`, before anything is added after it.
  private mutating func takeRun() {
    if text.capacity == 0 {
      // A word is never longer than the line: one allocation instead of one per growth.
      text.reserveCapacity(units.count)
    }
    guard !run.isEmpty else { return }
    text.append(contentsOf: units[run])
    run = 0..<0
  }

  /// The word read so far (a run is kept in place only while `text` is empty).
  private func wordText() -> String {
    run.isEmpty ? Unit.text(text) : Unit.text(units[run])
  }

  /// A quoted part of a word.
  ///
  /// Single quotes take everything literally; inside double quotes a backslash escapes only
  /// `"`, `\`, `$` and `` ` `` (POSIX; there are no newlines in a line) and is otherwise itself.
  private mutating func quoted(by quote: Unit) throws(TokenizerError) {
    let opened = index
    if start == nil { start = index }
    quoted = true
    takeRun()
    index += 1
    while index < units.endIndex, units[index] != quote {
      let unit = units[index]
      try rejectControl(unit, at: index)
      if quote == Unit.doubleQuote, unit == Unit.backslash, index + 1 < units.endIndex,
        Self.escapedInDoubleQuotes(units[index + 1])
      {
        text.append(units[index + 1])
        index += 2
      } else {
        text.append(unit)
        index += 1
      }
    }
    guard index < units.endIndex else {
      if lenient {
        openQuote = quote.character
        return
      }
      throw .unterminatedQuote(quote: quote.character, column: opened + 1)
    }
    index += 1
  }

  private static func escapedInDoubleQuotes(_ unit: Unit) -> Bool {
    unit == Unit.doubleQuote || unit == Unit.backslash || unit == Unit.dollar
      || unit == Unit.backtick
  }

  private mutating func append(_ unit: Unit, quoted: Bool = false) {
    if start == nil { start = index }
    takeRun()
    text.append(unit)
    if quoted { self.quoted = true }
  }

  private mutating func endWord() {
    guard let start else { return }
    // A statement seldom has more than eight words: one allocation instead of one per growth,
    // made at its first word (a comment or an empty line has none).
    switch output {
    case .scannedWords:
      if words.capacity == 0 { words.reserveCapacity(8) }
      words.append(ScannedWord(value: wordText(), start: start, isQuoted: quoted))
    case .tokens:
      if tokenWords.capacity == 0 { tokenWords.reserveCapacity(8) }
      tokenWords.append(Word(wordText(), wasQuoted: quoted))
    case .onlyWord:
      // Only a first word can be the only one: a later one's text is not needed.
      if wordCount == 0 { firstWord = Word(wordText(), wasQuoted: quoted) }
      wordCount += 1
    }
    text.removeAll(keepingCapacity: true)
    run = 0..<0
    self.start = nil
    quoted = false
  }

  private mutating func endStatement() {
    endWord()
    switch output {
    case .scannedWords:
      guard !words.isEmpty else { return }
      statements.append(words)
      words.removeAll(keepingCapacity: true)
    case .tokens:
      guard !tokenWords.isEmpty else { return }
      tokens.append(Statement(words: tokenWords))
      // The next statement's words go to an array of their own; most lines have one.
      tokenWords = []
    case .onlyWord:
      // One word in all is one statement of one word.
      break
    }
  }

  /// Only tabs and printable text are allowed (a lenient scan lets anything through).
  private func rejectControl(_ unit: Unit, at position: Int) throws(TokenizerError) {
    guard !lenient, unit != Unit.tab else { return }
    let value = unit.firstScalar
    if value == 0 { throw .nulByte(column: position + 1) }
    if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
      throw .controlCharacter(code: value, column: position + 1)
    }
  }
}
