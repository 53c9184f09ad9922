import Foundation

/// Runs the deepcut binary without blocking a thread of Swift's cooperative pool (two threads on
/// this machine): waiting is a continuation resumed by the termination handler.
enum ProcessRunner {
  /// What a finished run printed, and how it ended.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The test process's environment, without the user's start-up file (deepcutrc).
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = "/nonexistent/deepcut-tests"
    return environment
  }

  /// Starts deepcut with `arguments` (output discarded) and returns the process.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = PseudoTerminal.binary
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs deepcut to the end and returns its status and output.
  static func run(_ arguments: [String], input: Data? = nil) async throws -> Result {
    let process = Process()
    process.executableURL = PseudoTerminal.binary
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    let collected = Collected()
    output.fileHandleForReading.readabilityHandler = {
      collected.append($0.availableData, error: false)
    }
    errors.fileHandleForReading.readabilityHandler = {
      collected.append($0.availableData, error: true)
    }
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(input)
      try stdin.fileHandleForWriting.close()
    }
    await finished(process)
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
    collected.append(output.fileHandleForReading.readDataToEndOfFile(), error: false)
    collected.append(errors.fileHandleForReading.readDataToEndOfFile(), error: true)
    return Result(status: process.terminationStatus, stdout: collected.out, stderr: collected.err)
  }

  /// Waits for `process` to end, polling without blocking.
  static func finished(_ process: Process) async {
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  /// Output gathered from the reading threads.
  private final class Collected: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()

    func append(_ data: Data, error: Bool) {
      lock.lock()
      defer { lock.unlock() }
      if error { errData.append(data) } else { outData.append(data) }
    }

    var out: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: outData, as: UTF8.self)
    }

    var err: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: errData, as: UTF8.self)
    }
  }
}
