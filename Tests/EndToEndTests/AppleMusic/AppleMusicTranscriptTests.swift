import FixtureServer
import Foundation
import Testing

/// The seeds' scenarios against the Apple Music API, as a golden transcript.
///
/// `transcript.deepcut` is run by the real binary with `--service apple-music --catalog
/// apple-music` against the loopback server (browse, recently played with a page that fails, `cuts` with the app's figures, a refused
/// and an accepted `add`, the feed), compared with `transcript.expected`; then what the server
/// was sent. Set `DEEPCUT_UPDATE_TRANSCRIPTS=1` to rewrite the expected file after a
/// deliberate change, and read the diff before committing it.
@Suite struct AppleMusicTranscriptTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let script = folder.appendingPathComponent("transcript.deepcut")
  static let expected = folder.appendingPathComponent("transcript.expected")
  static let tokens = [
    "DEEPCUT_DEVELOPER_TOKEN": AppleMusicEndToEndTests.developerToken,
    "DEEPCUT_MUSIC_USER_TOKEN": AppleMusicEndToEndTests.userToken,
  ]

  /// `deepcut --service apple-music --catalog apple-music --apple-music-url URL ARGUMENTS`.
  static func run(_ arguments: [String], server: FixtureServer, in work: URL) async throws
    -> DeepCutRun
  {
    try await DeepCutRun.run(
      [
        "--service", "apple-music", "--catalog", "apple-music", "--apple-music-url",
        server.baseURL.absoluteString, "--state", work.appendingPathComponent("state").path,
      ] + arguments, in: folder, scratch: work, environment: tokens, timeout: .seconds(120))
  }

  @Test func theSeedsScenariosReadAsTheTranscriptSays() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    // The first add is refused (403); the third page of recently played is rate limited for
    // longer than deepcut waits.
    try await server.inject([
      Fault(
        .status(403, body: #"{"errors":[{"status":"403","code":"40300"}]}"#), method: "POST",
        path: "/v1/me/library"),
      Fault(
        .status(429, headers: ["Retry-After": "120"], body: #"{"errors":[{"status":"429"}]}"#),
        path: "/v1/me/recent/played/tracks", query: ["offset": "20"]),
    ])
    let run = try await Self.run(["transcript.deepcut"], server: server, in: work)
    let port = server.baseURL.port.map { ":\($0)" } ?? ""
    let actual = (run.stdout + "--- stderr\n" + run.stderr + "[exit \(run.status)]\n")
      .replacingOccurrences(of: "127.0.0.1\(port)", with: "127.0.0.1:PORT")
    if ProcessInfo.processInfo.environment["DEEPCUT_UPDATE_TRANSCRIPTS"] != nil {
      try actual.write(to: Self.expected, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: Self.expected, encoding: .utf8)
    if actual != expected {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("apple-music-transcript.actual")
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record("the transcript differs: diff \(Self.expected.path) \(file.path)")
    }
    let log = try await server.requests()
    // Each add: the release's catalog id, as `ids[albums]`, with both tokens; sent again
    // after the refusal, and never for an album the library holds.
    let posts = log.filter { $0.method == "POST" }
    #expect(posts.allSatisfy { $0.path == "/v1/me/library" })
    #expect(posts.map(\.status) == [403, 202, 202, 202])
    #expect(
      posts.map { $0.query } == [
        ["ids[albums]": "1149456207"], ["ids[albums]": "1149456207"],
        ["ids[albums]": "1349169058"], ["ids[albums]": "1293936391"],
      ])
    for request in log {
      #expect(request.header("Authorization") == "Bearer \(AppleMusicEndToEndTests.developerToken)")
      let personal = request.path.hasPrefix("/v1/me/")
      #expect(
        (request.header("Music-User-Token") == AppleMusicEndToEndTests.userToken) == personal,
        "\(request.target)")
    }
    let libraryID = try Regex(#"(^|[/=,])[rlip]\.[0-9A-Za-z]+($|[/?&,])"#)
    for request in log where request.path.hasPrefix("/v1/catalog/") {
      #expect(request.target.firstMatch(of: libraryID) == nil, "\(request.target)")
    }
  }

  /// A refused add is one line saying what to do, the release stays a cut, and nothing is
  /// sent twice (401 and 403 are not retried; a 429 asking for longer than deepcut waits ends
  /// at once).
  @Test(arguments: [
    (401, "the developer token expired on 2024-05-06"),
    (403, "the Music User Token was refused (HTTP 403)"),
    (429, "the Apple Music API is limiting requests (HTTP 429)"),
  ])
  func aRefusedAddIsOneLineAndChangesNothing(status: Int, says: String) async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.inject([
      Fault(
        .status(
          status, headers: ["Retry-After": "120"], body: #"{"errors":[{"status":"\#(status)"}]}"#),
        method: "POST", path: "/v1/me/library", times: -1)
    ])
    let run = try await Self.run(
      ["-c", "cuts A$AP Rocky; add 1; cuts A$AP Rocky"], server: server, in: work)
    #expect(run.status == 1)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    #expect(
      lines.first?.hasPrefix("error: add to library failed: \(says)") == true, "\(run.stderr)")
    #expect(lines.first?.hasSuffix("; nothing was changed") == true)
    #expect(try await server.requests().filter { $0.method == "POST" }.count == 1)
    // Within the session: the release is still a cut after the refusal.
    let session = try await Self.run(
      ["-c", "cuts A$AP Rocky; expect fail add 1; cuts A$AP Rocky"], server: server, in: work)
    #expect(session.status == 0, "\(session.stderr)")
    let figures = session.stdout.components(separatedBy: "17 / 4 / 13  (total / owned / cuts)")
    #expect(figures.count == 3, "\(session.stdout)")
    #expect(try await server.requests().filter { $0.method == "POST" }.count == 2)
  }

  /// The prompt names the service, and the catalog once it is not the service's default.
  @Test func thePromptNamesTheServiceAndCatalog() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = Self.tokens
    environment["HOME"] = work.path
    let terminal = try PseudoTerminal(
      arguments: [
        "--service", "apple-music", "--apple-music-url", server.baseURL.absoluteString,
        "--state", work.appendingPathComponent("state").path,
      ], environment: environment)
    try await terminal.waitFor("deepcut (apple-music)> ")
    terminal.type("set catalog musicbrainz\r")
    try await terminal.waitFor("deepcut (apple-music, catalog musicbrainz)> ")
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    #expect(try await terminal.exitStatus() == 0)
    let simulated = try PseudoTerminal(
      arguments: ["--catalog", "simulated", "--state", work.appendingPathComponent("s2").path],
      environment: ["HOME": work.path])
    try await simulated.waitFor("deepcut (catalog simulated)> ")
    try await simulated.waitForPrompt()
    simulated.type("\u{4}")
    #expect(try await simulated.exitStatus() == 0)
  }
}
