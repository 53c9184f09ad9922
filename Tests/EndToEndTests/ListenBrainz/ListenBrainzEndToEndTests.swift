import DeepCutKit
import Foundation
import Testing

@testable import FixtureServer

/// The real binary over the MusicBrainz fixture library with ListenBrainz at the same local
/// fixture server: the transcript of `cuts --sort deep`, a refresh and `discover --sort
/// popular`, offline use, a failed lookup that leaves the listing whole, and two processes
/// sharing ListenBrainz's fixed window.
@Suite struct ListenBrainzEndToEndTests {
  static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("transcript.expected")
  static let script = """
    cuts AC/DC --sort deep; discover refresh; discover --sort popular --limit 2; \
    discover --sort deep --across --limit 8; show 1; cuts Hall & Oates --sort popular --json
    """
  static let offlineScript = "cuts AC/DC --sort popular; show 3; cuts Hall & Oates --sort deep"

  static func start() async throws -> FixtureServer {
    try await FixtureServer.start(
      routes: [FixtureServer.musicBrainzRoutes, FixtureServer.listenBrainzRoutes])
  }

  static func run(_ arguments: [String], server: URL, in work: URL) async throws -> DeepCutRun {
    try await DeepCutRun.run(
      [
        "--library", MusicBrainzEndToEndTests.library, "--musicbrainz-url",
        server.absoluteString, "--listenbrainz-url", server.absoluteString,
        "--state", work.appendingPathComponent("state").path,
      ] + arguments,
      in: work, scratch: work, environment: MusicBrainzEndToEndTests.rate,
      timeout: .seconds(120))
  }

  @Test func theTranscriptRanksByListenersAndWorksOffline() async throws {
    let server = try await Self.start()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let online = try await Self.run(["-c", Self.script], server: server.baseURL, in: work)
    #expect(online.status == 0, "\(online.stderr)")
    let log = try await server.requests()
    let posts = log.filter { $0.path == "/1/popularity/release-group" }
    // `cuts AC/DC` asked for its 20 cuts; the refresh for every other artist's, in one request;
    // `show` and the second `cuts` were answered by the cache.
    #expect(posts.count == 2, "\(posts.map(\.body))")
    #expect(posts.allSatisfy { $0.method == "POST" && $0.header("Authorization") == nil })
    server.stop()
    let offline = try await Self.run(
      ["--offline", "-c", Self.offlineScript], server: server.baseURL, in: work)
    #expect(offline.status == 0, "\(offline.stderr)")
    let transcript = online.stdout + "--- offline, the server stopped\n" + offline.stdout
    let expected = try String(contentsOf: Self.expected, encoding: .utf8)
    if transcript != expected {
      let actual = FileManager.default.temporaryDirectory
        .appendingPathComponent("listenbrainz-transcript.actual")
      try transcript.write(to: actual, atomically: true, encoding: .utf8)
      Issue.record("the transcript differs: diff \(Self.expected.path) \(actual.path)")
    }
  }

