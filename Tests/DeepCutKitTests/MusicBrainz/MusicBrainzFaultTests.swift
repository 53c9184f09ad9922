import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// What each fault of the server does to the MusicBrainz catalog: retried, or one error line
/// and nothing cached.
@Suite struct MusicBrainzFaultTests {
  static let gizzard = "King Gizzard & the Lizard Wizard"

  @Test func a503OnTheSecondPageSlowsDownAndTheDiscographyIsComplete() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let mbid = MusicBrainzHarness.mbids[Self.gizzard]!
    let rateLimited =
      #"{"error":"Your requests are exceeding the allowable rate limit. Please see https://musicbrainz.org/doc/XML_Web_Service/Rate_Limiting for more information."}"#
    try await mb.server.inject([
      Fault(
        .status(
          503, headers: ["Retry-After": "5", "X-RateLimit-Zone": "per-ip"], body: rateLimited),
        path: "/ws/2/release-group", query: ["offset": "100"])
    ])
    let start = mb.clock.now
    let releases = try await mb.catalog.discography(of: mbid).releases
    #expect(releases.count == 130)
    #expect(try await mb.server.requests().map(\.status) == [200, 503, 200])
    #expect(mb.clock.now - start >= .seconds(5))
  }

  /// `body` fails with one line, and the cache holds no discography of `mbid` afterwards.
  static func failsWithOneLine(
    _ mb: MusicBrainzHarness, _ mbid: String, _ expected: String
  ) async {
    do {
      _ = try await mb.catalog.discography(of: mbid)
      Issue.record("did not fail")
    } catch {
      #expect("\(error)" == expected)
      #expect(!"\(error)".contains("\n"))
    }
    #expect(mb.catalog.cache.discography(of: mbid) == nil)
  }

  @Test func aServerErrorWithAnHTMLPageIsOneLineAndNothingIsCached() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([
      Fault(
        .status(
          500,
          body:
            "<html>\n<head><title>500 Internal Server Error</title></head>\n<body>oops</body></html>"
        ),
        path: "/ws/2/release-group", query: ["offset": "100"], times: -1)
    ])
    await Self.failsWithOneLine(
      mb, MusicBrainzHarness.mbids[Self.gizzard]!,
      "MusicBrainz: HTTP 500 from 127.0.0.1: 500 Internal Server Error oops")
    #expect(try await mb.server.requests().count == 4)
  }

  @Test func truncatedJSONIsOneLineAndNothingIsCached() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([Fault(.truncate, path: "/ws/2/release-group")])
    await Self.failsWithOneLine(
      mb, MusicBrainzHarness.mbids["AC/DC"]!,
      "MusicBrainz: unreadable answer from 127.0.0.1: not valid JSON (truncated?)")
  }

  @Test func aConnectionClosedMidBodyIsRetried() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([Fault(.closeMidBody, path: "/ws/2/release-group")])
    let releases = try await mb.catalog.discography(of: MusicBrainzHarness.mbids["AC/DC"]!).releases
    #expect(releases.count == 25)
  }

  @Test func anUnknownMBIDIsNotFoundAndABadOneIsRefusedBeforeAnyRequest() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    await Self.failsWithOneLine(
      mb, "00000000-0000-4000-8000-000000000000", "MusicBrainz: HTTP 404 from 127.0.0.1: Not Found")
    await #expect(throws: MusicBrainzError.invalidMBID("not-an-mbid")) {
      try await mb.catalog.discography(of: "not-an-mbid")
    }
    #expect(try await mb.server.requests().count == 1)
  }

  @Test func anUnreachableServerSaysHowToWorkOfflineAndCachesNoLink() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    mb.server.stop()
    try await Task.sleep(for: .milliseconds(100))
    do {
      _ = try await mb.catalog.link(for: "AC/DC")
      Issue.record("did not fail")
    } catch {
      #expect(
        "\(error)"
          == "MusicBrainz is unreachable (cannot reach 127.0.0.1: connection refused); work from the cache with --offline or 'set offline on'"
      )
    }
    #expect(mb.catalog.cachedLink(for: "AC/DC") == .notChecked)
  }

  @Test func aSearchThatFailsCachesNothing() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([
      Fault(
        .status(400, body: #"{"error":"Search server could not complete query: Bad request"}"#),
        path: "/ws/2/artist")
    ])
    await #expect(throws: (any Error).self) { try await mb.catalog.link(for: "Offset") }
    #expect(mb.catalog.cachedLink(for: "Offset") == .notChecked)
    #expect(try await mb.server.requests().count == 1)
  }

  @Test func cancellationStopsAtOnceAndCachesNothing() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([Fault(.slow(seconds: 30), path: "/ws/2/release-group")])
    let mbid = MusicBrainzHarness.mbids["AC/DC"]!
    let call = Task { try await mb.catalog.discography(of: mbid) }
    while try await mb.server.requests().isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(try await mb.server.requests().map(\.status) == [nil])
    #expect(mb.catalog.cache.discography(of: mbid) == nil)
  }
}
