import Testing

@testable import DeepCutShell

/// The tokenizer reads bytes exactly as the text they spell, and the quoting helpers write
/// names that read back as themselves.
@Suite struct BytePathAgreementTests {
  /// Every mark of the grammar, control characters, NUL, trailing newlines, and text that is
  /// not plain (non-ASCII, `\r\n`, a combining mark after a quote).
  private let lines = [
    "", " ", "ls artists", "play Don't Stop; status", #"play "a b" 'c d' e\ f"#,
    #"x "q\"uote" "$\$x" "\`" "\z""#, "echo '#1' x#y # comment", "a\tb", "a\u{7}b",
    "a\u{7F}", "tail\\", "open \"quote", "x;;y ; ;z", "2'x' a1\"y\"", "play Ágætis byrjun",
    "e\u{301}'x'", "\"\u{301} x", "a\r\nb", "a\rb", "ls\n", "ls\n\n", "ls\r\n", "a\u{0}b",
    "# \u{0}", "long line with many ordinary words that run past eight bytes each; and more",
  ]

  @Test func bytesTokenizeAsTheirText() {
    for line in lines {
      for text in (0...line.count).map({ String(line.prefix($0)) }) {
        let fromText = Result { () throws(TokenizerError) in try Tokenizer.statements(in: text) }
        let bytes = Array(text.utf8)
        let fromBytes = Result { () throws(TokenizerError) in try Tokenizer.statements(in: bytes) }
        let fromSlice = Result { () throws(TokenizerError) in
          try Tokenizer.statements(in: bytes[...])
        }
        // A collection without contiguous storage takes the copying path.
        let fromLazy = Result { () throws(TokenizerError) in
          try Tokenizer.statements(in: bytes.lazy.map { $0 })
        }
        if text.utf8.contains(0) {
          #expect(fromBytes == fromSlice, "\(text.debugDescription)")
          if case .failure(let error) = fromBytes, case .nulByte = error {
          } else {
            Issue.record("NUL not refused in \(text.debugDescription)")
          }
        } else {
          #expect(fromBytes == fromText, "\(text.debugDescription)")
          #expect(fromSlice == fromText, "\(text.debugDescription)")
        }
        #expect(fromLazy == fromBytes, "\(text.debugDescription)")
      }
    }
  }

  @Test func invalidUTF8IsRefused() {
    #expect(throws: TokenizerError.invalidUTF8) {
      try Tokenizer.statements(in: [0x6C, 0x73, 0x20, 0xFF])
    }
  }

  @Test func bareNamesAreTheOnesThatReadBackUnquoted() {
    let names = [
      "Hero", "Don't", "a b", "a\tb", "#1", "x#", "--json", "-x", "-", "a;b", #"a"b"#, #"a\b"#,
      "", "Ágætis", "\"\u{301}", "a\r\nb", "e\u{301}",
    ]
    for name in names {
      let bare = ShellQuoting.isBare(name)
      let reread = try? Tokenizer.statements(in: name)
      let readsBack =
        reread?.count == 1 && reread?[0].words.count == 1 && reread?[0].words[0].value == name
        && reread?[0].words[0].wasQuoted == false
      // Control characters are refused by the tokenizer however they are written.
      guard !name.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) else {
        continue
      }
      if bare { #expect(readsBack, "\(name.debugDescription) is bare but reads back otherwise") }
      let quoted = try? Tokenizer.statements(in: ShellQuoting.quote(name))
      if !name.isEmpty {
        #expect(quoted?.first?.values == [name], "\(name.debugDescription)")
      }
    }
    #expect(!ShellQuoting.isBare("--json") && ShellQuoting.isBare("-x"))
    #expect(!ShellQuoting.isBare("#1") && ShellQuoting.isBare("x#"))
    // A quote with a mark on it is another character: bare.
    let markedQuote = "\"\u{301}"
    #expect(ShellQuoting.isBare(markedQuote))
  }

  @Test func commonPrefixesCountCharacters() {
    let cases: [([String], String)] = [
      ([], ""), (["abc"], "abc"), (["abc", "abd"], "ab"), (["abc", "xbc"], ""),
      (["play", "playlist", "playlists"], "play"), (["ab", "abc", ""], ""),
      (["café", "cafe"], "caf"), (["e\u{301}x", "e\u{301}y"], "e\u{301}"),
      (["e\u{301}", "e"], ""), (["a\r\nb", "a\r\nc"], "a\r\n"), (["a\r\nb", "a\rc"], "a"),
    ]
    for (names, expected) in cases {
      #expect(ShellQuoting.commonPrefix(names) == expected, "\(names)")
    }
  }
}
