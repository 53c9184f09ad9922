/// A catalog that takes its time: every page waits `latency` on the session's clock first.
///
/// On the virtual clock the wait is instant (time jumps), so scripts stay fast and still see
/// the clock move; on the real clock it is a real wait, so refresh progress and Ctrl-C can be
/// seen. Cancellation is honoured during the wait (the clock throws `CancellationError`) and
/// after it, before the page is asked for. Label and `isSimulated` are the wrapped catalog's.
public struct LatencyCatalog: CatalogSource {
  /// The catalog that answers.
  public let base: any CatalogSource
  /// The wait before each page; zero or less means none.
  public let latency: Duration
  public let clock: any SessionClock

  public init(_ base: any CatalogSource, latency: Duration, clock: any SessionClock) {
    self.base = base
    self.latency = latency
    self.clock = clock
  }

  public var label: String { base.label }
  public var isSimulated: Bool { base.isSimulated }
  public var concurrentChecks: Int { base.concurrentChecks }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    if latency > .zero { try await clock.sleep(for: latency) }
    try Task.checkCancellation()
    return try await base.releases(of: artist, limit: limit, after: cursor)
  }
}
