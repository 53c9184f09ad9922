import Foundation
import Testing

/// Every way to run commands without a prompt runs the same engine, with the documented exit
/// statuses and `FILE:LINE:` locations.
@Suite struct LaunchModesTests {
  static func scratch(_ files: [String: String]) throws -> URL {
    let directory = try CrashSafetyTests.scratch()
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func commandsOnStandardInputRunWithoutAPrompt() async throws {
    let result = try await ProcessRunner.run([], input: Data("help\nquit\n".utf8))
    #expect(result.status == 0)
    #expect(result.stdout.contains("ls") && result.stdout.contains("discover"))
    #expect(!result.stdout.contains("deepcut>"))
  }

  @Test func dashCRunsStatementsAndExitsWithTheFirstFailure() async throws {
    let ok = try await ProcessRunner.run(["-c", "echo one; echo two"])
    #expect(ok.status == 0 && ok.stdout == "one\ntwo\n")
    let failed = try await ProcessRunner.run(["-c", "echo one; lsx; echo never"])
    #expect(failed.status == 1)
    #expect(failed.stdout == "one\n")
    #expect(failed.stderr == "error: unknown command 'lsx' (did you mean 'ls'?)\n")
  }

  @Test func aScriptStopsAtItsFirstFailureWithFileAndLine() async throws {
    let directory = try Self.scratch(["NAME.deepcut": "echo 1\necho 2\nlsx\necho 4\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("NAME.deepcut").path
    for arguments in [[script], ["-f", script]] {
      let result = try await ProcessRunner.run(arguments)
      #expect(result.status == 1)
      #expect(result.stdout == "1\n2\n")
      #expect(result.stderr.hasPrefix("\(script):3: error: unknown command 'lsx'"))
    }
    let keepGoing = try await ProcessRunner.run(["--keep-going", script])
    #expect(keepGoing.status == 1)
    #expect(keepGoing.stdout == "1\n2\n4\n")
  }

  @Test func anExecutableScriptWithAShebangRuns() async throws {
    let directory = try Self.scratch([
      "demo.deepcut":
        "#!/usr/bin/env deepcut\necho shebang works\nexpect output is \"shebang works\"\n"
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("demo.deepcut")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    var environment = ProcessInfo.processInfo.environment
    let binaries = PseudoTerminal.binary.deletingLastPathComponent().path
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    var process: Process
    var output: Pipe
    var attempts = 0
    while true {
      process = Process()
      process.executableURL = script
      process.environment = environment
      output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        break
      } catch {
        // "Text file busy": a process another test forked while the script was being written
        // still holds it open for writing until that child execs; it passes in milliseconds.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        attempts += 1
        guard underlying?.code == Int(ETXTBSY), attempts < 50 else { throw error }
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    await ProcessRunner.finished(process)
    #expect(process.terminationStatus == 0)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(text == "shebang works\n")
  }

  @Test func usageErrorsExitTwo() async throws {
    for arguments in [["--bogus"], ["--clock", "sideways"], ["a.deepcut", "b.deepcut"]] {
      let result = try await ProcessRunner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasSuffix("(see deepcut --help)\n"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    let help = try await ProcessRunner.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("usage: deepcut"))
    let version = try await ProcessRunner.run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("deepcut "))
  }

  @Test func jsonPrintsOneDocumentPerCommand() async throws {
    let result = try await ProcessRunner.run([
      "--json", "-c", "play Three Little Birds; status; clock",
    ])
    #expect(result.status == 0)
    let documents = result.stdout.split(separator: "\n").filter { !$0.isEmpty }
    // One document for each command (play's event is inside its document).
    #expect(documents.count == 3, "\(documents)")
    for document in documents {
      #expect(throws: Never.self) {
        _ = try JSONSerialization.jsonObject(with: Data(document.utf8))
      }
    }
  }

  @Test func aClosedStdoutEndsQuietly() async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "'\(PseudoTerminal.binary.path)' -c 'ls tracks; ls tracks' | head -1",
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    await ProcessRunner.finished(process)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(stderr.isEmpty, "\(stderr)")
  }
}
