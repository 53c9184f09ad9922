import Testing

@testable import DeepCutShell

@Suite struct DispatchTests {
  private func spec(_ name: String, aliases: [String] = []) -> CommandSpec {
    CommandSpec(name: name, aliases: aliases, group: .shell, summary: name)
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

  @Test func aDistanceWorkedOutOnlyUpToALimitAgreesWithTheWholeOne() {
    let words = [
      "", "a", "ls", "lsx", "play", "paly", "kitten", "sitting", "Sigur Rós", "sigur ros",
      "abcdefgh", "badcfehg", "zzzzzzzz", "Hoppípolla", "hoppipola",
    ]
    for a in words {
      for b in words {
        let whole = NameSuggester.editDistance(a, b)
        for limit in 0...6 {
          let bounded = NameSuggester.editDistance(Array(a), Array(b), atMost: limit)
          #expect(whole <= limit ? bounded == whole : bounded > limit, "\(a) → \(b) at \(limit)")
        }
      }
    }
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

  /// `cuts <artist> [--types LIST] [--all]`, declared as a command would.
  private let artist = Argument<String>.text("artist", missing: "cuts for which artist?")
  private let types = Option<String?>.value("--types", "LIST", summary: "", default: nil) { $0 }
  private let all = Option<Bool>.flag("--all", summary: "")
  private var cuts: CommandSpec {
    CommandSpec(
      name: "cuts", group: .discover, summary: "",
      signature: Signature([artist.spec], options: [types.spec, all.spec]))
  }

  private func parse(_ line: String, for spec: CommandSpec) throws -> Arguments {
    try ArgumentParser.parse(Tokenizer.statements(in: line).first?.words ?? [], for: spec)
  }

  @Test func optionsAreParsedForTheCommand() throws {
    let arguments = try parse("A$AP Rocky --types album,ep --all --json", for: cuts)
    #expect(arguments[artist] == "A$AP Rocky")
    #expect(arguments[types] == "album,ep" && arguments[all] && arguments.json)
    let inline = try parse("x --types=single -- --all '--json'", for: cuts)
    #expect(inline[types] == "single" && !inline[all] && !inline.json)
    #expect(inline[artist] == "x --all --json")
  }

  @Test func badOptionsSayWhatIsAccepted() {
    let cuts = CommandSpec(
      name: "cuts", group: .discover, summary: "", signature: Signature(options: [types.spec]))
    #expect(throws: CommandError("unknown option '--typo' for 'cuts' (did you mean '--types'?)")) {
      try ArgumentParser.parse([Word("--typo")], for: cuts)
    }
    #expect(throws: CommandError("unknown option '--zzz' for 'cuts' (options: --types, --json)")) {
      try ArgumentParser.parse([Word("--zzz")], for: cuts)
    }
    #expect(throws: CommandError("option '--types' needs a value (--types LIST)")) {
      try ArgumentParser.parse([Word("--types")], for: cuts)
    }
    #expect(throws: CommandError("option '--json' takes no value (write just --json)")) {
      try ArgumentParser.parse([Word("--json=yes")], for: cuts)
    }
  }

  @Test func argumentsAreCheckedWhenParsed() throws {
    #expect(throws: CommandError("cuts for which artist?")) { try parse("--all", for: cuts) }
    let quit = CommandSpec(name: "quit", group: .shell, summary: "")
    #expect(throws: CommandError("quit takes no arguments (not 'now')")) {
      try parse("now", for: quit)
    }
    let shuffle = CommandSpec(
      name: "shuffle", group: .playback, summary: "",
      signature: Signature([ShuffleCommand.on.spec]))
    #expect(try parse("off", for: shuffle)[ShuffleCommand.on] == false)
    #expect(throws: CommandError("shuffle is on or off, not 'maybe'")) {
      try parse("maybe", for: shuffle)
    }
    #expect(throws: CommandError.self) { try parse("on twice", for: shuffle) }
  }

  @Test func subcommandsAreAnEnum() throws {
    let queue = QueueCommand.command.spec
    #expect(try parse("", for: queue).subcommand(QueueCommand.Action.self) == nil)
    let move = try parse("mov e5 1", for: queue)
    #expect(move.subcommand(QueueCommand.Action.self) == .move)
    #expect(move[QueueCommand.movedEntry] == "e5" && move[QueueCommand.position] == 1)
    #expect(
      throws: CommandError("usage: queue move <entry|position> <position> (e.g. queue move e5 1)")
    ) {
      try parse("move e5 first", for: queue)
    }
    #expect(throws: CommandError.self) { try parse("shuffle", for: queue) }
    let fail = FailCommand.command.spec
    let armed = try parse("artists albums with auth once", for: fail)
    #expect(armed.subcommandName == nil && armed[FailCommand.methods] == [.artists, .albums])
    #expect(armed[FailCommand.kind] == .auth && armed[FailCommand.once])
    #expect(try parse("list", for: fail).subcommand(FailCommand.Action.self) == .list)
  }

  @Test func usageIsGeneratedFromTheDeclaration() {
    #expect(QuitCommand.command.spec.usage == ["quit [status]"])
    #expect(
      GenerateCommand.command.spec.usage == [
        "generate <file> [--tracks N] [--artists M] [--seed S] [--force]"
      ])
    #expect(RepeatCommand.command.spec.usage == ["repeat off|one|all"])
    #expect(InterruptCommand.command.spec.usage == ["interrupt", "interrupt end"])
  }
}
