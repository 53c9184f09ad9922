import Testing

@testable import DeepCutShell

@Suite struct DispatchTests {
  private func spec(_ name: String, aliases: [String] = []) -> CommandSpec {
    CommandSpec(name: name, aliases: aliases, group: .shell, usage: [name], summary: name) { _, _ in
    }
  }

  private var table: CommandTable {
    CommandTable([
      spec("ls"), spec("play"), spec("playlist"), spec("pause"), spec("discover"),
      spec("quit", aliases: ["exit"]), spec("status"), spec("stop"),
    ])
  }

  @Test func exactNamesAndAliasesWin() throws {
    #expect(try table.lookup("play").name == "play")
    #expect(try table.lookup("exit").name == "quit")
    #expect(try table.lookup("LS").name == "ls")
  }

  @Test func uniquePrefixesDispatch() throws {
    #expect(try table.lookup("disc").name == "discover")
    #expect(try table.lookup("playl").name == "playlist")
    #expect(try table.lookup("stat").name == "status")
  }

  @Test func ambiguousPrefixesListTheCandidates() {
    #expect(throws: CommandError("ambiguous command 'p' (could be 'pause', 'play', 'playlist')")) {
      try table.lookup("p")
    }
    #expect(throws: CommandError("ambiguous command 'st' (could be 'status', 'stop')")) {
      try table.lookup("st")
    }
  }

  @Test func unknownNamesSuggestTheNearest() {
    #expect(throws: CommandError("unknown command 'lsx' (did you mean 'ls'?)")) {
      try table.lookup("lsx")
    }
    #expect(throws: CommandError("unknown command 'paly' (did you mean 'play'?)")) {
      try table.lookup("paly")
    }
    #expect(throws: CommandError("unknown command 'zzzzzz' (type 'help' for the list)")) {
      try table.lookup("zzzzzz")
    }
  }

  @Test func editDistanceCountsTranspositionsAsOne() {
    #expect(NameSuggester.editDistance("paly", "play") == 1)
    #expect(NameSuggester.editDistance("lsx", "ls") == 1)
    #expect(NameSuggester.editDistance("", "abc") == 3)
    #expect(NameSuggester.editDistance("kitten", "sitting") == 3)
  }

  @Test func keywordsMatchByUniquePrefix() throws {
    let keywords = ["artists", "albums", "tracks", "playlists", "recent"]
    #expect(try Keyword.match("ar", among: keywords, what: "list") == "artists")
    #expect(try Keyword.match("tracks", among: keywords, what: "list") == "tracks")
    #expect(throws: CommandError("ambiguous list 'a' (could be artists, albums)")) {
      try Keyword.match("a", among: keywords, what: "list")
    }
    #expect(
      throws: CommandError(
        "unknown list 'artsts' (did you mean 'artists'? expected artists|albums|tracks|playlists|recent)"
      )
    ) {
      try Keyword.match("artsts", among: keywords, what: "list")
    }
  }

  @Test func optionsAreParsedForTheCommand() throws {
    let cuts = CommandSpec(
      name: "cuts", group: .discover, usage: ["cuts"], summary: "",
      options: [
        OptionSpec("--types", value: "LIST", summary: ""), OptionSpec("--all", summary: ""),
      ]
    ) { _, _ in }
    let words = try Tokenizer.statements(in: "A$AP Rocky --types album,ep --all --json")[0].words
    let invocation = try InvocationParser.parse(words, for: cuts)
    #expect(invocation.arguments == ["A$AP", "Rocky"])
    #expect(invocation.rest(from: 0) == "A$AP Rocky")
    #expect(invocation.options == ["--types": "album,ep", "--all": "", "--json": ""])
    let inline = try InvocationParser.parse(
      try Tokenizer.statements(in: "x --types=single -- --all '--json'")[0].words, for: cuts)
    #expect(inline.options == ["--types": "single"])
    #expect(inline.arguments == ["x", "--all", "--json"])
  }

  @Test func badOptionsSayWhatIsAccepted() {
    let cuts = CommandSpec(
      name: "cuts", group: .discover, usage: ["cuts"], summary: "",
      options: [OptionSpec("--types", value: "LIST", summary: "")]
    ) { _, _ in }
    #expect(throws: CommandError("unknown option '--typo' for 'cuts' (options: --types, --json)")) {
      try InvocationParser.parse([Word("--typo")], for: cuts)
    }
    #expect(throws: CommandError("option '--types' needs a value (--types LIST)")) {
      try InvocationParser.parse([Word("--types")], for: cuts)
    }
    #expect(throws: CommandError("option '--json' takes no value (write just --json)")) {
      try InvocationParser.parse([Word("--json=yes")], for: cuts)
    }
  }
}
