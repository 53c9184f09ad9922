import DeepCutKit
import Testing

@Suite struct FailureInjectionTests {
  /// The service methods the library service answers (the catalog and player have the others).
  static let libraryMethods = ServiceMethod.allCases.filter {
    $0 != .catalogReleases && $0 != .catalogTracks && $0 != .play
  }

  /// Calls `service` through the method `method` names, with arguments that succeed.
  static func call(_ method: ServiceMethod, on service: InMemoryLibraryService) async throws {
    let sample = SampleLibrary.contents
    let track = sample.tracks[0].id
    let drive = try #require(sample.playlists.first { $0.name == "Late Night Drive" })
    switch method {
    case .artists: _ = try await service.artists()
    case .albums: _ = try await service.albums(by: sample.artists[0].id)
    case .tracks: _ = try await service.tracks(onAlbum: sample.albums[0].id)
    case .playlists: _ = try await service.playlists()
    case .recentlyPlayed: _ = try await service.recentlyPlayed(after: nil)
    case .search: _ = try await service.search("ros")
    case .catalogArtist: _ = try await service.catalogArtist(for: sample.artists[0].id)
    case .addToLibrary: try await service.addToLibrary(tracks: [track])
    case .addToPlaylist: try await service.add(tracks: [track], toPlaylist: drive.id)
    case .removeFromPlaylist:
      try await service.remove(tracks: [drive.trackIDs[1]], fromPlaylist: drive.id)
    case .createPlaylist:
      let count = try await service.playlists().count
      _ = try await service.createPlaylist(named: "New \(count)")
    case .renamePlaylist: _ = try await service.renamePlaylist(drive.id, to: "Renamed Drive")
    case .deletePlaylist:
      // Another editable playlist each call, as each call deletes one.
      let editable = try await service.playlists().filter(\.canEdit)
      try await service.deletePlaylist(try #require(editable.first).id)
    case .catalogReleases, .catalogTracks, .play: Issue.record("not a library method: \(method)")
    }
  }

  static let cases = libraryMethods.flatMap { method in
    FailureInjector.Kind.allCases.map { (method, $0) }
  }

  @Test(arguments: cases)
  func stickyFailuresKeepFailingAndChangeNothing(
    method: ServiceMethod, kind: FailureInjector.Kind
  ) async throws {
    let failures = FailureInjector()
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    failures.fail([method], with: kind)
    for _ in 0..<2 {
      await #expect(throws: kind.error(for: method)) {
        try await Self.call(method, on: service)
      }
    }
    #expect(await service.contents == service.pristine)
    #expect(await service.writeLog.entries.isEmpty)
    failures.clear()
    try await Self.call(method, on: service)
  }

  @Test(arguments: cases)
  func onceFailuresFireOnce(method: ServiceMethod, kind: FailureInjector.Kind) async throws {
    let failures = FailureInjector()
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    failures.fail([method], with: kind, once: true)
    await #expect(throws: kind.error(for: method)) {
      try await Self.call(method, on: service)
    }
    try await Self.call(method, on: service)
    #expect(failures.armed.isEmpty)
  }

  @Test func theFirstPageLoadsAndTheSecondFails() async throws {
    let failures = FailureInjector()
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    failures.fail([.recentlyPlayed], with: .network, afterCalls: 1)
    let first = try await service.recentlyPlayed(after: nil)
    #expect(first.items.count == 10)
    await #expect(throws: ServiceError.network) {
      _ = try await service.recentlyPlayed(after: first.next)
    }
  }

  @Test func fetchWorksAndTheWriteFails() async throws {
    let failures = FailureInjector()
    let service = InMemoryLibraryService(failures: failures, clock: VirtualClock())
    failures.fail([.addToPlaylist], with: .ratelimit)
    let drive = try #require(try await service.playlist(named: "Late Night Drive"))
    let tracks = try await service.tracks(inPlaylist: drive.id)
    await #expect(throws: ServiceError.rateLimited(retryAfterSeconds: 30)) {
      try await service.add(tracks: [tracks[1].id], toPlaylist: drive.id)
    }
    #expect(try await service.tracks(inPlaylist: drive.id) == tracks)
  }

  @Test func aCancelledTaskGetsCancelledAndChangesNothing() async throws {
    let service = InMemoryLibraryService(clock: VirtualClock())
    let task = Task {
      while !Task.isCancelled { await Task.yield() }
      return try await service.createPlaylist(named: "Never")
    }
    task.cancel()
    await #expect(throws: ServiceError.cancelled) { _ = try await task.value }
    #expect(await service.writeLog.entries.isEmpty)
    #expect(try await service.playlist(named: "Never") == nil)
  }

  @Test func everyLibraryMethodIsCovered() {
    #expect(Set(Self.libraryMethods).count == ServiceMethod.allCases.count - 3)
    #expect(Self.libraryMethods.filter(\.isWrite).count == 6)
  }
}
