import Testing

@testable import DeepCutShell

@Suite struct CompletionTests {
  /// A small table: `play` completes track names as free text, `ls` a keyword then names.
  private var completer: Completer {
    let track = Argument<String?>.optionalText("track", .names([.tracks]))
    let play = CommandSpec(
      name: "play", group: .playback, summary: "", signature: Signature([track.spec]))
    let kind = Argument<String>.word("kind", .words(["artists", "albums", "tracks"]), missing: "")
    let filter = Argument<String?>.optionalText(
      "filter", .computed { before, _ in before.first == "albums" ? .names([.artists]) : .none })
    let types = Option<String?>.value(
      "--types", "LIST", summary: "", default: nil, values: { ["album", "ep", "single"] }
    ) { $0 }
    let list = CommandSpec(
      name: "ls", group: .browse, summary: "",
      signature: Signature([kind.spec, filter.spec], options: [types.spec]))
    let names = NameIndex(
      artists: NameList(["Acid Bath", "A$AP Rocky", "Sigur Rós", "坂本龍一", "Beyoncé"]),
      tracks: NameList([
        "Miles Runs the Voodoo Down", "Mingus Ah Um", "Don't Stop", "So What", "\"Heroes\"",
      ]))
    return Completer(
      commands: CommandTable([play, list, HelpCommand.command.spec]), names: names)
  }

  private func complete(_ line: String) -> CompletionResult {
    completer.complete(line, cursor: line.count)
  }

  @Test func commandNames() {
    #expect(complete("pl").insertion == "play ")
    #expect(complete("").matches == ["help", "ls", "play"])
    #expect(complete("x; l").insertion == "ls ")
  }

  @Test func keywordsThenNames() {
    #expect(complete("ls ar").insertion == "artists ")
    #expect(complete("ls a").matches == ["albums", "artists"])
    #expect(complete("ls a").insertion == nil)
    #expect(complete("ls albums aci").insertion == "\"Acid Bath\" ")
  }

  @Test func namesWithSpacesComeBackQuoted() {
    let result = complete("play Miles R")
    #expect(result.insertion == "\"Miles Runs the Voodoo Down\" ")
    #expect(result.replaceStart == 5)
    #expect(complete("play 'Min").insertion == "'Mingus Ah Um' ")
    #expect(complete("play \"Min").insertion == "\"Mingus Ah Um\" ")
  }

  @Test func quotesInsideNamesAreEscaped() {
    #expect(complete("play Don").insertion == "\"Don't Stop\" ")
    #expect(complete("play Hero").insertion == "\"\\\"Heroes\\\"\" ")
    #expect(complete("play 'Don").insertion == "\"Don't Stop\" ")
  }

  @Test func caseAndDiacriticsAreIgnored() {
    #expect(complete("ls albums sigur r").insertion == "\"Sigur Rós\" ")
    #expect(complete("ls albums beyon").insertion == "Beyoncé ")
    #expect(complete("ls albums 坂本").insertion == "坂本龍一 ")
    #expect(complete("ls albums a$").insertion == "\"A$AP Rocky\" ")
  }

  @Test func aCommonPrefixIsInsertedOpen() {
    let result = complete("play Mi")
    #expect(result.matches == ["Miles Runs the Voodoo Down", "Mingus Ah Um"])
    #expect(result.insertion == nil)
    let track = Completer(
      commands: completer.commands,
      names: NameIndex(tracks: NameList(["Sigur Rós Live", "Sigur Rós Studio"])))
    #expect(track.complete("play sig", cursor: 8).insertion == "\"Sigur Rós ")
  }

  @Test func optionsAndTheirValues() {
    #expect(complete("ls --ty").insertion == "--types ")
    #expect(complete("ls --").matches == ["--json", "--types"])
    #expect(complete("ls --types s").insertion == "single ")
  }

  @Test func theCursorNeedNotBeAtTheEnd() {
    let line = "ls ar; help"
    let result = completer.complete(line, cursor: 5)
    #expect(result.insertion == "artists ")
    #expect(result.replaceStart == 3 && result.replaceEnd == 5)
  }

  @Test func nothingToOfferChangesNothing() {
    #expect(complete("play zzz").insertion == nil)
    #expect(complete("play zzz").matches.isEmpty)
    #expect(complete("nosuchcommand x").insertion == nil)
  }

  @Test func helpCompletesCommandNames() {
    #expect(complete("help pl").insertion == "play ")
  }

  @Test func quotingRoundTripsThroughTheTokenizer() throws {
    for name in [
      "Don't Stop", "\"Heroes\"", "A$AP Rocky", "a;b", "#1 Hit", "--dash", "back\\slash",
    ] {
      let quoted = ShellQuoting.quote(name)
      let words = try Tokenizer.statements(in: "play " + quoted)[0].values
      #expect(words == ["play", name], "\(name) quoted as \(quoted)")
    }
  }

  /// Completion reads the line before the cursor with the tokenizer's own grammar: for a
  /// complete line, the words it sees are the tokenizer's, backslashes in quotes included.
  @Test(arguments: [
    #"play "back\slash" "a\b" 'no\escape' e\ f"#, #"x "q\"uote" Don't; y "$\$x" last"#,
    "cuts Guns N' Roses", #"echo "tab\there" '#1' x#y"#,
  ])
  func completionScansLikeTheTokenizer(line: String) throws {
    let statement = try #require(Tokenizer.statements(in: line).last)
    let tail = LineScanner.tail(line[...])
    #expect(tail.words.map(\.value) + [tail.partial.value] == statement.values)
    #expect(tail.openQuote == nil && !tail.inComment)
  }

  @Test func aBackslashInDoubleQuotesCompletesAsItTokenizes() {
    let names = Completer(
      commands: completer.commands, names: NameIndex(tracks: NameList([#"back\slash"#])))
    // `\s` is not an escape inside double quotes: the backslash is part of the name typed.
    let line = #"play "back\sl"#
    #expect(names.complete(line, cursor: line.count).insertion == #""back\\slash" "#)
  }

  @Test func nothingCompletesInsideAComment() {
    #expect(complete("ls # pl").insertion == nil)
    #expect(complete("ls # pl").matches.isEmpty)
  }
}
