import FixtureServer
import Foundation
import Testing

/// A collaboration counts for its artists in `cuts` on the first check, before anything has
/// looked the combined name up (issue #28, point 2).
@Suite struct CollaborationCutsTests {
  @Test func cutsOfAPartCountsTheCombinedCreditsAlbum() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.musicBrainzRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    // A fresh state: 'cuts Metro Boomin' is the first command that meets the combined credit
    // "21 Savage, Offset & Metro Boomin".
    let run = try await MusicBrainzEndToEndTests.run(
      ["-c", "cuts Metro Boomin"], server: server.baseURL, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("Metro Boomin in the MusicBrainz catalog, fetched just now: 7 / 2 / 5"),
      "\(run.stdout)")
  }
}
