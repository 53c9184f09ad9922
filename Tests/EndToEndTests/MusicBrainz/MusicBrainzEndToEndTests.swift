import DeepCutKit
import Foundation
import Testing

@testable import FixtureServer

/// The real binary over a fixture Library.xml with MusicBrainz at a local fixture server:
/// the transcript of `cuts`, `discover refresh` and `discover`, what was asked of the server,
/// an unreachable server, offline use, and two processes sharing one rate limit.
@Suite struct MusicBrainzEndToEndTests {
  static let fixtures = FixtureServer.musicBrainzRoutes.deletingLastPathComponent()
  static let library = fixtures.appendingPathComponent("Library.xml").path
  static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("transcript.expected")
  /// Fast enough for tests, still limited (a local server is a mirror of our own).
  static let rate = ["DEEPCUT_MUSICBRAINZ_RATE": "40"]
  static let script = """
    ls artists; cuts AC/DC; cuts Hall & Oates; cuts Nirvana; cuts The Unknown Quartet; \
    discover refresh; discover; cuts Metro Boomin; show Nirvana; ls artists
    """

  static func run(
    _ arguments: [String], server: URL, in work: URL, environment: [String: String] = rate
  ) async throws -> DeepCutRun {
    try await DeepCutRun.run(
      ["--library", library, "--musicbrainz-url", server.absoluteString] + arguments,
      in: work, scratch: work, environment: environment, timeout: .seconds(120))
  }

  @Test func theTranscriptOverFixtureArtists() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await Self.run(["-c", Self.script], server: server.baseURL, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    let expected = try String(contentsOf: Self.expected, encoding: .utf8)
    if run.stdout != expected {
      // Kept for a diff against the expected transcript (outside the source tree).
      let actual = FileManager.default.temporaryDirectory
        .appendingPathComponent("musicbrainz-transcript.actual")
      try run.stdout.write(to: actual, atomically: true, encoding: .utf8)
      Issue.record("the transcript differs: diff \(Self.expected.path) \(actual.path)")
    }
    let log = try await server.requests()
    #expect(log.allSatisfy { $0.header("User-Agent") == "deepcut/0.1.0 ( \(UserAgent.contact) )" })
    let searched = log.compactMap { $0.query["query"] }
    #expect(searched.contains(#"artist:"AC\/DC" OR alias:"AC\/DC""#))
    #expect(!searched.contains { $0.localizedCaseInsensitiveContains("various") })
    let gizzard = MusicBrainzE2E.mbid("King Gizzard & the Lizard Wizard")
    #expect(
      log.filter { $0.query["artist"] == gizzard }.map { $0.query["offset"] } == ["0", "100"])
    // Each discography and each search was asked once: the rest came from the cache.
    let targets = log.map(\.target)
    #expect(Set(targets).count == targets.count)
  }

  /// `link ARTIST MBID` pins a link (checked against the server), `show` says where it came
  /// from, `unlink` forgets it.
  @Test func linkPinsShowSaysSoAndUnlinkForgets() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let mbid = "aaa704cd-2c8d-5fe0-af17-263a271c6d8a"
    let run = try await Self.run(
      ["-c", "link \"Hall & Oates\" \(mbid); show Hall & Oates; unlink Hall & Oates"],
      server: server.baseURL, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("Hall & Oates: MusicBrainz Daryl Hall & John Oates (\(mbid)), pinned by hand"))
    #expect(lines.contains("  MusicBrainz Daryl Hall & John Oates (\(mbid)), pinned by hand"))
    #expect(
      lines.contains("Hall & Oates: MusicBrainz link removed; the next lookup searches again"))
    let log = try await server.requests()
    #expect(log.contains { $0.target.hasPrefix("/ws/2/artist/\(mbid)") })
    #expect(!log.contains { $0.query["query"] != nil }, "a pinned link is never searched for")
  }

  @Test func anUnreachableServerIsOneLineThatSaysHowToWorkOfflineAndCachesNothing() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let url = server.baseURL
    server.stop()
    try await Task.sleep(for: .milliseconds(100))
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let state = work.appendingPathComponent("state").path
    let run = try await Self.run(
      ["--state", state, "-c", "discover refresh"], server: url, in: work)
    #expect(run.status == 1)
    // The import's summary, then one error line.
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(run.stderr)")
    #expect(lines.first?.hasSuffix("10 artists, 14 albums, 1 playlist, 0 recently played") == true)
    #expect(
      lines.last?.contains(
        "MusicBrainz is unreachable (cannot reach 127.0.0.1: connection refused); work from the cache with --offline or 'set offline on'"
      ) == true, "\(run.stderr)")
    // Nothing cached: not even the cache's folder was made.
    #expect(!FileManager.default.fileExists(atPath: state + "/musicbrainz"))
  }

  @Test func offlineUsesTheCacheAndSaysWhatIsMissing() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let state = ["--state", work.appendingPathComponent("state").path]
    let online = try await Self.run(state + ["-c", "cuts AC/DC"], server: server.baseURL, in: work)
    #expect(online.status == 0, "\(online.stderr)")
    server.stop()
    let offline = try await Self.run(
      state + ["--offline", "-c", "cuts AC/DC"], server: server.baseURL, in: work)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.hasPrefix("AC/DC in the MusicBrainz catalog (offline: cache only), "))
    #expect(offline.stdout.contains("23 / 3 / 20"))
    let missing = try await Self.run(
      state + ["--offline", "-c", "cuts A.N.I.M.A.L."], server: server.baseURL, in: work)
    #expect(missing.status == 1)
    #expect(
      missing.stderr
        == "error: cuts: offline, and the link of 'A.N.I.M.A.L.' is not in the MusicBrainz cache yet\n"
    )
  }

  @Test func twoProcessesOnOneStateDirectoryTogetherKeepToTheRateLimit() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let state = work.appendingPathComponent("state").path
    let rate = ["DEEPCUT_MUSICBRAINZ_RATE": "10"]
    // Different artists in each, so both really ask: the cache would answer a repeat.
    async let first = Self.run(
      [
        "--state", state, "-c", "cuts AC/DC; cuts King Gizzard; cuts Hall & Oates; cuts A$AP Rocky",
      ],
      server: server.baseURL, in: work, environment: rate)
    async let second = Self.run(
      [
        "--state", state, "-c",
        "cuts A.N.I.M.A.L.; cuts Metro Boomin; cuts Nirvana; show 21 Savage, Offset & Metro Boomin",
      ],
      server: server.baseURL, in: work, environment: rate)
    let (one, two) = try await (first, second)
    #expect(one.status == 0, "\(one.stderr)")
    #expect(two.status == 0, "\(two.stderr)")
    let log = try await server.requests()
    #expect(log.count >= 15)
    let schedule = RateSchedule(spacing: .milliseconds(100), burst: RateSchedule.musicBrainz.burst)
    let (seen, allowed) = schedule.worstWindow(of: log.map(\.time), window: 1)
    #expect(seen <= allowed + 1)
  }
}

/// The fixtures' MBIDs (written by make_fixtures.py).
enum MusicBrainzE2E {
  static let mbids: [String: String] = {
    let url = MusicBrainzEndToEndTests.fixtures.appendingPathComponent("mbids.json")
    return (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))) ?? [:]
  }()

  static func mbid(_ name: String) -> String { mbids[name] ?? "" }
}
