import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real MPD for tests: Debian's `mpd --no-daemon`, started with a generated configuration in
/// a temporary directory of its own.
///
/// It listens on a Unix socket in that directory (and on 127.0.0.1 when asked), never on 6600;
/// plays to the null output in real time with a software mixer (so `setvol` works); keeps its
/// own database; has no state file (a restart starts with an empty queue) and no zeroconf.
/// The helpers make short audio files (sox, metaflac), run `update` and wait for it (mpc), kill
/// MPD with SIGKILL and start it again on the same socket. MPD runs under a small shell that
/// kills it when this process's pipe closes, so a test process that dies leaves no MPD behind.
/// See README.md beside this file.
public final class MPDServer: @unchecked Sendable {
  /// The temporary directory (short: `/tmp/mpd-XXXXXX`, so the socket path fits 108 bytes).
  public let directory: String
  /// The music directory (`directory/music`), what URIs are relative to.
  public let musicDirectory: String
  /// The Unix socket (`directory/socket`).
  public let socketPath: String
  /// The TCP port on 127.0.0.1, when started with `tcp: true`.
  public let tcpPort: Int?
  /// The password with every permission, when started with one; others may only read.
  public let password: String?
  /// The abstract socket's name (without its `@`), when started with `abstract: true`.
  public let abstractName: String?
  private let configPath: String
  private let logPath: String
  private var guardian: Process?
  private var guardianInput: Pipe?
  /// MPD's own process id while it runs.
  public private(set) var pid: Int32 = 0

  /// Whether mpd, mpc and sox are installed (`Scripts/ensure-deps` installs them).
  public static var isInstalled: Bool {
    ["mpd", "mpc", "sox", "metaflac"].allSatisfy { executable($0) != nil }
  }

  /// Why the MPD tests cannot run here, for a skipped test's message; nil when they can.
  public static var missingReason: String? {
    isInstalled ? nil : "mpd, mpc, sox or metaflac is not installed (run Scripts/ensure-deps)"
  }

  /// Starts an MPD and waits until it answers.
  ///
  /// `password` protects every permission except read; `tcp` also listens on a free port of
  /// 127.0.0.1; `abstract` also on an abstract socket; `connectionTimeout` (seconds) replaces
  /// the 60 s after which MPD drops a silent client.
  public static func start(
    password: String? = nil, tcp: Bool = false, abstract: Bool = false,
    connectionTimeout: Int? = nil
  ) throws -> MPDServer {
    var template = Array("/tmp/mpd-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw MPDServerError("cannot make a directory") }
    let directory = String(cString: made)
    try FileManager.default.createDirectory(
      atPath: directory + "/music", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory + "/playlists", withIntermediateDirectories: true)
    var attempts = 0
    while true {
      attempts += 1
      // MPD has no ephemeral port ("port 0" is fatal): try a random one, again if it is taken.
      let port = tcp ? Int.random(in: 20000...45000) : nil
      let server = MPDServer(
        directory: directory, password: password, tcpPort: port,
        abstractName: abstract ? "deepcut-" + directory.dropFirst(9) : nil,
        connectionTimeout: connectionTimeout)
      do {
        try server.launch()
        return server
      } catch let error as MPDServerError where tcp && attempts < 5 && error.portInUse {
        continue
      }
    }
  }

  private init(
    directory: String, password: String?, tcpPort: Int?, abstractName: String?,
    connectionTimeout: Int?
  ) {
    self.directory = directory
    self.musicDirectory = directory + "/music"
    self.socketPath = directory + "/socket"
    self.password = password
    self.tcpPort = tcpPort
    self.abstractName = abstractName
    self.configPath = directory + "/mpd.conf"
    self.logPath = directory + "/log"
    var config = """
      music_directory "\(musicDirectory)"
      db_file "\(directory)/db"
      playlist_directory "\(directory)/playlists"
      pid_file "\(directory)/pid"
      bind_to_address "\(socketPath)"
      zeroconf_enabled "no"
      auto_update "no"
      audio_output {
        type "null"
        name "null"
        mixer_type "software"
      }

      """
    if let tcpPort {
      config += "bind_to_address \"127.0.0.1\"\nport \"\(tcpPort)\"\n"
    }
    if let abstractName { config += "bind_to_address \"@\(abstractName)\"\n" }
    if let connectionTimeout { config += "connection_timeout \"\(connectionTimeout)\"\n" }
    if let password {
      config += "password \"\(password)@read,add,control,admin\"\ndefault_permissions \"read\"\n"
    }
    _ = FileManager.default.createFile(atPath: configPath, contents: Data(config.utf8))
  }

  deinit { cleanup() }

  /// The `MPD_HOST` value that reaches this server with every permission.
  public var hostForMPC: String { password.map { "\($0)@\(socketPath)" } ?? socketPath }

  /// Everything MPD wrote to its log (stderr) so far.
  public var log: String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
  }

