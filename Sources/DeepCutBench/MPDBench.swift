import DeepCutKit
import Foundation
import Synchronization

/// The MPD client's round trips against the MPD that `MPD_HOST`/`MPD_PORT` name, beside
/// `mpc status` (a process per command, as a user types it) on the same MPD.
enum MPDBench {
  static func run() async throws -> [Figure] {
    let environment = ProcessInfo.processInfo.environment
    let address = try MPDAddress.fromEnvironment(environment)
    let client = MPDClient(address: address)
    var figures: [Figure] = []
    figures.append(
      try await measure("mpd status round trip", runs: 500, target: "< 1 ms") {
        _ = try client.status()
      })
    figures.append(
      try await measure("mpd status+currentsong (one list)", runs: 500, target: "< 1 ms") {
        _ = try client.statusAndCurrentSong()
      })
    figures.append(
      try await measure("mpd connect, greeting, status", runs: 100, target: "< 2 ms") {
        let fresh = MPDClient(address: address)
        _ = try fresh.status()
        fresh.connection.close()
      })
    if let mpc = executable("mpc") {
      figures.append(
        try await measure("mpc status (a process)", runs: 30, target: "reference") {
          try runProcess(mpc, ["status"])
        })
    }
    figures.append(try await idleDelay(address: address, client: client))
    figures += try await MPDPromptBench.run(address: address)
    return figures
  }

  /// From sending `setvol` to the idle listener's handler hearing `mixer`: the command's round
  /// trip plus MPD's idle answer on the second connection.
  private static func idleDelay(address: MPDAddress, client: MPDClient) async throws -> Figure {
    let heard = Mutex<ContinuousClock.Instant?>(nil)
    let listener = MPDIdleListener(address: address) { event in
      if case .changed(let subsystems) = event, subsystems.contains(.mixer) {
        heard.withLock { $0 = .now }
      }
    }
    listener.start()
    defer { listener.stop() }
    try await Task.sleep(for: .milliseconds(200))
    let original = try client.status().volume ?? 100
    var level = 0
    let figure = try await measure("mpd command to idle event", runs: 50, target: "< 50 ms") {
      heard.withLock { $0 = nil }
      level = level == 50 ? 51 : 50
      let start = ContinuousClock.now
      try client.setVolume(level)
      while heard.withLock({ $0 }) == nil {
        guard ContinuousClock.now - start < .seconds(2) else { return }
        try await Task.sleep(for: .microseconds(50))
      }
    }
    try client.setVolume(original)
    return figure
  }

  private static func runProcess(_ path: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  private static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
