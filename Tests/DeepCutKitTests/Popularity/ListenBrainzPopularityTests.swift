import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// The popularity source against the real loopback server, in ListenBrainz's exact shapes:
/// batches, nulls, the fixed window and its 429, a gateway's HTML page, a malformed body.
@Suite struct ListenBrainzPopularityTests {
  static let mbids = FixtureServer.listenBrainzMBIDs230

  @Test func aDiscographyOf230ReleaseGroupsIsOneRequestAndUnknownOnesAnswerNull() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    #expect(Self.mbids.count == 230)
    let lookup = try await lb.source.counts(of: Self.mbids)
    #expect(try await lb.batches() == [Self.mbids])
    #expect(lookup.failure == nil)
    #expect(lookup.missing.isEmpty)
    // Every tenth is not in the fixture table: answered null, and kept as known-unknown.
    let unknown = Self.mbids.enumerated().filter { $0.offset % 10 == 9 }.map(\.element)
    #expect(unknown.count == 23)
    #expect(unknown.allSatisfy { lookup.entry(for: $0)?.listeners == nil })
    #expect(lookup.counts.values.filter { $0.listeners != nil }.count == 207)
    let first = try #require(lookup.entry(for: Self.mbids[0]))
    #expect(first.listeners ?? 0 > 0 && first.listens ?? 0 > first.listeners ?? 0)
    // A second lookup is answered by the cache, nulls included.
    let again = try await lb.source.counts(of: Self.mbids.reversed())
    #expect(again.counts == lookup.counts)
    #expect(try await lb.batches().count == 1)
  }

  @Test func moreThanAThousandGoAThousandToARequest() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    let all = Self.mbids + ListenBrainzHarness.unknownMBIDs(2_070)
    let lookup = try await lb.source.counts(of: all + all.prefix(10))
    #expect(try await lb.batches().map(\.count) == [1000, 1000, 300])
    #expect(lookup.requested.count == 2_300)
    #expect(lookup.missing.isEmpty)
  }

  @Test func theRequestIsJSONWithTheUserAgentAndNoToken() async throws {
    let lb = try await ListenBrainzHarness.start(token: AppleMusicToken("secret-token"))
    defer { lb.stop() }
    _ = try await lb.source.counts(of: Array(Self.mbids.prefix(3)))
    let request = try #require(try await lb.server.requests().first)
    #expect(request.method == "POST")
    #expect(request.header("Content-Type") == "application/json")
    #expect(request.header("User-Agent") == "deepcut/0.1.0 ( \(UserAgent.contact) )")
    #expect(request.header("Authorization") == nil, "the batch endpoint needs no token")
    #expect(!"\(lb.source.token as Any)".contains("secret"))
  }

  @Test func a429WithTheResetHeaderWaitsForTheWindowThenSucceeds() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    let rateLimited =
      #"{"code": 429, "error": "You have exceeded your rate limit. See the X-RateLimit-* response headers for more information on your current rate limit."}"#
    try await lb.server.inject([
      Fault(
        .status(
          429,
          headers: [
            "X-RateLimit-Limit": "30", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset-In": "2",
          ], body: rateLimited), method: "POST")
    ])
    let lookup = try await lb.source.counts(of: Self.mbids)
    #expect(lookup.failure == nil)
    #expect(lookup.missing.isEmpty)
    let log = try await lb.server.requests()
    #expect(log.map(\.status) == [429, 200])
    let waited = log[1].time - log[0].time
    // Not the assumed 10 s window (PopularityRateWindowTests pins the exact end).
    #expect(waited >= 1.9 && waited < 9, "the retry waited for the window's end: \(waited) s")
  }

  @Test func aWindowThatRunsOutMidwayHoldsTheRestUntilTheNextWindow() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    try await lb.server.setRateLimit(2, window: 1)
    let all = Self.mbids + ListenBrainzHarness.unknownMBIDs(4_770)
    let lookup = try await lb.source.counts(of: all)
    #expect(lookup.failure == nil)
    let log = try await lb.server.requests()
    #expect(log.count == 5)
    #expect(log.allSatisfy { $0.status == 200 }, "\(log.map(\.status))")
    // Never more than 2 in one of the server's windows (whole seconds).
    let perWindow = Dictionary(grouping: log, by: { Int($0.time) }).mapValues(\.count)
    #expect(perWindow.values.allSatisfy { $0 <= 2 }, "\(perWindow)")
  }

  @Test func aGatewaysHTMLPageIsOneLineAndNothingIsCached() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    try await lb.server.inject([
      Fault(
        .status(
          502,
          body:
            "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
        ), method: "POST", times: -1)
    ])
    let lookup = try await lb.source.counts(of: Self.mbids)
    #expect(
      lookup.failure?.description
        == "ListenBrainz: HTTP 502 from 127.0.0.1: 502 Bad Gateway 502 Bad Gateway nginx")
    #expect(lookup.counts.isEmpty)
    #expect(lookup.missing.count == 230)
    #expect(try await lb.server.requests().count == 3, "retried as a 5xx, then given up")
    #expect(!FileManager.default.fileExists(atPath: lb.state.filePath("listenbrainz/counts.json")))
  }

  @Test func aMalformedBodyIsOneLineAndNothingIsCached() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    try await lb.server.inject([
      Fault(.status(200, body: #"{"payload": []}"#), method: "POST")
    ])
    let lookup = try await lb.source.counts(of: Self.mbids)
    #expect(
      lookup.failure?.description
        == "ListenBrainz: unreadable answer from 127.0.0.1: unexpected value at the top")
    #expect(lookup.counts.isEmpty)
    try await lb.server.inject([Fault(.truncate, method: "POST")])
    let truncated = try await lb.source.counts(of: Self.mbids)
    #expect(
      truncated.failure?.description
        == "ListenBrainz: unreadable answer from 127.0.0.1: not valid JSON (truncated?)")
    #expect(!FileManager.default.fileExists(atPath: lb.state.filePath("listenbrainz/counts.json")))
    // The next call asks again and is answered.
    let answered = try await lb.source.counts(of: Self.mbids)
    #expect(answered.failure == nil && answered.missing.isEmpty)
  }

  @Test func anAnswerNamingNoneIsNotCachedAndA400IsOneLine() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    try await lb.server.inject([
      Fault(.status(200, body: "[]"), method: "POST"),
      Fault(
        .status(400, body: #"{"code": 400, "error": "release_group_mbid x is not valid."}"#),
        method: "POST"),
    ])
    let all = ListenBrainzHarness.unknownMBIDs(1_000) + Self.mbids
    let lookup = try await lb.source.counts(of: all)
    // The first answer named none of its MBIDs (so none are known); the second was a 400,
    // which is not retried.
    #expect(
      lookup.failure?.description
        == "ListenBrainz: HTTP 400 from 127.0.0.1: release_group_mbid x is not valid.")
    #expect(lookup.missing.count == 1_230)
  }

  @Test func offlineOnlyTheCacheAnswersAndOldCountsAreFetchedAgain() async throws {
    let lb = try await ListenBrainzHarness.start()
    defer { lb.stop() }
    let some = Array(Self.mbids.prefix(100))
    _ = try await lb.source.counts(of: some)
    lb.settings.withLock { $0.offline = true }
    let offline = try await lb.source.counts(of: Self.mbids)
    #expect(offline.counts.count == 100)
    #expect(offline.missing == Array(Self.mbids.dropFirst(100)))
    #expect(try await lb.batches().count == 1)
    lb.settings.withLock { $0.offline = false }
    lb.today.advance(days: 8)
    let later = try await lb.source.counts(of: some)
    #expect(try await lb.batches() == [some, some], "a week old: asked again")
    #expect(later.oldestAge == .zero)
    // Another session on the same state directory reads what this one cached.
    let sibling = PopularityCache(state: lb.state)
    #expect(sibling.counts(of: some).count == 100)
  }
}
