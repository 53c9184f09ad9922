import DeepCutKit
import Testing

@testable import DeepCutShell

/// A typed line's lookups (the command table's prefix search, trimming a line's end, merging
/// a list with an empty one, the library kinds of an argument) answer exactly as the
/// straightforward constructions, on generated and adversarial text: non-ASCII, quotes,
/// backslashes, NUL, `\r\n`, the empty word.
@Suite struct LinePathAgreementTests {
  /// Pieces of typed words: ASCII command fragments, an accent precomposed and decomposed,
  /// the Kelvin sign (which lowercases to `k`), `\r\n` and `\r`, NUL, quotes, a backslash.
  private let pieces = [
    "p", "l", "a", "y", "s", "t", "q", "u", "e", "d", "i", "c", "o", "v", "r", "x", "-", "P",
    "é", "e\u{301}", "\u{212A}", "\r\n", "\r", "\u{0}", "'", "\"", "\\", " ", "ß", "İ",
  ]

  private func words(seed: UInt64, count: Int) -> [String] {
    var generator = SeededRandom(seed: seed)
    var words = ["", "p", "pl", "play", "playl", "PLAY", "st", "q", "zzz", "e\u{301}", "\u{212A}"]
    for _ in 0..<count {
      words.append(
        (0..<generator.below(7)).map { _ in pieces[generator.below(pieces.count)] }.joined())
    }
    return words
  }

  private func spec(_ name: String, aliases: [String] = []) -> CommandSpec {
    CommandSpec(name: name, aliases: aliases, group: .shell, summary: name)
  }

  /// The tables searched: the standard one, one with an alias shared and one with names that
  /// are not plain ASCII (searched name by name).
  private var tables: [CommandTable] {
    [
      .standard,
      CommandTable([
        spec("ls"), spec("play"), spec("playlist"), spec("pause"), spec("quit", aliases: ["exit"]),
        spec("exit"), spec("status", aliases: ["st", "stat"]), spec("stop"),
      ]),
      CommandTable([spec("café"), spec("cafe"), spec("e\u{301}x"), spec("a\r\nb"), spec("ab")]),
    ]
  }

  /// The straightforward lookup: every command's names tried with `hasPrefix`.
  private func referenceLookup(_ typed: String, in table: CommandTable) -> Result<
    String, CommandError
  > {
    let word = typed.lowercased()
    let names = table.commands.map { [$0.name] + $0.aliases }
    if let exact = names.firstIndex(where: { $0.contains(word) }) {
      return .success(table.commands[exact].name)
    }
    let matches = names.indices.filter { names[$0].contains { $0.hasPrefix(word) } }
    if matches.count == 1 { return .success(table.commands[matches[0]].name) }
    if matches.count > 1 {
      let listed = matches.map { "'\(table.commands[$0].name)'" }.joined(separator: ", ")
      return .failure(CommandError("ambiguous command '\(typed)' (could be \(listed))"))
    }
    let suggestions = NameSuggester.nearest(to: word, among: table.commands.map(\.name))
    if suggestions.isEmpty {
      return .failure(CommandError("unknown command '\(typed)' (type 'help' for the list)"))
    }
    let listed = suggestions.map { "'\($0)'" }.joined(separator: " or ")
    return .failure(CommandError("unknown command '\(typed)' (did you mean \(listed)?)"))
  }

  @Test func lookupFindsWhatTryingEveryNameFinds() {
    for table in tables {
      for word in words(seed: 3, count: 400) {
        let found = Result { () throws(CommandError) in try table.lookup(word).name }
        #expect(found == referenceLookup(word, in: table), "\(word.debugDescription)")
        let expected = try? referenceLookup(word, in: table).get()
        #expect(table.command(named: word)?.name == expected, "\(word.debugDescription)")
      }
    }
  }

  @Test func prefixSearchFindsWhatHasPrefixFinds() {
    for table in tables {
      let names = table.commands.map { [$0.name] + $0.aliases }
      for word in words(seed: 4, count: 400) {
        let expected = names.indices.filter { names[$0].contains { $0.hasPrefix(word) } }
        #expect(table.positions(prefixedBy: word) == expected, "\(word.debugDescription)")
      }
    }
  }

  @Test func aLineEndIsTrimmedByCharacters() {
    let ends = ["", "\n", "\r", "\r\n", "\n\r", "\n\n", "\r\r\n", "\r\n\r\n", "\u{301}\n", "x"]
    for body in ["", "ls", "play é", "e\u{301}", "a\r\nb", "'open", "tail\\"] {
      for end in ends {
        let line = body + end
        var reference = Substring(line)
        while let last = reference.last, last == "\n" || last == "\r\n" || last == "\r" {
          reference = reference.dropLast()
        }
        let trimmed = Result { () throws(TokenizerError) in try Tokenizer.statements(in: line) }
        let expected = Result { () throws(TokenizerError) in
          try Tokenizer.statements(in: String(reference))
        }
        #expect(trimmed == expected, "\(line.debugDescription)")
      }
    }
  }

