import Foundation
import MPDServer
import Testing

/// The real binary over MPD's library (`--library mpd`) on a test mpd with generated FLACs:
/// the transcript of browsing, cuts and the feed on the simulated catalog, the wish list, and
/// MPD down.
@Suite(.serialized, .enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDLibraryEndToEndTests {
  static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("transcript.expected")
  static let script = """
    ls artists; ls albums Simon & Garfunkel; show Nevermind; ls playlists; \
    cuts Simon & Garfunkel; discover refresh; discover
    """

  static func run(_ arguments: [String], server: MPDServer?, in work: URL) async throws
    -> DeepCutRun
  {
    let host = server?.socketPath ?? "/tmp/deepcut-no-mpd-here/socket"
    return try await DeepCutRun.run(
      // The emulated player on the virtual clock, so the feed's dates are the same every run.
      ["--library", "mpd", "--catalog", "simulated", "--player", "emulated"] + arguments,
      in: work, scratch: work,
      environment: ["MPD_HOST": host], timeout: .seconds(60))
  }

  @Test func theTranscriptOverMPDsLibrary() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeTaggedLibrary()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await Self.run(["-c", Self.script], server: server, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    let expected = try String(contentsOf: Self.expected, encoding: .utf8)
    if run.stdout != expected {
      let actual = FileManager.default.temporaryDirectory
        .appendingPathComponent("mpd-library-transcript.actual")
      try run.stdout.write(to: actual, atomically: true, encoding: .utf8)
      Issue.record("the transcript differs: diff \(Self.expected.path) \(actual.path)")
    }
  }

  /// `add` of a catalog release says in one line that MPD cannot download it and keeps it on
  /// the wish list, which `wants` (and `wants --json`) lists in a later session.
  @Test func addingAReleaseWishesForItAndWantsListsIt() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeTaggedLibrary()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let state = work.appendingPathComponent("state").path
    let first = try await Self.run(
      ["--state", state, "-c", "cuts Simon & Garfunkel; add 1"], server: server, in: work)
    #expect(first.status == 0, "\(first.stderr)")
    let said = first.stdout.split(separator: "\n").filter { $0.contains("wants list") }
    #expect(said.count == 1, "\(first.stdout)")
    #expect(said.first?.contains("cannot download music") == true)
    let later = try await Self.run(
      ["--state", state, "--json", "-c", "add Tokyo; wants"], server: server, in: work)
    #expect(later.status == 0, "\(later.stderr)")
    // Both documents in the output schema's shapes (`add`'s wish, `wants`' list).
    let documents = later.stdout.split(separator: "\n").map(String.init)
    #expect(documents.count == 2, "\(later.stdout)")
    for line in documents {
      let problems = JSONContractTests.schema.problems(in: try JSONDocument.parse(line))
      #expect(problems.isEmpty, "\(line.prefix(300)): \(problems)")
    }
    let document = try JSONSerialization.jsonObject(with: Data((documents.last ?? "").utf8))
    let entries = (document as? [String: Any])?["result"] as? [[String: Any]]
    #expect(entries?.count == 2, "\(later.stdout)")
    #expect(entries?.first?["release"] != nil)
  }

  /// With the default player, a track plays on the same MPD by the URI MPD gave it (the
  /// decomposed name's own bytes), with no --music-dir or --map.
  @Test func playingGoesToTheSameMPDByItsURIs() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeTaggedLibrary()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await DeepCutRun.run(
      ["--library", "mpd", "--catalog", "simulated", "-c", "play Untitled 1; pause"],
      in: work, scratch: work, environment: ["MPD_HOST": server.socketPath],
      timeout: .seconds(60))
    #expect(run.status == 0, "\(run.stderr)")
    let queued = try server.mpc(["-f", "%file%", "playlist"])
    #expect(Array(queued.utf8) == Array("\(MPDServer.decomposedName)/()/01.flac\n".utf8))
  }

  /// The database changing under a session (`idle database`) is announced, and the next
  /// command sees the new songs.
  @Test func aDatabaseChangeIsAnnouncedAndReadBeforeTheNextCommand() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeTaggedLibrary()
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    // MPD's player runs on the real clock: `wait 3s` really waits while the update happens.
    let session = Task {
      try await DeepCutRun.run(
        ["--library", "mpd", "-c", "ls artists; wait 3s; ls artists"], in: work,
        scratch: work, environment: ["MPD_HOST": server.socketPath], timeout: .seconds(60))
    }
    try await Task.sleep(for: .seconds(1))
    try server.makeFLAC(
      "New/Arrival/01.flac", seconds: 0.2, tags: ["ARTIST": "Newcomer", "ALBUM": "Arrival"])
    try server.update()
    let run = try await session.value
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.components(separatedBy: "Newcomer").count == 2, "\(run.stdout)")
    #expect(run.stderr.contains("note: MPD's database changed; read it again: 8 artists"))
  }

  @Test func mpdDownIsOneLineAndNothingStarts() async throws {
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await Self.run(["-c", "ls artists"], server: nil, in: work)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    #expect(lines.first?.contains("/tmp/deepcut-no-mpd-here/socket") == true)
    #expect(lines.first?.contains("MPD_HOST") == true)
  }
}
