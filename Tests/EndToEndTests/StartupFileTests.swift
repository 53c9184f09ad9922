import Foundation
import Testing

/// The start-up file, `~/.config/deepcut/deepcutrc` (issue #28, point 15): its commands run
/// before the first script line, quietly; an error in it is `FILE:LINE:` and the session still
/// starts; `$XDG_CONFIG_HOME` moves it; `-X` and `--no-rc` skip it.
@Suite struct StartupFileTests {
  static let rc = "# settings for every session\nset seed 7\nlsx\necho quiet\nset pager off\n"

  /// A scratch home holding `text` as `RELATIVE/deepcut/deepcutrc`.
  static func home(rcAt relative: String = ".config", _ text: String = rc) throws -> URL {
    let home = try CrashSafetyTests.scratch()
    let folder = home.appendingPathComponent(relative).appendingPathComponent("deepcut")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(
      to: folder.appendingPathComponent("deepcutrc"), atomically: true, encoding: .utf8)
    return home
  }

  @Test func itsCommandsRunFirstAndItsErrorsSayFileAndLine() async throws {
    let home = try Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await DeepCutRun.run(
      ["-c", "set seed; set pager"], in: home, scratch: home)
    let file = home.appendingPathComponent(".config/deepcut/deepcutrc").path
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "seed = 7\npager = off\n")
    #expect(run.stderr == "\(file):3: error: unknown command 'lsx' (did you mean 'ls'?)\n")
  }

  @Test func xdgConfigHomeMovesIt() async throws {
    let home = try Self.home(rcAt: "elsewhere", "set seed 7\n")
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent("elsewhere").path
    let run = try await DeepCutRun.run(
      ["-c", "set seed"], in: home, scratch: home, environment: ["XDG_CONFIG_HOME": config])
    #expect(run.stdout == "seed = 7\n", "\(run.stderr)")
    let ignored = try await DeepCutRun.run(["-c", "set seed"], in: home, scratch: home)
    #expect(ignored.stdout != "seed = 7\n", "\(ignored.stderr)")
  }

  @Test func dashXAndNoRcSkipIt() async throws {
    let home = try Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    for option in ["-X", "--no-rc"] {
      let run = try await DeepCutRun.run([option, "-c", "set seed"], in: home, scratch: home)
      #expect(run.status == 0)
      #expect(run.stdout != "seed = 7\n")
      #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
  }

  @Test func anUnreadableStartupFileIsOneWarning() async throws {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    // A directory where the file should be.
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent(".config/deepcut/deepcutrc"),
      withIntermediateDirectories: true)
    let run = try await DeepCutRun.run(["-c", "echo started"], in: home, scratch: home)
    #expect(run.status == 0)
    #expect(run.stdout == "started\n")
    #expect(run.stderr.hasPrefix("warning: start-up file skipped: cannot read '"), "\(run.stderr)")
  }

  @Test func helpAndTheManualMentionIt() async throws {
    let help = try await ProcessRunner.run(["--help"])
    #expect(help.stdout.contains("-X, --no-rc"))
    let manual = try await ProcessRunner.run(["--man"])
    #expect(manual.stdout.contains("deepcutrc"))
  }
}
