import Foundation
import Testing

@testable import DeepCutShell

@Suite struct ScriptRunnerTests {
  @Test func aCleanScriptExitsZero() async throws {
    let test = try TestSession()
    let result = await test.run("echo one\n# a comment\n\necho two; echo three\n")
    #expect(result.exitStatus == 0)
    #expect(test.stdout == "one\ntwo\nthree\n")
    #expect(test.stderr == "")
  }

  @Test func theFirstFailureStopsWithFileAndLine() async throws {
    let test = try TestSession()
    let result = await test.run("echo 1\necho 2\nlsx\necho 4\n", name: "NAME.deepcut")
    #expect(result.exitStatus == 1)
    #expect(test.stdout == "1\n2\n")
    #expect(test.stderr.hasPrefix("NAME.deepcut:3: error: unknown command 'lsx'"))
  }

  @Test func keepGoingRunsEverythingAndStillFails() async throws {
    let test = try TestSession()
    let result = await test.run("lsx\necho 2\nwait forever\necho 4\n", keepGoing: true)
    #expect(result.failures == 2)
    #expect(result.exitStatus == 1)
    #expect(test.stdout == "2\n4\n")
    #expect(test.stderr.contains("test.deepcut:1: error:"))
    #expect(test.stderr.contains("test.deepcut:3: error: 'forever' is not a duration"))
  }

  @Test func commandTextHasNoLocation() async throws {
    let test = try TestSession()
    let result = await test.run("echo a; lsx; echo b", name: nil)
    #expect(result.exitStatus == 1)
    #expect(test.stdout == "a\n")
    #expect(test.stderr == "error: unknown command 'lsx' (did you mean 'ls'?)\n")
  }

  @Test func quitEndsTheScriptWithItsStatus() async throws {
    let test = try TestSession()
    #expect(await test.run("echo a\nquit 3\necho b\n").exitStatus == 3)
    #expect(test.stdout == "a\n")
    #expect(await test.run("quit").exitStatus == 0)
  }

  @Test func tokenizerErrorsAreReportedWithTheLine() async throws {
    let test = try TestSession()
    let result = await test.run("echo ok\necho 'unclosed\n")
    #expect(result.exitStatus == 1)
    #expect(test.stderr.hasPrefix("test.deepcut:2: error: unterminated single quote"))
  }

  @Test func invalidUTF8InAScriptIsAnErrorNotACrash() async throws {
    let test = try TestSession()
    await test.session.setKeepGoing(false)
    let bytes: [UInt8] = Array("echo fine\n".utf8) + [0x65, 0x63, 0xFF, 0x0A]
    let result = await test.session.runScript(ScriptLines(bytes: bytes), name: "bad.deepcut")
    #expect(result.exitStatus == 1)
    #expect(test.stderr.hasPrefix("bad.deepcut:2: error: the line is not valid UTF-8"))
  }

  @Test func sourceIsRelativeToTheSourcingScript() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let demos = directory.appendingPathComponent("demos")
    try FileManager.default.createDirectory(at: demos, withIntermediateDirectories: true)
    try "echo from main\nsource lib.deepcut\necho back\n".write(
      to: demos.appendingPathComponent("main.deepcut"), atomically: true, encoding: .utf8)
    try "echo from lib\n".write(
      to: demos.appendingPathComponent("lib.deepcut"), atomically: true, encoding: .utf8)
    let test = try TestSession(workingDirectory: directory.path)
    let result = await test.run("source demos/main.deepcut\n", name: "top.deepcut")
    #expect(result.exitStatus == 0, "\(test.stderr)")
    #expect(test.stdout == "from main\nfrom lib\nback\n")
  }

  @Test func aFailureInsideASourcedScriptIsReportedOnce() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "echo fine\nlsx\n".write(
      to: directory.appendingPathComponent("lib.deepcut"), atomically: true, encoding: .utf8)
    let test = try TestSession(workingDirectory: directory.path)
    let result = await test.run("source lib.deepcut\necho never\n", name: "top.deepcut")
    #expect(result.exitStatus == 1)
    #expect(test.stdout == "fine\n")
    #expect(test.stderr.components(separatedBy: "error:").count == 2)
    #expect(test.stderr.hasPrefix("lib.deepcut:2: error: unknown command 'lsx'"))
  }

  @Test func aSourceCycleIsAnError() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "source b.deepcut\n".write(
      to: directory.appendingPathComponent("a.deepcut"), atomically: true, encoding: .utf8)
    try "echo in b\nsource a.deepcut\n".write(
      to: directory.appendingPathComponent("b.deepcut"), atomically: true, encoding: .utf8)
    let test = try TestSession(workingDirectory: directory.path)
    let path = directory.appendingPathComponent("a.deepcut").path
    let result = await test.session.runScript(
      ScriptLines(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))),
      name: "a.deepcut", path: path)
    #expect(result.exitStatus == 1)
    #expect(test.stderr.contains("b.deepcut:2: error: source cycle: a.deepcut → "))
  }

  @Test func sourceExplainsMissingFilesAndDirectories() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let test = try TestSession(workingDirectory: directory.path)
    _ = await test.run("source nope.deepcut", name: nil)
    #expect(test.stderr == "error: cannot read 'nope.deepcut': no such file\n")
    test.output.reset()
    _ = await test.run("source .", name: nil)
    #expect(test.stderr.contains("it is a directory, not a script file"))
  }

  /// Found by a bad-input test: `/dev/zero` was reported as "permission denied" (and a pipe
  /// that never ends would have been read until memory ran out).
  @Test func sourceOfDevZeroSaysItIsADevice() async throws {
    let test = try TestSession()
    _ = await test.run("source /dev/zero", name: nil)
    #expect(test.stderr == "error: cannot read '/dev/zero': it is a device, not a script file\n")
  }

  @Test func aScriptOverTheSizeLimitIsRefused() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.deepcut").path
    // A sparse file: 64 MiB and one byte of zeros, without writing them.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, off_t(ScriptFile.maximumBytes + 1)) == 0)
    #expect(
      throws: CommandError("cannot read 'huge.deepcut': more than 64 MiB is too large for a script")
    ) {
      try ScriptFile.read(path, name: "huge.deepcut")
    }
  }
}
