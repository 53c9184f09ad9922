import FixtureServer
import Foundation

@testable import DeepCutKit

/// The fixture server over the Apple Music routes, and a service and catalog pointed at it.
struct AppleMusicServer {
  static let developerToken = AppleMusicToken(AppleMusicTokenTests.jwt)!
  static let userToken = AppleMusicToken("test-music-user-token-Zq8vX2kP0aLm")!
  static let credentials = AppleMusicCredentials(
    developerToken: developerToken, userToken: userToken)
  static let transport = CurlTransport()
  /// Dates errors are judged at: after the fixture token's `exp` (2024-05-06).
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  let server: FixtureServer
  let api: AppleMusicAPI
  let failures = FailureInjector()
  let clock = VirtualClock()

  /// A server answering after `latency` seconds; retries wait on a virtual clock (instantly).
  static func start(
    latency: Double = 0, credentials: AppleMusicCredentials = credentials
  ) async throws -> AppleMusicServer {
    let server = try await FixtureServer.start(
      routes: [FixtureServer.appleMusicRoutes], latency: latency)
    return AppleMusicServer(server: server, credentials: credentials)
  }

  private init(server: FixtureServer, credentials: AppleMusicCredentials) {
    self.server = server
    let client = RetryingHTTPClient(
      transport: Self.transport, userAgent: UserAgent.deepcut(version: "test"),
      policy: RetryPolicy(maximumAttempts: 3), clock: clock, random: { 0.5 })
    api = AppleMusicAPI(
      baseURL: server.baseURL.appendingPathComponent("v1"), credentials: credentials,
      client: client, now: { Self.now })
  }

  var library: AppleMusicLibraryService {
    AppleMusicLibraryService(api: api, failures: failures, clock: clock)
  }

  var catalog: AppleMusicCatalog {
    AppleMusicCatalog(api: api, storefront: AppleMusicStorefront("gb")!, failures: failures)
  }

  /// The request targets the server saw, in order, optionally only those starting `prefix`.
  func targets(_ prefix: String = "") async throws -> [String] {
    try await server.requests().map(\.target).filter { $0.hasPrefix(prefix) }
  }

  /// The error `body` throws as a `ServiceError`, or `nil` when it succeeds.
  static func serviceError(_ body: () async throws -> Void) async -> ServiceError? {
    do {
      try await body()
      return nil
    } catch let error as ServiceError {
      return error
    } catch {
      return .reported(.network, "not a ServiceError: \(error)")
    }
  }
}
