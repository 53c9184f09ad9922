import Foundation

/// One run of the real `deepcut` binary, without a terminal: what it printed and how it ended.
struct DeepCutRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `deepcut arguments` in `directory` with `input` on stdin, and fails after `timeout`
  /// (bad input must never hang).
  ///
  /// The streams go through files in `scratch`, not pipes, so a megabyte of input or output
  /// cannot block either side. `HOME` and `XDG_STATE_HOME` point into `scratch` too, so a run
  /// never touches the real state directory. With `user`, root runs it as that user through
  /// `setpriv` (util-linux), for what only an ordinary user meets: a file it may not read.
  /// `environment` adds variables (`DEEPCUT_MUSICBRAINZ_RATE` for a local server).
  static func run(
    _ arguments: [String], in directory: URL, input: [UInt8] = [], scratch: URL,
    user: UInt32? = nil, environment extra: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) async throws -> DeepCutRun {
    let files = FileManager.default
    let stdin = scratch.appendingPathComponent("stdin")
    let stdout = scratch.appendingPathComponent("stdout")
    let stderr = scratch.appendingPathComponent("stderr")
    try Data(input).write(to: stdin)
    for url in [stdout, stderr] { _ = files.createFile(atPath: url.path, contents: nil) }
    let process = Process()
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", PseudoTerminal.binary.path]
        + arguments
    } else {
      process.executableURL = PseudoTerminal.binary
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = scratch.path
    environment["XDG_STATE_HOME"] = scratch.appendingPathComponent("xdg").path
    // The start-up file, too, is the scratch home's (~/.config/deepcut/deepcutrc), if any.
    environment["XDG_CONFIG_HOME"] = nil
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        process.terminate()
        // What it printed so far says where it stopped.
        let printed = (try? Data(contentsOf: stderr)).map { String(decoding: $0, as: UTF8.self) }
        throw DeepCutRunError.timeout(arguments, stderr: printed ?? "")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    return DeepCutRun(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
  }
}

enum DeepCutRunError: Error, CustomStringConvertible {
  case timeout([String], stderr: String)

  var description: String {
    switch self {
    case .timeout(let arguments, let stderr):
      "deepcut \(arguments) still running after the timeout; stderr so far:\n\(stderr)"
    }
  }
}
