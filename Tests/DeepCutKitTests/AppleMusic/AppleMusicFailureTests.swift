import FixtureServer
import Foundation
import Testing

@testable import DeepCutKit

/// Each error of apple-formats.md §2.6 from the loopback server: retried or one line that says
/// what to do, in the failure kind the mock would have thrown, and never a token.
@Suite struct AppleMusicFailureTests {
  static func body(_ file: String) throws -> String {
    String(decoding: try AppleMusicFixtures.data(file), as: UTF8.self)
  }

  /// The error of `library.artists()` after the server was told to answer `fault` every time.
  static func artistsError(_ fault: Fault.Kind) async throws -> (ServiceError?, AppleMusicServer) {
    let fixture = try await AppleMusicServer.start()
    try await fixture.server.inject([Fault(fault, path: "/v1/me/library/artists", times: -1)])
    let library = fixture.library
    return (await AppleMusicServer.serviceError { _ = try await library.artists() }, fixture)
  }

  static func expectOneLineWithoutTokens(_ error: ServiceError?) {
    let line = error?.description ?? ""
    #expect(!line.isEmpty && !line.contains("\n") && !line.contains("\r"))
    #expect(!line.contains(AppleMusicServer.developerToken.secret))
    #expect(!line.contains(AppleMusicServer.userToken.secret))
  }

  @Test func aRefusedDeveloperTokenShowsWhenItExpired() async throws {
    let (error, _) = try await Self.artistsError(
      .status(401, body: try Self.body("error-401.json")))
    #expect(error?.kind == .auth)
    #expect(
      error?.description == "the developer token expired on 2024-05-06 (HTTP 401); mint a new one")
    Self.expectOneLineWithoutTokens(error)
  }

  @Test func aRefusedUserTokenSaysSo() async throws {
    let (error, fixture) = try await Self.artistsError(
      .status(403, body: try Self.body("error-403.json")))
    #expect(error?.kind == .auth)
    #expect(error?.description.hasPrefix("the Music User Token was refused (HTTP 403") == true)
    Self.expectOneLineWithoutTokens(error)
    // 4xx is final: asked once.
    #expect(try await fixture.targets().count == 1)
  }

  @Test func anUpstreamErrorIsRetriedThenReportedInAppleWords() async throws {
    let (error, fixture) = try await Self.artistsError(
      .status(500, body: try Self.body("error-500-upstream.json")))
    #expect(error?.kind == .network)
    #expect(error?.description.contains("Error fetching library content (50001)") == true)
    #expect(try await fixture.targets().count == 3)
    Self.expectOneLineWithoutTokens(error)
  }

  @Test func anHTMLGatewayPageIsOneLine() async throws {
    let (error, _) = try await Self.artistsError(
      .status(504, body: try Self.body("error-504.html")))
    #expect(error?.kind == .network)
    #expect(error?.description.contains("HTTP 504: 504 Gateway Time-out") == true)
    Self.expectOneLineWithoutTokens(error)
  }

  @Test func extraKeysAndStringCodes() async throws {
    let (error, _) = try await Self.artistsError(
      .status(400, body: try Self.body("error-400-extra-keys.json")))
    #expect(error?.description.contains("ListeningHistory (40015)") == true)
    Self.expectOneLineWithoutTokens(error)
  }

  @Test func numericStatusAndCodeIsNotFound() async throws {
    let (error, _) = try await Self.artistsError(
      .status(404, body: try Self.body("error-numeric-status.json")))
    #expect(error?.kind == .notfound)
    #expect(error?.description.contains("(40400)") == true)
  }

  @Test func aRateLimitOnceIsRetriedAndPersistentlyIsReported() async throws {
    let fixture = try await AppleMusicServer.start()
    try await fixture.server.inject([
      Fault(.status(429, body: try Self.body("error-429.json")), path: "/v1/me/library/artists")
    ])
    #expect(try await fixture.library.artists().count == AppleMusicFixtures.library.artists)
    #expect(try await fixture.server.requests().map(\.status) == [429, 200, 200])
    let (error, _) = try await Self.artistsError(
      .status(429, body: try Self.body("error-429.json")))
    #expect(error?.kind == .ratelimit)
  }

  @Test func anUnreachableServerIsANetworkFailure() async throws {
    let fixture = try await AppleMusicServer.start()
    fixture.server.stop()
    let library = fixture.library
    let error = await AppleMusicServer.serviceError { _ = try await library.artists() }
    #expect(error?.kind == .network)
    Self.expectOneLineWithoutTokens(error)
  }

  @Test func truncatedJSONIsANetworkFailure() async throws {
    let (error, _) = try await Self.artistsError(.truncate)
    #expect(error?.kind == .network)
    #expect(error?.description.contains("unreadable") == true)
  }

  @Test func withoutAUserTokenTheLibraryIsNotAskedAndTheCatalogStillWorks() async throws {
    let fixture = try await AppleMusicServer.start(
      credentials: AppleMusicCredentials(developerToken: AppleMusicServer.developerToken))
    let library = fixture.library
    let error = await AppleMusicServer.serviceError { _ = try await library.artists() }
    #expect(error?.kind == .auth)
    #expect(error?.description.contains("DEEPCUT_MUSIC_USER_TOKEN") == true)
    #expect(try await fixture.catalog.allReleases(of: CatalogArtistID("5765078")!).count == 7)
    #expect(try await fixture.targets("/v1/me/").isEmpty)
  }

  @Test func everyInjectedKindThrowsBeforeAnyRequest() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    for kind in FailureInjector.Kind.allCases {
      fixture.failures.fail([.artists], with: kind, once: true)
      let error = await AppleMusicServer.serviceError { _ = try await library.artists() }
      #expect(error?.kind == kind)
    }
    #expect(try await fixture.server.requests().isEmpty)
  }
}

/// What the server saw over a whole session of reads, catalog pages and writes: the headers
/// each request carried, and that no catalog path ever held a library id.
@Suite struct AppleMusicRequestHeaderTests {
  @Test func headersAndIdsOverASession() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let feed = DiscoverFeed(library: library, catalog: fixture.catalog, clock: fixture.clock)
    _ = try await feed.refresh(FeedCache(), batchSize: 200)
    _ = try await library.search("a")
    _ = try await library.recentlyPlayed(after: nil)
    _ = try await library.createPlaylist(named: "Fixture Created")
    let requests = try await fixture.server.requests()
    let bearer = "Bearer " + AppleMusicServer.developerToken.secret
    #expect(requests.allSatisfy { $0.header("Authorization") == bearer })
    for request in requests {
      let personal = request.path.hasPrefix("/v1/me/")
      let user = request.header("Music-User-Token")
      #expect(
        personal ? user == AppleMusicServer.userToken.secret : user == nil, "\(request.target)")
      #expect(request.header("User-Agent")?.hasPrefix("deepcut/") == true)
    }
    let libraryID = try Regex(#"(^|[/=,])[rlip]\.[0-9A-Za-z]+($|[/?&,])"#)
    let catalog = requests.filter { $0.path.hasPrefix("/v1/catalog/") }
    #expect(catalog.count >= 150)
    #expect(catalog.allSatisfy { $0.target.firstMatch(of: libraryID) == nil })
    #expect(
      requests.filter { $0.path.hasPrefix("/v1/me/") }.contains {
        $0.target.firstMatch(of: libraryID) != nil
      })
  }
}