  /// Whether MPD is running.
  public var isRunning: Bool { guardian?.isRunning == true && pid > 0 }

  private func launch() throws {
    // The shell starts MPD, says its pid, and kills it when its standard input closes: when
    // `stop`/`kill` closes the pipe, or when the test process dies. (No `wait` after the kill:
    // under the test runner's signal mask dash's `wait` never returns.)
    // `kill`, `stop` and `restart` write "keep" first; a bare close (the test process died,
    // or a static server at exit) also removes the directory.
    let script = """
      mpd --no-daemon "$1" 2>>"$2" &
      echo $!
      read request
      kill -9 $! 2>/dev/null
      [ "$request" = keep ] || rm -rf "$3"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "mpd-guardian", configPath, logPath, directory]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    // Not the test process's stderr: `swift test` would wait for every holder of it to exit.
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = output.fileHandleForReading.readLine()
    guard let pid = Int32(line) else {
      try? input.fileHandleForWriting.close()
      throw MPDServerError("mpd did not start (the guardian printed '\(line)')")
    }
    self.guardian = process
    self.guardianInput = input
    self.pid = pid
    try waitUntilAnswering()
  }

  /// Waits (up to 30 s: two busy cores can hold a starting mpd for seconds) until `mpc status`
  /// succeeds; MPD's log is in the error if it exits.
  private func waitUntilAnswering() throws {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if Glibc.kill(pid, 0) != 0 || !processAlive(pid) {
        let log = self.log
        stop()
        let error = MPDServerError("mpd exited at start: \(log.suffix(400))")
        throw error
      }
      if FileManager.default.fileExists(atPath: socketPath),
        (try? mpc(["status"])) != nil
      {
        return
      }
      usleep(20_000)
    }
    stop()
    throw MPDServerError("mpd did not answer within 30 s: \(log.suffix(400))")
  }

  /// Whether `pid` is alive and not a zombie waiting for the guardian to reap it.
  private func processAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(close, offsetBy: 2)...].first
    return state != "Z" && state != "X"
  }

  /// Runs `mpc ARGUMENTS` against this server and returns its standard output.
  @discardableResult
  public func mpc(_ arguments: [String]) throws -> String {
    try MPDServer.run(
      "mpc", arguments, environment: ["MPD_HOST": hostForMPC, "MPD_PORT": "6600"])
  }

  /// Starts a database update and waits until it is done.
  public func update() throws {
    try mpc(["--wait", "-q", "update"])
  }

  /// Writes a WAV of `seconds` (a 440 Hz tone, 44.1 kHz, 16-bit stereo) at `uri`.
  ///
  /// `uri` is under the music directory; its folders are made. WAVs carry no tags: MPD lists
  /// them by file name.
  public func makeWAV(_ uri: String, seconds: Double, frequency: Int = 440) throws {
    let path = try prepare(uri)
    try MPDServer.run(
      "sox",
      [
        "-n", "-r", "44100", "-c", "2", "-b", "16", path, "synth", String(seconds), "sine",
        String(frequency), "vol", "0.1",
      ])
  }

  /// Writes a FLAC of `seconds` at `uri` with these Vorbis comments (`ARTIST`, `TITLE`,
  /// `ALBUM`, `TRACKNUMBER`, …).
  public func makeFLAC(_ uri: String, seconds: Double, tags: [String: String] = [:]) throws {
    let path = try prepare(uri)
    try MPDServer.run(
      "sox",
      [
        "-n", "-r", "44100", "-c", "2", "-b", "16", path, "synth", String(seconds), "sine",
        "440", "vol", "0.1",
      ])
    if !tags.isEmpty {
      let sets = tags.sorted { $0.key < $1.key }.map { "--set-tag=\($0.key)=\($0.value)" }
      try MPDServer.run("metaflac", sets + [path])
    }
  }

  /// Writes a FLAC of `seconds` at `uri` with these Vorbis comments in order; a name may
  /// repeat (Picard writes a multi-artist credit's `MUSICBRAINZ_ARTISTID` once per artist).
  public func makeFLAC(_ uri: String, seconds: Double, tagList: [(String, String)]) throws {
    try makeFLAC(uri, seconds: seconds)
    let sets = tagList.map { "--set-tag=\($0.0)=\($0.1)" }
    try MPDServer.run("metaflac", sets + [musicDirectory + "/" + uri])
  }

  /// The absolute path of `uri`, its folders made.
  private func prepare(_ uri: String) throws -> String {
    let path = musicDirectory + "/" + uri
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return path
  }

  /// Deletes the file at `uri` (a file that vanished after it was queued).
  public func deleteFile(_ uri: String) throws {
    try FileManager.default.removeItem(atPath: musicDirectory + "/" + uri)
  }

  /// Kills MPD with SIGKILL, as a crash would: no goodbye on any connection.
  ///
  /// The socket file stays behind, as it does after a crash.
  public func kill() {
    if pid > 0 {
      _ = Glibc.kill(pid, SIGKILL)
      // Until it is gone (or a zombie): its sockets are closed only then.
      let deadline = Date().addingTimeInterval(3)
      while processAlive(pid) && Date() < deadline { usleep(5000) }
    }
    reapGuardian(keep: true)
  }

  /// Starts MPD again on the same socket, configuration and database (with an empty queue).
  public func restart() throws {
    reapGuardian(keep: true)
    try launch()
  }

  /// Stops MPD (the guardian kills it) and waits until it has exited; the directory stays.
  public func stop() {
    reapGuardian(keep: true)
  }

  /// Stops MPD and removes the directory.
  public func cleanup() {
    reapGuardian(keep: false)
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func reapGuardian(keep: Bool) {
    if keep { try? guardianInput?.fileHandleForWriting.write(contentsOf: Data("keep\n".utf8)) }
    try? guardianInput?.fileHandleForWriting.close()
    guardian?.waitUntilExit()
    guardian = nil
    guardianInput = nil
    pid = 0
  }

  /// Runs a program from PATH and returns its standard output; throws with its standard error
  /// when it fails.
  @discardableResult
  static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:])
    throws -> String
  {
    guard let path = executable(name) else { throw MPDServerError("\(name) is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw MPDServerError(
        "\(name) \(arguments.joined(separator: " ")) failed: "
          + String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .newlines))
    }
    return String(decoding: data, as: UTF8.self)
  }

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in (path + ":/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

extension FileHandle {
  /// Reads up to the first newline (the guardian's pid line).
  fileprivate func readLine() -> String {
    var bytes: [UInt8] = []
    while true {
      let chunk = readData(ofLength: 1)
      guard let byte = chunk.first, byte != 10 else { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The test MPD could not start or a helper failed; `description` says why, with MPD's log.
public struct MPDServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
  var portInUse: Bool { description.contains("Address already in use") }
}