  @Test func aFailedLookupLeavesTheListingWholeAndTheNextCutsFetches() async throws {
    let server = try await Self.start()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.inject([
      Fault(
        .status(502, body: "<html><head><title>502 Bad Gateway</title></head></html>"),
        method: "POST", times: -1)
    ])
    let failed = try await Self.run(["-c", "cuts AC/DC"], server: server.baseURL, in: work)
    #expect(failed.status == 0, "\(failed.stderr)")
    let lines = failed.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "listener counts of 20 cuts not fetched yet (ListenBrainz: HTTP 502 from 127.0.0.1: "
        + "502 Bad Gateway): 'cuts AC/DC' fetches them")
    #expect(lines.count == 23, "the whole listing, without a listeners column")
    #expect(!lines[2].contains("listeners"))
    try await server.inject([])
    let again = try await Self.run(["-c", "cuts AC/DC"], server: server.baseURL, in: work)
    #expect(again.stdout.split(separator: "\n")[1] == "listeners: ListenBrainz, fetched just now")
    #expect(again.stdout.split(separator: "\n")[2].contains("listeners"))
  }

  @Test func twoProcessesTogetherKeepToListenBrainzsWindow() async throws {
    let server = try await Self.start()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.setRateLimit(2, window: 1)
    async let first = Self.run(
      ["-c", "cuts AC/DC; cuts King Gizzard; cuts Hall & Oates"],
      server: server.baseURL, in: work)
    async let second = Self.run(
      ["-c", "cuts A.N.I.M.A.L.; cuts Metro Boomin; cuts A$AP Rocky"],
      server: server.baseURL, in: work)
    let (one, two) = try await (first, second)
    #expect(one.status == 0, "\(one.stderr)")
    #expect(two.status == 0, "\(two.stderr)")
    let posts = try await server.requests().filter { $0.path.hasPrefix("/1/") }
    #expect(posts.count == 6, "one request per cuts: \(posts.map(\.status))")
    #expect(posts.allSatisfy { $0.status == 200 }, "\(posts.map(\.status))")
    // The server's windows end at whole seconds: never more than 2 in one.
    let perWindow = Dictionary(grouping: posts, by: { Int($0.time) }).mapValues(\.count)
    #expect(perWindow.values.allSatisfy { $0 <= 2 }, "\(perWindow)")
    #expect(one.stdout.contains("listeners: ListenBrainz") && two.stdout.contains("listeners"))
  }

  @Test func aTokenIsNeverSentToTheBatchEndpointNorShownAndAnOpenFileIsRefused() async throws {
    let server = try await Self.start()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let token = "lb-secret-0123456789"
    let run = try await DeepCutRun.run(
      [
        "--library", MusicBrainzEndToEndTests.library, "--musicbrainz-url",
        server.baseURL.absoluteString, "--listenbrainz-url", server.baseURL.absoluteString,
        "-c", "cuts AC/DC",
      ], in: work, scratch: work,
      environment: MusicBrainzEndToEndTests.rate.merging(
        ["DEEPCUT_LISTENBRAINZ_TOKEN": token]) { $1 }, timeout: .seconds(60))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains(token) && !run.stderr.contains(token))
    let posts = try await server.requests().filter { $0.method == "POST" }
    #expect(posts.count == 1)
    #expect(posts.allSatisfy { $0.header("Authorization") == nil })
    let file = work.appendingPathComponent("lb-token")
    try Data(token.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let open = try await Self.run(
      ["--listenbrainz-token-file", file.path, "-c", "cuts AC/DC"], server: server.baseURL,
      in: work)
    #expect(open.status == 2)
    #expect(
      open.stderr
        == "error: ListenBrainz token: token file \(file.path) is open to others (mode 644); "
        + "make it private with: chmod 600 \(file.path)\n", "\(open.stderr)")
  }

  /// A refresh whose counts failed says so, `discover` says they are not fetched yet, and the
  /// next refresh fetches them too, although their artists are not in its batch.
  @Test func countsAFailedRefreshMissedAreFetchedByTheNextRefresh() async throws {
    let server = try await Self.start()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.inject([
      Fault(
        .status(503, body: "<html><title>503 Service Unavailable</title></html>"), method: "POST",
        times: -1)
    ])
    let failed = try await Self.run(
      ["-c", "discover refresh --batch 4; discover --limit 1"], server: server.baseURL, in: work)
    #expect(failed.status == 0, "\(failed.stderr)")
    let lines = failed.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("listener counts of ")
          && $0.hasSuffix(
            " not fetched yet (ListenBrainz: HTTP 503 from 127.0.0.1: 503 Service Unavailable): "
              + "'discover refresh' fetches them")
      }, "\(failed.stdout)")
    #expect(lines.filter { $0.hasPrefix("listener counts of ") }.count == 2, "refresh and view")
    try await server.inject([])
    try await server.clearLog()
    let next = try await Self.run(
      ["-c", "discover refresh --batch 4; discover --sort deep --limit 1"],
      server: server.baseURL, in: work)
    #expect(next.status == 0, "\(next.stderr)")
    #expect(!next.stdout.contains("not fetched yet"), "\(next.stdout)")
    let posts = try await server.requests().filter { $0.method == "POST" }
    #expect(posts.count == 1, "every missing count in one request")
    let asked = try JSONDecoder().decode(
      [String: [String]].self, from: Data((posts.first?.body ?? "").utf8))["release_group_mbids"]
    // The first batch's cuts, whose counts failed, and the second's.
    let note = try #require(lines.first { $0.hasPrefix("listener counts of ") })
    let missed = Int(note.dropFirst("listener counts of ".count).prefix { $0.isNumber }) ?? 0
    #expect(missed > 0 && (asked?.count ?? 0) >= missed, "\(missed) \(asked?.count ?? 0)")
  }
}
