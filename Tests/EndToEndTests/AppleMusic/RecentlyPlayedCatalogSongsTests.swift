import FixtureServer
import Foundation
import Testing

/// Recently played over the Apple Music API shows every song played, owned or not (issue
/// #28, point 1): a catalog song the library does not hold is marked "not in library",
/// `play ROW` previews it, `add ROW` asks Apple for it, and no range is ever empty ("1–0").
@Suite struct RecentlyPlayedCatalogSongsTests {
  /// A catalog song as `/v1/me/recent/played/tracks` answers it (apple-formats.md §2.5).
  static func song(_ id: String, _ name: String, artist: String, album: String) -> String {
    """
    {"id":"\(id)","type":"songs","href":"/v1/catalog/gb/songs/\(id)","attributes":{\
    "albumName":"\(album)","genreNames":["Alternative"],"trackNumber":3,\
    "durationInMillis":200000,"releaseDate":"2015-05-26","isrc":"USUM71500001",\
    "artwork":{"width":1200,"height":1200,"url":"https://is1-ssl.mzstatic.com/{w}x{h}bb.jpg"},\
    "composerName":"Someone","url":"https://music.apple.com/gb/song/\(id)",\
    "playParams":{"id":"\(id)","kind":"song"},"discNumber":1,"hasLyrics":true,\
    "isAppleDigitalMaster":false,"name":"\(name)",\
    "previews":[{"url":"https://audio-ssl.itunes.apple.com/x.m4a"}],"artistName":"\(artist)"}}
    """
  }

  /// A first page of recently played: a song the library holds (its catalog id is a library
  /// song's), one it does not, and a music video without attributes (left out).
  static let mixedPage =
    #"{"next":"/v1/me/recent/played/tracks?offset=10","data":["#
    + song("1376439671", "LIVE.LOVE.A$AP Song 1", artist: "A$AP Rocky", album: "LIVE.LOVE.A$AP")
    + ","
    + song("999000001", "Heard on the Radio", artist: "Nobody Owned", album: "Somewhere Else")
    + #","# + #"{"id":"1553279848","type":"music-videos","href":"/v1/catalog/gb/music-videos/1"}"#
    + "]}"

  @Test func everySongPlayedIsShownAndCanBePlayedAndAdded() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.inject([
      Fault(.status(200, body: Self.mixedPage), path: "/v1/me/recent/played/tracks", times: 2)
    ])
    let run = try await AppleMusicTranscriptTests.run(
      ["-c", "ls recent; show 2; play 2; ls recent; add 2"], server: server, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let owned = try #require(lines.first { $0.contains("LIVE.LOVE.A$AP Song 1") })
    #expect(owned.hasPrefix("1  ") && !owned.contains("not in library"), "\(owned)")
    let radio = try #require(lines.first { $0.contains("Heard on the Radio") })
    #expect(radio.hasPrefix("2  ") && radio.hasSuffix("Nobody Owned  not in library"), "\(radio)")
    // The music video has no name to show: two rows, and a range that is never empty.
    #expect(lines.filter { $0.hasPrefix("3  ") }.isEmpty, "\(run.stdout)")
    #expect(lines.contains("showing 1–2; 'more' for the next page"), "\(run.stdout)")
    #expect(!run.stdout.contains("1–0"))
    #expect(
      lines.contains("not in your library: 'play 2' previews it, 'add 2' adds it"),
      "\(run.stdout)")
    #expect(run.stdout.contains("now playing: Heard on the Radio — Nobody Owned"))
    // Listed again while it plays: the row carries the indicator's mark.
    #expect(lines.contains { $0.hasPrefix("2  ") && $0.contains("▶ Heard on the Radio") })
    #expect(
      run.stdout.contains(
        "requested song 'Heard on the Radio' by Nobody Owned (catalog 999000001): Apple "
          + "accepted it"), "\(run.stdout)")
    let posts = try await server.requests().filter { $0.method == "POST" }
    #expect(posts.map(\.path) == ["/v1/me/library"])
    #expect(posts.map(\.query) == [["ids[songs]": "999000001"]])
    #expect(posts.map(\.status) == [202])
  }

  @Test func aRefusedAddSaysSoAndChangesNothing() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    try await server.inject([
      Fault(.status(200, body: Self.mixedPage), path: "/v1/me/recent/played/tracks"),
      Fault(
        .status(403, body: #"{"errors":[{"status":"403","code":"40300"}]}"#), method: "POST",
        path: "/v1/me/library"),
    ])
    let run = try await AppleMusicTranscriptTests.run(
      ["-c", "ls recent; add 2"], server: server, in: work)
    #expect(run.status == 1)
    let errors = run.stderr.split(separator: "\n")
    #expect(errors.count == 1, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("error: add to library failed: "), "\(run.stderr)")
    #expect(run.stderr.contains("nothing was changed"))
  }

  @Test func aLimitReadsAcrossTheAPIsPages() async throws {
    let server = try await FixtureServer.start(routes: [FixtureServer.appleMusicRoutes])
    let work = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let run = try await AppleMusicTranscriptTests.run(
      ["-c", "ls recent --limit 1; ls recent --limit 15; more"], server: server, in: work)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("showing 1–1; 'more' for the next page"), "\(run.stdout)")
    #expect(lines.contains("showing 1–15; 'more' for the next page"))
    #expect(lines.contains("showing 16–30; 'more' for the next page"))
    let numbered = lines.compactMap { Int($0.drop { $0 == " " }.prefix { $0.isNumber }) }
    #expect(numbered == [1] + Array(1...30), "\(run.stdout)")
  }
}
