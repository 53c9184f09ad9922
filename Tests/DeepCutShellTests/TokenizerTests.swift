import Testing

@testable import DeepCutShell

@Suite struct TokenizerTests {
  private func words(_ line: String) throws -> [[String]] {
    try Tokenizer.statements(in: line).map(\.values)
  }

  @Test func splitsWordsAndStatements() throws {
    #expect(try words("ls artists") == [["ls", "artists"]])
    #expect(
      try words("  play   x ;status;; wait 3m ") == [["play", "x"], ["status"], ["wait", "3m"]])
    #expect(try words("") == [])
    #expect(try words("   \t ") == [])
  }

  @Test func quotesAndEscapes() throws {
    #expect(
      try words(#"play 'My Song' "and \"this\"" a\ b"#) == [
        ["play", "My Song", #"and "this""#, "a b"]
      ])
    #expect(try words(#"echo "a;b" 'c#d' e\;f"#) == [["echo", "a;b", "c#d", "e;f"]])
    #expect(
      try words(#"echo "back\\slash" 'no\escape'"#) == [["echo", #"back\slash"#, #"no\escape"#]])
    #expect(try words(#"echo """#) == [["echo", ""]])
  }

  @Test func commentsStartAtAWordStart() throws {
    #expect(try words("ls # list things") == [["ls"]])
    #expect(try words("# whole line") == [])
    #expect(try words("echo track#1") == [["echo", "track#1"]])
    #expect(try words("#!/usr/bin/env deepcut") == [])
  }

  @Test func apostrophesInsideWordsAreLiteral() throws {
    #expect(try words("play Don't Stop") == [["play", "Don't", "Stop"]])
    #expect(try words("cuts Guns N' Roses") == [["cuts", "Guns", "N'", "Roses"]])
    #expect(try words("play rock'n'roll") == [["play", "rock'n'roll"]])
  }

  @Test func unicodeIsKept() throws {
    #expect(
      try words("cuts Sigur Rós; cuts 坂本龍一") == [["cuts", "Sigur", "Rós"], ["cuts", "坂本龍一"]])
  }

  @Test func quotedWordsAreMarked() throws {
    let statement = try #require(Tokenizer.statements(in: #"x "--json" --json"#).first)
    #expect(statement.words.map(\.wasQuoted) == [false, true, false])
  }

  @Test(arguments: [
    (#"echo "open"#, TokenizerError.unterminatedQuote(quote: "\"", column: 6)),
    ("echo 'open", .unterminatedQuote(quote: "'", column: 6)),
    (#"echo trailing\"#, .trailingBackslash),
    ("echo \u{7}bell", .controlCharacter(code: 7, column: 6)),
    ("echo \u{1B}[31m", .controlCharacter(code: 0x1B, column: 6)),
  ])
  func badLinesGetClearErrors(line: String, error: TokenizerError) {
    #expect(throws: error) { try Tokenizer.statements(in: line) }
  }

  @Test func bytesAreValidated() {
    #expect(throws: TokenizerError.invalidUTF8) {
      try Tokenizer.statements(in: [0x65, 0xFF, 0x65])
    }
    #expect(throws: TokenizerError.nulByte(column: 3)) {
      try Tokenizer.statements(in: [0x65, 0x65, 0, 0x65])
    }
    let huge = [UInt8](repeating: 0x61, count: 1 << 20)
    #expect(throws: TokenizerError.lineTooLong(bytes: 1 << 20, limit: Tokenizer.maximumLineBytes)) {
      try Tokenizer.statements(in: huge)
    }
  }

  @Test func errorMessagesSayWhatWouldBeRight() {
    let message = TokenizerError.unterminatedQuote(quote: "'", column: 4).description
    #expect(message.contains("column 4") && message.contains("close it with '"))
    #expect(TokenizerError.controlCharacter(code: 7, column: 2).description.contains("U+0007"))
  }
}
