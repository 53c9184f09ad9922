import DeepCutKit
import Foundation
import Testing

@Suite struct LatencyCatalogTests {
  static let gizzard = CatalogArtistID("500817163")!

  @Test func eachPageWaitsOnTheVirtualClock() async throws {
    let clock = VirtualClock()
    let catalog = LatencyCatalog(SampleCatalog(), latency: .milliseconds(50), clock: clock)
    #expect(catalog.label == "sample catalog" && !catalog.isSimulated)
    let releases = try await catalog.allReleases(of: Self.gizzard)
    #expect(releases.count > 50)
    // Three pages of 25: three waits, taken at once.
    #expect(clock.now == Instant.start + .milliseconds(150))
  }

  @Test func noLatencyLeavesTheClockAlone() async throws {
    let clock = VirtualClock()
    let catalog = LatencyCatalog(SampleCatalog(), latency: .zero, clock: clock)
    _ = try await catalog.allReleases(of: Self.gizzard)
    #expect(clock.now == .start)
  }

  @Test func aCancelledTaskAsksTheCatalogNothing() async throws {
    let base = FixedCatalog([Self.gizzard: []])
    let catalog = LatencyCatalog(base, latency: .seconds(1), clock: VirtualClock())
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await catalog.releases(of: Self.gizzard, limit: 25, after: nil)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(base.pages.value == 0)
  }

  @Test func cancellationCutsARealWaitShort() async throws {
    let base = FixedCatalog([Self.gizzard: []])
    let catalog = LatencyCatalog(base, latency: .seconds(3600), clock: RealClock())
    let started = ContinuousClock.now
    let task = Task { try await catalog.releases(of: Self.gizzard, limit: 25, after: nil) }
    try await Task.sleep(for: .milliseconds(50))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    // An hour's latency, cut short: less than the hour passed. (Not a tighter bound: on a
    // loaded machine the whole suite shares two threads, and a full-suite run measured 457 s.)
    #expect(ContinuousClock.now - started < .seconds(3600))
    #expect(base.pages.value == 0)
  }
}
