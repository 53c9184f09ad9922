import Foundation

/// The real catalog for any library: MusicBrainz ws/2, no account needed.
///
/// - **Links** (library artist → MusicBrainz artist) come from the library's tags when they
///   name one artist (`ArtistTags`, no request), else an exact-name search (`ArtistMatcher`),
///   or by hand (`pin`, which beats both); a combined credit with no artist of its own is
///   split (`CombinedCredit`) and each part linked. Placeholders (Various Artists, Unknown
///   Artist, empty) are never looked up.
/// - **Release groups** of tagged albums (`exactReleases`): a tagged release group as is, a
///   tagged release through one lookup each, cached for good.
/// - **Discographies** are browsed 100 release groups at a time until `release-group-count`,
///   sorted by date here (the server sorts by MBID), and mapped onto deepcut's release types.
/// - **Caching**: links and discographies live in the state directory (`MusicBrainzCache`) and
///   are used while younger than `maxAge` (a week); offline, only the cache answers.
/// - **Politeness**: every request goes through the client given, which for the real server
///   is `RetryingHTTPClient` with the shared `RateLimiter` (see `live`).
///
/// As a `CatalogSource` it answers `releases(of:)` for an MBID from the whole cached or fetched
/// discography, paged locally; `bridge` gives the feed its links.
public final class MusicBrainzCatalog: CatalogSource {
  /// How the catalog behaves; changeable during a session (`set offline on`).
  public struct Settings: Sendable, Hashable {
    /// Use only the cache, never the network.
    public var offline: Bool
    /// How old a cached link or discography may be before it is fetched again.
    public var maxAge: Duration

    public init(offline: Bool = false, maxAge: Duration = .seconds(7 * 24 * 3600)) {
      self.offline = offline
      self.maxAge = maxAge
    }
  }

  public let client: any HTTPClient
  public let query: MusicBrainzQuery
  public let cache: MusicBrainzCache
  /// The present, for fetch times and ages (wall-clock: the catalog changes in real time).
  public let now: @Sendable () -> Date
  private let currentSettings: LockedValue<Settings>
  /// When the server was last found unreachable, and how: for that long afterwards every call
  /// fails at once with the same error, so a refresh of 40 artists says "unreachable" in
  /// seconds instead of retrying each artist in turn.
  private let unreachable = LockedValue<(Date, HTTPError)?>(nil)
  /// How long an unreachable server is taken to stay down.
  static let unreachableFor: TimeInterval = 30
  /// Tagged releases the server answered 404 for in this session: warned about once, and
  /// not asked again until the next session (a 404 is not cached on disk, as no failure is).
  let unknownReleases = LockedValue<Set<String>>([])

  public init(
    client: any HTTPClient, query: MusicBrainzQuery, cache: MusicBrainzCache,
    settings: Settings = Settings(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.client = client
    self.query = query
    self.cache = cache
    self.now = now
    self.currentSettings = LockedValue(settings)
  }

  /// The catalog for the real server (or a mirror at `baseURL`): the deepcut User-Agent,
  /// MusicBrainz's rate limit shared with every session on `state`, and waits on `clock`
  /// (the real clock: the network is real even when a script's clock is virtual).
  public static func live(
    baseURL: URL = MusicBrainzQuery.live.baseURL, state: StateDirectory, version: String,
    clock: any SessionClock, schedule: RateSchedule = .musicBrainz,
    settings: Settings = Settings(), warn: @escaping @Sendable (String) -> Void = { _ in },
    notice: (@Sendable (String) -> Void)? = nil
  ) -> MusicBrainzCatalog {
    let cache = MusicBrainzCache(state: state, warn: warn)
    let limiter = RateLimiter(
      schedule: schedule, clock: clock, sharedIn: state, name: "musicbrainz-rate", warn: warn)
    let client = RetryingHTTPClient(
      transport: CurlTransport(), userAgent: UserAgent.deepcut(version: version),
      clock: clock, gate: limiter, notice: notice)
    return MusicBrainzCatalog(
      client: client, query: MusicBrainzQuery(baseURL: baseURL), cache: cache,
      settings: settings)
  }

  public var settings: Settings {
    get { currentSettings.withLock { $0 } }
    set { currentSettings.withLock { $0 = newValue } }
  }

  public var label: String {
    settings.offline ? "MusicBrainz catalog (offline: cache only)" : "MusicBrainz catalog"
  }
  public var isSimulated: Bool { false }

  /// The feed's bridge: a library artist's linked MBID, looked up when not cached.
  public var bridge: CatalogBridge {
    CatalogBridge(
      link: { [self] artist in
        try await link(for: artist)?.mbid.map { CatalogArtistID(unchecked: $0) }
      },
      exactReleases: { [self] albums, lookUp in
        try await exactReleases(of: albums, lookUp: lookUp)
      })
  }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    let releases = try await discography(of: artist.rawValue).releases
    let path = "/ws/2/release-group/\(artist.rawValue)"
    let limit = min(max(limit, 1), Self.maximumPageLimit)
    guard let page = PageCursor.page(of: releases, path: path, limit: limit, after: cursor) else {
      throw ServiceError.notFound("page '\(cursor ?? "")' of MusicBrainz artist \(artist)")
    }
    return page
  }

  /// The error of a recent unreachable call, if the server is still taken to be down.
  func recentlyUnreachable() -> HTTPError? {
    guard let (date, error) = unreachable.withLock({ $0 }) else { return nil }
    return now().timeIntervalSince(date) < Self.unreachableFor ? error : nil
  }

  /// Records how the last call ended (an unreachable server, or an answer).
  func record(unreachable error: HTTPError?) {
    let now = now()
    unreachable.withLock { $0 = error.map { (now, $0) } }
  }

  /// Whether a cache entry dated `date` is still fresh.
  func isFresh(_ date: Date) -> Bool {
    now().timeIntervalSince(date) < settings.maxAge.seconds
  }
}
