import FixtureServer
import Foundation
import Testing

/// The real binary with `--service apple-music` against the loopback server: a session that
/// browses, digs, writes and lists its writes; then every stream and state file is searched for
/// the two tokens, and the server's log for what each request carried.
@Suite struct AppleMusicEndToEndTests {
  /// A JWT-shaped developer token whose `exp` (2024-05-06) is long past.
  static let developerToken =
    "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ."
    + "eyJpc3MiOiJURUFNMTIzNDU2IiwiaWF0IjoxNzAwMDAwMDAwLCJleHAiOjE3MTUwMDAwMDB9."
    + "c2lnbmF0dXJlLW5vdC1jaGVja2Vk"
  static let userToken = "e2e-music-user-token-Qw7Rt5Yu9Io1Pa3S"

  /// A scratch folder with a user token file of `mode`.
  struct Scratch {
    let root: URL
    var state: URL { root.appendingPathComponent("state") }
    var tokenFile: URL { root.appendingPathComponent("user-token") }

    init(mode: mode_t = 0o600) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("deepcut-am-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try Data((AppleMusicEndToEndTests.userToken + "\n").utf8).write(to: tokenFile)
      chmod(tokenFile.path, mode)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Every file under the scratch folder but the token file, as text.
    func files() throws -> [(String, String)] {
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      var found: [(String, String)] = []
      while let url = walker?.nextObject() as? URL {
        guard url != tokenFile,
          (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        else { continue }
        found.append((url.path, String(decoding: try Data(contentsOf: url), as: UTF8.self)))
      }
      return found
    }
  }

  /// Runs deepcut against `server` with the developer token in the environment and the user
  /// token in a file.
  static func run(_ arguments: [String], server: FixtureServer, scratch: Scratch) async throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let process = Process()
    process.executableURL = PseudoTerminal.binary
    process.arguments =
      [
        "--service", "apple-music", "--user-token-file", scratch.tokenFile.path, "--state",
        scratch.state.path,
      ] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DEEPCUT_DEVELOPER_TOKEN"] = developerToken
    environment["DEEPCUT_APPLE_MUSIC_URL"] = server.baseURL.absoluteString
    environment["HOME"] = scratch.root.path
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdout = scratch.root.appendingPathComponent("stdout.txt")
    let stderr = scratch.root.appendingPathComponent("stderr.txt")
    for url in [stdout, stderr] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    let deadline = ContinuousClock.now + .seconds(120)
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        process.terminate()
        throw DeepCutRunError.timeout(arguments, stderr: "")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    return (
      process.terminationStatus, String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
      String(decoding: try Data(contentsOf: stderr), as: UTF8.self)
    )
  }

  @Test func aSessionOverTheRealServiceNeverShowsOrStoresATokenAndSendsTheRightHeaders()
    async throws
  {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let scratch = try Scratch()
    defer { scratch.remove() }
    let script = [
      "ls artists", "ls recent", "more", "cuts A$AP Rocky", "show Orville Peck",
      "discover refresh --batch 8", "discover", "search acid",
      "add \"LIVE.LOVE.A$AP\"", "playlist create Fixture Created",
      "add track \"Fashion Killa\" to \"Deep Cuts Monday\"", "writes", "status", "trace",
    ].joined(separator: "; ")
    let text = try await Self.run(["-c", script], server: server, scratch: scratch)
    #expect(text.status == 0, "\(text.stderr)")
    let json = try await Self.run(
      ["--json", "-c", "ls artists; cuts Acid Bath; writes; status"], server: server,
      scratch: scratch)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(text.stdout.contains("A$AP Rocky"))
    // An album the library holds is not sent again (issue #13's rule, for every service).
    #expect(text.stdout.contains("is already in your library"), "\(text.stdout)")
    #expect(text.stdout.contains("POST /v1/me/library/playlists"))
    #expect(text.stdout.contains("your Apple Music library"))
    #expect(json.stdout.contains("Acid Bath"))
    var searched = [("stdout", text.stdout), ("stderr", text.stderr)]
    searched += [("json stdout", json.stdout), ("json stderr", json.stderr)]
    searched += try scratch.files()
    #expect(try scratch.files().contains { $0.0.contains("/state/") }, "no state file was written")
    for (name, content) in searched {
      #expect(!content.contains(Self.developerToken), "the developer token is in \(name)")
      #expect(!content.contains(Self.userToken), "the user token is in \(name)")
      #expect(
        !content.contains("eyJhbGciOiJFUzI1NiIs"), "part of the developer token is in \(name)")
    }
    let requests = try await server.requests()
    #expect(requests.count > 10)
    #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.developerToken)" })
    for request in requests where request.path.hasPrefix("/v1/me/") {
      #expect(request.header("Music-User-Token") == Self.userToken)
    }
    let libraryID = try Regex(#"(^|[/=,])[rlip]\.[0-9A-Za-z]+($|[/?&,])"#)
    for request in requests where request.path.hasPrefix("/v1/catalog/") {
      #expect(request.header("Music-User-Token") == nil)
      #expect(request.target.firstMatch(of: libraryID) == nil, "\(request.target)")
    }
    // The storefront is the user's (gb), read once.
    #expect(requests.filter { $0.path == "/v1/me/storefront" }.count <= 2)
    #expect(
      requests.filter { $0.path.hasPrefix("/v1/catalog/") }.allSatisfy {
        $0.path.hasPrefix("/v1/catalog/gb/")
      })
  }

