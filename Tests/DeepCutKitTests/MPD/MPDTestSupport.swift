import DeepCutKit
import Foundation
import MPDServer
import Synchronization

/// Polls `condition` every 20 ms until it holds or `timeout` passes; whether it held.
func eventually(
  within timeout: Duration = .seconds(3), _ condition: () throws -> Bool
) async throws -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try condition() { return true }
    try await Task.sleep(for: .milliseconds(20))
  }
  return try condition()
}

/// The events an idle listener reported, for tests to wait on.
final class IdleEvents: Sendable {
  private let events = Mutex<[MPDIdleListener.Event]>([])

  var all: [MPDIdleListener.Event] { events.withLock { $0 } }

  func record(_ event: MPDIdleListener.Event) { events.withLock { $0.append(event) } }

  func clear() { events.withLock { $0.removeAll() } }

  /// Waits until an event satisfying `matches` has arrived.
  func wait(
    within timeout: Duration = .seconds(3), for matches: (MPDIdleListener.Event) -> Bool
  ) async throws -> Bool {
    try await eventually(within: timeout) { all.contains(where: matches) }
  }

  /// Every subsystem reported changed so far.
  var changed: Set<MPDSubsystem> {
    Set(
      all.flatMap { event -> [MPDSubsystem] in
        if case .changed(let subsystems) = event { return subsystems }
        return []
      })
  }
}

extension MPDServer {
  /// This server's Unix socket, with its password.
  var address: MPDAddress { MPDAddress(.unix(path: socketPath), password: password) }
}

/// A Unix socket that accepts a connection, says `greeting` (or nothing) and waits.
///
/// A silent MPD, or something that is not an MPD at all; Python's standard library, as the
/// fixture server.
final class SilentSocket {
  let path: String
  private let process = Process()
  private let input = Pipe()

  init(greeting: String?) throws {
    path = "/tmp/deepcut-silent-\(getpid())-\(Int.random(in: 0..<1_000_000))"
    let script = """
      import socket, sys, time
      s = socket.socket(socket.AF_UNIX)
      s.bind(sys.argv[1]); s.listen(4)
      print("ready", flush=True)
      c, _ = s.accept()
      if sys.argv[2]: c.sendall(sys.argv[2].encode() + b"\\n")
      sys.stdin.read()
      """
    // /usr/bin/python3 when present: a version manager's shim takes a second to start.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    process.executableURL = URL(fileURLWithPath: python ? "/usr/bin/python3" : "/usr/bin/env")
    process.arguments = (python ? [] : ["python3"]) + ["-c", script, path, greeting ?? ""]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    _ = output.fileHandleForReading.readData(ofLength: 6)
  }

  deinit {
    // Closing its input ends it (the test runner's children inherit a mask that blocks SIGTERM).
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    unlink(path)
  }
}

/// What MPD's status says at each `player` event, read on the idle listener's thread.
///
/// A test sees every transition even when a loaded machine is slow to schedule the test
/// itself. Each entry is `STATE SONGID` (`-` for none), with ` error` when `status` has an
/// error.
final class PlayerTransitions: Sendable {
  private let listener: MPDIdleListener
  private let recorded = IdleEvents()
  private let lines = Lines()

  private final class Lines: Sendable {
    let all = Mutex<[String]>([])
  }

  init(server: MPDServer) async throws {
    let observer = MPDClient(address: server.address)
    let (recorded, lines) = (recorded, lines)
    listener = MPDIdleListener(address: server.address) { event in
      recorded.record(event)
      guard case .changed(let subsystems) = event, subsystems.contains(.player),
        let status = try? observer.status()
      else { return }
      let song = status.songID.map(String.init) ?? "-"
      let line = "\(status.state) \(song)" + (status.error == nil ? "" : " error")
      lines.all.withLock { $0.append(line) }
    }
    listener.start()
    _ = try await recorded.wait { $0 == .connected }
  }

  var all: [String] { lines.all.withLock { $0 } }

  func stop() { listener.stop() }
}
