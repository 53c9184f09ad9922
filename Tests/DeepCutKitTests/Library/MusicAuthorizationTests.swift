import DeepCutKit
import Testing

/// `MusicAuthorization`, emulated, checked by every library and catalog call (issue #13,
/// point 9).
@Suite struct MusicAuthorizationTests {
  @Test func theFirstCallRequestsAndTheUserAllowsByDefault() async throws {
    let failures = FailureInjector()
    #expect(failures.authorization.status == .notDetermined)
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    #expect(try await service.artists().count == SampleLibrary.contents.artists.count)
    #expect(failures.authorization.status == .authorized)
  }

  @Test(arguments: [MusicAuthorization.Status.denied, .restricted])
  func aRefusedStatusFailsEveryLibraryAndCatalogCallWithOneClearError(
    status: MusicAuthorization.Status
  ) async throws {
    let failures = FailureInjector()
    failures.authorization.set(status)
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    let catalog = SampleCatalog(failures: failures)
    let link = try #require(SampleLibrary.contents.artists.compactMap(\.catalogID).first)
    await #expect(throws: ServiceError.notAuthorized(status)) { _ = try await service.artists() }
    await #expect(throws: ServiceError.notAuthorized(status)) {
      _ = try await service.recentlyPlayed(after: nil)
    }
    await #expect(throws: ServiceError.notAuthorized(status)) {
      _ = try await service.createPlaylist(named: "Never")
    }
    await #expect(throws: ServiceError.notAuthorized(status)) {
      _ = try await catalog.releases(of: link, limit: 25, after: nil)
    }
    #expect(await service.writeLog.entries.isEmpty)
    let message = ServiceError.notAuthorized(status).description
    #expect(!message.contains("\n") && message.contains("Apple Music access is"))
  }

  @Test func aDeniedFeedIsOneErrorNotAnEmptyFeed() async throws {
    let failures = FailureInjector(authorization: MusicAuthorization(answer: .denied))
    let clock = VirtualClock()
    let feed = DiscoverFeed(
      library: InMemoryLibraryService(failures: failures, clock: clock),
      catalog: SampleCatalog(failures: failures), clock: clock)
    await #expect(throws: ServiceError.notAuthorized(.denied)) {
      _ = try await feed.refresh(FeedCache())
    }
    await #expect(throws: ServiceError.notAuthorized(.denied)) {
      _ = try await feed.view(of: FeedCache())
    }
  }

  @Test func resetAsksAgainAndAllowRestoresAccess() async throws {
    let authorization = MusicAuthorization(status: .denied)
    #expect(authorization.request() == .denied)
    authorization.reset(answering: .restricted)
    #expect(authorization.status == .notDetermined)
    #expect(authorization.request() == .restricted)
    authorization.set(.authorized)
    #expect(throws: Never.self) { try authorization.check() }
    authorization.reset()
    #expect(throws: Never.self) { try authorization.check() }
    #expect(authorization.status == .authorized)
  }
}
