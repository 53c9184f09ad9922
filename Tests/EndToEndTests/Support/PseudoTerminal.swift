import Foundation
import Synchronization

/// The real `deepcut` binary at a real pseudo-terminal, driven by keystrokes.
///
/// `script(1)` (util-linux, on every Debian) makes the terminal, so deepcut sees a TTY on
/// stdin and stdout, runs libedit, and gets SIGINT from Ctrl-C through the line discipline.
final class PseudoTerminal: Sendable {
  private let process: Process
  private let input: FileHandle
  private let output = OutputBuffer()

  /// Starts `deepcut` with `arguments` in a terminal.
  ///
  /// `HOME` is a fresh directory unless `environment` names one, so the user's own
  /// `~/.editrc` never takes part; `EDITRC` is unset unless given.
  convenience init(arguments: [String], environment extra: [String: String] = [:]) throws {
    let command = ([Self.binary.path] + arguments).map(Self.shellQuote).joined(separator: " ")
    try self.init(command: "exec " + command, environment: extra)
  }

  /// Starts an interactive bash (no startup files) in a terminal, for job control: the test
  /// types the deepcut command line itself.
  static func shell(environment: [String: String] = [:]) throws -> PseudoTerminal {
    try PseudoTerminal(
      command: "PS1='bash$ ' exec bash --norc --noprofile -i", environment: environment)
  }

  /// The deepcut binary as a quoted shell word.
  static var quotedBinary: String { shellQuote(binary.path) }

  private init(command: String, environment extra: [String: String]) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qfec", "stty cols 100 rows 30; " + command, "/dev/null"]
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("deepcut-home-\(UUID().uuidString)").path
    environment["EDITRC"] = nil
    environment["XDG_CONFIG_HOME"] = nil
    environment["TERM"] = "xterm"
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    input = stdin.fileHandleForWriting
    let output = self.output
    stdout.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else { return }
      output.append(String(decoding: data, as: UTF8.self))
    }
    try process.run()
  }

  /// Everything the terminal showed so far (with escape sequences).
  var transcript: String { output.text }

  /// Types `text` (use `\t` for Tab, `\r` for Enter, `\u{3}` for Ctrl-C, `\u{4}` for Ctrl-D).
  func type(_ text: String) {
    input.write(Data(text.utf8))
  }

  /// Waits until the transcript contains `text` `occurrences` times, or fails after `timeout`.
  func waitFor(_ text: String, occurrences: Int = 1, timeout: Duration = .seconds(90)) async throws
  {
    let deadline = ContinuousClock.now + timeout
    // Look before checking the clock: when the suite's other tests keep the cooperative
    // threads busy, this task can wake long after the deadline with the text long since shown.
    while transcript.components(separatedBy: text).count - 1 < occurrences {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError.timeout(waitingFor: text, transcript: transcript)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits until the terminal ends with a prompt (`…> `) and nothing after it.
  ///
  /// deepcut is then reading a line again, the terminal in libedit's raw mode, so a control
  /// key typed next is read as that key.
  func waitForPrompt(timeout: Duration = .seconds(90)) async throws {
    let deadline = ContinuousClock.now + timeout
    while !TerminalWidthTests.withoutEscapes(transcript).hasSuffix("> ") {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError.timeout(waitingFor: "a prompt", transcript: transcript)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Resizes the terminal, as dragging the window's corner does: the kernel then sends
  /// SIGWINCH to the program in the foreground.
  func resize(columns: Int, rows: Int) throws {
    let children = Self.children(of: process.processIdentifier)
    guard
      let device = children.lazy.compactMap({
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/fd/0")
      }).first(where: { $0.hasPrefix("/dev/pts/") })
    else { throw PseudoTerminalError.noTerminal }
    let descriptor = open(device, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw PseudoTerminalError.noTerminal }
    defer { close(descriptor) }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0 else {
      throw PseudoTerminalError.noTerminal
    }
  }

  /// Kills deepcut (and the terminal's `script`) with SIGKILL, as a crash would.
  func kill() {
    // `script` runs deepcut as its child; kill the whole process group it made.
    let children = Self.children(of: process.processIdentifier)
    for child in children { Foundation.kill(child, SIGKILL) }
    Foundation.kill(process.processIdentifier, SIGKILL)
  }

  private static func children(of pid: Int32) -> [Int32] {
    let path = "/proc/\(pid)/task/\(pid)/children"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    let direct = text.split(separator: " ").compactMap { Int32($0) }
    return direct + direct.flatMap { children(of: $0) }
  }

  /// Waits for the process to end and returns its exit status.
  func exitStatus(timeout: Duration = .seconds(90)) async throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        process.terminate()
        throw PseudoTerminalError.timeout(waitingFor: "exit", transcript: transcript)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    return process.terminationStatus
  }

  /// The deepcut binary built next to this test bundle.
  static var binary: URL {
    let tests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for directory in [tests, tests.deletingLastPathComponent()] {
      let candidate = directory.appendingPathComponent("deepcut")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/deepcut")
  }

  private static func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

enum PseudoTerminalError: Error, CustomStringConvertible {
  case timeout(waitingFor: String, transcript: String)
  case noTerminal

  var description: String {
    switch self {
    case .timeout(let text, let transcript):
      "timed out waiting for \(text.debugDescription); the terminal showed:\n\(transcript)"
    case .noTerminal: "the pseudo-terminal deepcut runs in was not found"
    }
  }
}

/// Text appended from the reading thread and read by the test.
private final class OutputBuffer: Sendable {
  private let storage = Mutex("")

  func append(_ text: String) { storage.withLock { $0 += text } }

  var text: String { storage.withLock { $0 } }
}
