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
    (["-c", "ls", "-c", "help"], "-c given twice (join commands with ;)"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try LaunchOptions.parse(arguments) }
  }
}
