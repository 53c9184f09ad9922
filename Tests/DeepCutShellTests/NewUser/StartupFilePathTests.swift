import Testing

@testable import DeepCutShell

/// Where the start-up file is looked for, and the options that skip it (issue #28, point 15).
@Suite struct StartupFilePathTests {
  @Test func xdgConfigHomeWhenAbsoluteElseHomesConfig() {
    #expect(
      StartupFile.path(environment: ["XDG_CONFIG_HOME": "/cfg/", "HOME": "/home/u"])
        == "/cfg/deepcut/deepcutrc")
    #expect(
      StartupFile.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.config/deepcut/deepcutrc")
    #expect(
      StartupFile.path(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u/"])
        == "/home/u/.config/deepcut/deepcutrc")
    #expect(StartupFile.path(environment: [:]) == nil)
  }

  @Test func dashXAndNoRcSkipIt() throws {
    #expect(try LaunchOptions.parse([]).readsStartupFile)
    #expect(try !LaunchOptions.parse(["-X"]).readsStartupFile)
    #expect(try !LaunchOptions.parse(["--no-rc", "-c", "ls"]).readsStartupFile)
  }
}
