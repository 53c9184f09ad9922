import Testing

@testable import DeepCutShell

@Suite struct LaunchOptionsTests {
  @Test func noArgumentsReadsStandardInput() throws {
    #expect(try LaunchOptions.parse([]).mode == .standardInput)
  }

  @Test func modes() throws {
    #expect(try LaunchOptions.parse(["-c", "ls; status"]).mode == .commands("ls; status"))
    #expect(try LaunchOptions.parse(["-f", "a.deepcut"]).mode == .script("a.deepcut"))
    #expect(try LaunchOptions.parse(["a.deepcut"]).mode == .script("a.deepcut"))
    #expect(try LaunchOptions.parse(["--", "-odd.deepcut"]).mode == .script("-odd.deepcut"))
    #expect(try LaunchOptions.parse(["--help", "--bogus"]).mode == .help)
    #expect(try LaunchOptions.parse(["-V"]).mode == .version)
  }

  /// Several -c run in order, each as a line of a script (psql's rule).
  @Test func severalCommandOptionsRunInOrder() throws {
    let options = try LaunchOptions.parse(["-c", "echo one; echo two", "--no-pager", "-c", "clock"])
    #expect(options.mode == .commands("echo one; echo two\nclock"))
    #expect(!options.pager)
    #expect(try LaunchOptions.parse([]).pager)
    #expect(try LaunchOptions.parse(["--man"]).mode == .manual)
  }

  /// `--help` comes from the same declarations as the man page: every option is in it.
  @Test func helpListsEveryDeclaredOption() {
    for option in LaunchHelp.options {
      #expect(LaunchOptions.helpText.contains(option.term))
    }
    for name in LaunchOptions.optionNames {
      #expect(LaunchOptions.helpText.contains(name))
    }
  }

  @Test func settings() throws {
    let options = try LaunchOptions.parse([
      "--json", "--state", "/tmp/s", "--clock=real", "--keep-going", "--library", "L.xml",
      "x.deepcut",
    ])
    #expect(options.json && options.keepGoing)
    #expect(options.stateDirectory == "/tmp/s")
    #expect(options.clock == .real)
    #expect(options.libraryFile == "L.xml")
    #expect(options.mode == .script("x.deepcut"))
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["--clock", "fast"], "--clock is real or virtual, not 'fast'"),
    (["--state"], "option '--state' needs a value"),
    (["--state="], "option '--state' needs a non-empty value"),
    (["a.deepcut", "b.deepcut"], "only one script can run, got 'a.deepcut' and 'b.deepcut'"),
    (["-c", "ls", "a.deepcut"], "-c and a script file cannot be combined"),
    (["--jsn"], "unknown option '--jsn' (did you mean '--json'?)"),
    (["--no-pagr"], "unknown option '--no-pagr' (did you mean '--no-pager'?)"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try LaunchOptions.parse(arguments) }
  }
}
