import FixtureServer
import Foundation
import Testing

/// A page of recently played whose songs the library does not hold never prints an empty
/// range like "showing 1–0" (issue #28, point 1).
@Suite struct RecentlyPlayedRangeTests {
  @Test func aPageOfCatalogOnlySongsSaysSo() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let song = """
      {"id":"999000001","type":"songs","attributes":{"name":"Heard on the Radio",\
      "artistName":"Nobody Owned","albumName":"Somewhere Else","durationInMillis":200000,\
      "playParams":{"id":"999000001","kind":"song"}}}
      """
    try await server.inject([
      Fault(
        .status(
          200, body: #"{"next":"/v1/me/recent/played/tracks?offset=10","data":["# + song + "]}"),
        path: "/v1/me/recent/played/tracks")
    ])
    let run = try await AppleMusicTranscriptTests.run(
      ["-c", "ls recent"], server: server, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("1–0"), "\(run.stdout)")
    #expect(run.stdout.contains("nothing the library holds on this page; 'more'"), "\(run.stdout)")
  }
}