  @Test func anExpiredDeveloperTokenIsOneLineWithItsDate() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let scratch = try Scratch()
    defer { scratch.remove() }
    try await server.inject([
      Fault(.status(401, body: #"{"errors":[{"status":"401"}]}"#), times: -1)
    ])
    let run = try await Self.run(["-c", "ls artists"], server: server, scratch: scratch)
    #expect(run.status == 1)
    let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1)
    #expect(run.stderr.contains("the developer token expired on 2024-05-06"), "\(run.stderr)")
    #expect(!run.stderr.contains(Self.developerToken) && !run.stdout.contains(Self.developerToken))
  }

  @Test func aTokenFileOthersCanReadIsRefusedBeforeAnythingIsSent() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let scratch = try Scratch(mode: 0o644)
    defer { scratch.remove() }
    let run = try await Self.run(["-c", "ls artists"], server: server, scratch: scratch)
    #expect(run.status != 0)
    #expect(run.stderr.contains("chmod 600"), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!run.stderr.contains(Self.userToken))
    #expect(try await server.requests().isEmpty)
  }

  /// Runs deepcut on the sample library (the recording mock), same environment otherwise.
  static func runMock(_ arguments: [String], scratch: Scratch) async throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let run = try await ProcessRunner.run(
      ["--state", scratch.state.appendingPathComponent("mock").path] + arguments)
    return (run.status, run.stdout, run.stderr)
  }

  /// The failure transcripts mean the same against the mock and the real service: every
  /// injected kind gives the same error line, and a failing page of recently played ends the
  /// paging the same way, keeping what was shown.
  @Test func failuresReadTheSameAgainstTheMockAndTheServer() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let scratch = try Scratch()
    defer { scratch.remove() }
    for kind in ["network", "auth", "notfound", "ratelimit"] {
      let script = "fail artists with \(kind) once; ls artists"
      let real = try await Self.run(["-c", script], server: server, scratch: scratch)
      let mock = try await Self.runMock(["-c", script], scratch: scratch)
      #expect(real.status == 1 && mock.status == 1, "\(kind)")
      #expect(real.stderr == mock.stderr, "\(kind)")
      #expect(real.stderr.hasPrefix("error: could not load artists: "), "\(real.stderr)")
    }
    let paging = "ls recent; fail recentlyPlayed once; more; more"
    let real = try await Self.run(["-c", paging], server: server, scratch: scratch)
    let mock = try await Self.runMock(["-c", paging], scratch: scratch)
    #expect(real.status == 0 && mock.status == 0, "\(real.stderr) \(mock.stderr)")
    let notice = "keeping the 10 shown, paging ended"
    #expect(real.stdout.contains(notice) && mock.stdout.contains(notice), "\(real.stdout)")
    #expect(
      real.stdout.hasSuffix("nothing more to show (ls recent starts again)\n")
        == mock.stdout.hasSuffix("nothing more to show (ls recent starts again)\n"))
  }
}