  @Test func theOnlyWordIsTheOneWordOfTheOneStatement() {
    let lines = [
      "", " ", "ls", "ls artists", "a;", ";a", "a;b", "'a b'", #""q\"uote""#, #"e\ f"#, "x#y",
      "# c", "a # c", "Don't", "'open", "tail\\", "a\u{7}", "a\u{0}", "Ágætis byrjun", "é",
      "e\u{301}'x'", "a\r\nb", "ls\n", "ls\r\n", "--json", "''", "\"\"", "a\tb", " a ",
      "long-word-past-fifteen-bytes", "\"long quoted word with spaces\"",
    ]
    var generator = SeededRandom(seed: 6)
    var generated: [String] = []
    for _ in 0..<300 {
      generated.append(
        (0..<generator.below(6)).map { _ in pieces[generator.below(pieces.count)] }.joined())
    }
    for line in lines + generated {
      for text in (0...line.count).map({ String(line.prefix($0)) }) {
        let statements = Result { () throws(TokenizerError) in
          try Tokenizer.statements(in: text)
        }
        let expected = statements.map { statements in
          statements.count == 1 && statements[0].words.count == 1 ? statements[0].words[0] : nil
        }
        let only = Result { () throws(TokenizerError) in try Tokenizer.onlyWord(in: text) }
        #expect(only == expected, "\(text.debugDescription)")
      }
    }
  }

  @Test func mergingWithAnEmptyListAnswersAsMergingRunByRun() {
    var generator = SeededRandom(seed: 9)
    let namePieces = ["a", "B", "é", "e\u{301}", "\r\n", "'", " ", "track ", "9", "\u{0}"]
    for _ in 0..<150 {
      let names = (0..<generator.below(10)).map { _ in
        (0..<generator.below(4)).map { _ in namePieces[generator.below(namePieces.count)] }
          .joined()
      }
      let lists = [
        NameList(names), NameList(names, leadingWords: ["track"]),
        NameList(names).merged(with: NameList(["a", "é"])),
      ]
      for list in lists {
        for prefix in ["", "a", "b", "e", "é", "'", "track", "track a", "9"] {
          let expected = list.matching(prefix: prefix)
          #expect(NameList.empty.merged(with: list).matching(prefix: prefix) == expected)
          #expect(list.merged(with: .empty).matching(prefix: prefix) == expected)
          #expect(list.merged(with: NameList([String]())).matching(prefix: prefix) == expected)
        }
      }
    }
  }

  @Test func libraryKindsAreListedAsWithSets() {
    let index = NameIndex(
      artists: NameList(["Air", "Aphex Twin"]), albums: NameList(["Amnesiac", "Air"]),
      tracks: NameList(["Angel", "Airbag"]), playlists: NameList(["All day"]),
      releases: NameList(["Aja"]), queueEntries: NameList(["e1"]))
    var generator = SeededRandom(seed: 2)
    for _ in 0..<200 {
      let kinds = (0..<generator.below(5)).map { _ in
        NameKind.allCases[generator.below(NameKind.allCases.count)]
      }
      // The straightforward reading, as it was written with sets.
      let library = Set(kinds).intersection([.artists, .albums, .tracks, .playlists])
      var expected = NameList.empty
      for kind in kinds where library.contains(kind) {
        expected = expected.merged(
          with: [index.artists, index.albums, index.tracks, index.playlists][
            [NameKind.artists, .albums, .tracks, .playlists].firstIndex(of: kind)!])
      }
      for kind in kinds where !library.contains(kind) {
        switch kind {
        case .releases: expected = expected.merged(with: index.releases)
        case .queueEntries: expected = expected.merged(with: index.queueEntries)
        case .files: expected = expected.merged(with: index.files)
        default: break
        }
      }
      if kinds.contains(.playlistTracks) { expected = expected.merged(with: index.tracks) }
      if kinds.contains(.releases), !library.isEmpty {
        expected = expected.merged(
          with: NameList(index.releases.names.map { "release " + $0 }, leadingWords: ["release"]))
      }
      for prefix in ["", "a", "ai", "release a", "e"] {
        #expect(
          index.list(kinds, target: nil).matching(prefix: prefix)
            == expected.matching(prefix: prefix), "\(kinds) after \(prefix)")
      }
    }
  }
}
