import Testing

@testable import DeepCutShell

/// The byte paths for plain ASCII text answer exactly as the `Character` paths they stand in
/// for: the scanner, name suggestions and completion read such text by byte.
@Suite struct PlainASCIIPathTests {
  /// Lines that exercise every mark of the grammar, control characters, and text that is not
  /// plain (non-ASCII, `\r\n`, combining marks after a quote).
  private let lines = [
    "", " ", "ls artists", "play Don't Stop; status", #"play "a b" 'c d' e\ f"#,
    #"x "q\"uote" "$\$x" "\`" "\z""#, "echo '#1' x#y # comment", "cuts Guns N' Roses",
    "a\tb", "a\u{7}b", "a\u{7F}", "tail\\", "open \"quote", "open 'quote", "x;;y ; ;z",
    "2'x' a1\"y\"", "play Ágætis byrjun", "e\u{301}'x'", "\"\u{301} x", "a\r\nb", "a\rb",
    "play 坂本龍一; ls", "long line with many ordinary words that run past eight bytes each",
    // Runs of ordinary bytes followed by the rest of a word: quotes, escapes, apostrophes.
    #"abc"d e"f 'x'y z\ w"#, #"--name="a b"c"#, "run'quote' ok", #"x="y"#, #"ab\"#, "Guns N'",
  ]

  @Test func plainASCIIIsASCIIWithoutCarriageReturns() {
    for line in lines + ["\r", "abcdefg\r", "abcdefgh\r", "abcdefghé", "\u{80}"] {
      let expected = line.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
      #expect(PlainASCII.contains(line) == expected, "\(line.debugDescription)")
    }
  }

  @Test func theScannerReadsBytesAsItReadsCharacters() {
    for line in lines {
      for text in (0...line.count).map({ String(line.prefix($0)) }) where PlainASCII.contains(text)
      {
        let bytes = Result { () throws(TokenizerError) in try LineScanner.statements(text[...]) }
        let characters = Result { () throws(TokenizerError) in
          try LineScanner.statements(Array(text))
        }
        #expect(bytes == characters, "statements of \(text.debugDescription)")
        let tail = LineScanner.tail(text[...])
        let characterTail = LineScanner.tail(Array(text))
        #expect(tail.words == characterTail.words, "tail of \(text.debugDescription)")
        #expect(tail.partial == characterTail.partial, "partial of \(text.debugDescription)")
        #expect(tail.openQuote == characterTail.openQuote)
        #expect(tail.inComment == characterTail.inComment)
      }
    }
  }

  @Test func suggestionsCompareBytesAsTheyCompareCharacters() {
    let names = ["play", "pause", "playlist", "ls", "status", "Ágætis", "a\r\nb", "queue", ""]
    for word in ["paly", "ls", "lsx", "stat", "q", "ágætis", "a\r\nc", "zzzzzz", "playlists"] {
      for name in names {
        for limit in 0...4 {
          let bytes = NameSuggester.plainDistance(word, name, atMost: limit)
          let characters = NameSuggester.editDistance(Array(word), Array(name), atMost: limit)
          if let bytes {
            #expect(
              min(bytes, limit + 1) == min(characters, limit + 1),
              "\(word) to \(name) within \(limit)")
          } else {
            #expect(!PlainASCII.contains(word) || !PlainASCII.contains(name))
          }
        }
      }
    }
  }
}
