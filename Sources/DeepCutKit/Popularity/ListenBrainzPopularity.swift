import Foundation

/// Listener counts per release group from ListenBrainz, MusicBrainz's open listening
/// statistics: `POST /1/popularity/release-group`, which needs no account.
///
/// - **Batches**: the MBIDs asked about go 1,000 to a request (the endpoint's limit), never
///   one request per release group; a 40-artist refresh is one or two requests.
/// - **Caching**: counts are kept per MBID with their fetch time (`PopularityCache`) and used
///   while younger than the catalog's `maxAge` (a week); offline, only the cache answers.
///   Nothing is cached from a failed call; the batches before it are kept.
/// - **Politeness**: every request goes through `PopularityRateGate` (ListenBrainz's fixed
///   window, shared by the sessions on one state directory) and the retrying client.
/// - **Tokens**: the batch endpoint needs none and is sent none. A user token (for the
///   per-artist endpoints, which need one since 2026-08) is held only to be sent to them; it
///   is never shown, logged or stored.
public final class ListenBrainzPopularity: Sendable {
  /// Where ListenBrainz is.
  public static let liveURL = URL(string: "https://api.listenbrainz.org")!
  /// The most MBIDs one request may carry (`MAX_ITEMS_PER_GET`).
  public static let batchLimit = 1000

  public let client: any HTTPClient
  public let baseURL: URL
  public let cache: PopularityCache
  /// The catalog's offline switch and maximum age, read at each call (`set offline on`).
  private let settings: @Sendable () -> MusicBrainzCatalog.Settings
  /// The present, for fetch times and ages.
  public let now: @Sendable () -> Date
  /// The user's token, if one was given (never printed: `AppleMusicToken` redacts itself).
  public let token: AppleMusicToken?

  public init(
    client: any HTTPClient, baseURL: URL, cache: PopularityCache,
    settings: @escaping @Sendable () -> MusicBrainzCatalog.Settings,
    token: AppleMusicToken? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.client = client
    self.baseURL = baseURL
    self.cache = cache
    self.settings = settings
    self.token = token
    self.now = now
  }

  /// The source for the real server (or another at `baseURL`): the deepcut User-Agent, the
  /// rate window shared with every session on `state`, waits on `clock` (the real one).
  public static func live(
    baseURL: URL = liveURL, state: StateDirectory, version: String, clock: any SessionClock,
    settings: @escaping @Sendable () -> MusicBrainzCatalog.Settings, token: AppleMusicToken? = nil,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) -> ListenBrainzPopularity {
    let gate = PopularityRateGate(base: CurlTransport(), clock: clock, sharedIn: state)
    let client = RetryingHTTPClient(
      transport: gate, userAgent: UserAgent.deepcut(version: version), clock: clock)
    return ListenBrainzPopularity(
      client: client, baseURL: baseURL, cache: PopularityCache(state: state, warn: warn),
      settings: settings, token: token)
  }

  /// Whether only the cache answers.
  public var isOffline: Bool { settings().offline }

  /// What the cache holds for `mbids`, without any request: a listing shows these at once.
  public func cachedCounts(of mbids: [String]) -> PopularityLookup {
    let wanted = Self.wanted(mbids)
    var lookup = PopularityLookup(
      requested: wanted, counts: cache.counts(of: wanted), failure: nil, now: now())
    lookup.offline = isOffline
    return lookup
  }

  /// The counts of `mbids`: the cache's while fresh, the rest fetched in batches.
  ///
  /// Offline, only the cache answers. A failed batch leaves its MBIDs without counts and says why in `failure`; only
  /// cancellation throws.
  public func counts(of mbids: [String]) async throws -> PopularityLookup {
    let wanted = Self.wanted(mbids)
    var counts = cache.counts(of: wanted)
    let maxAge = settings().maxAge.seconds
    let present = now()
    let stale = wanted.filter { mbid in
      guard let cached = counts[mbid] else { return true }
      return present.timeIntervalSince(cached.fetched) >= maxAge
    }
    guard !stale.isEmpty, !isOffline else {
      var lookup = PopularityLookup(requested: wanted, counts: counts, failure: nil, now: present)
      lookup.offline = isOffline
      return lookup
    }
    var failure: ListenBrainzError?
    for start in stride(from: 0, to: stale.count, by: Self.batchLimit) {
      let batch = Array(stale[start..<min(start + Self.batchLimit, stale.count)])
      let fetched: [String: ReleaseGroupCounts]
      do {
        fetched = try await fetch(batch)
      } catch let error {
        guard let error = ListenBrainzError.from(error) else { throw CancellationError() }
        failure = error
        break
      }
      // A cache that cannot be written still leaves this session its answer.
      try? await cache.save(fetched)
      counts.merge(fetched) { _, new in new }
    }
    return PopularityLookup(requested: wanted, counts: counts, failure: failure, now: now())
  }

  /// One request for up to `batchLimit` MBIDs.
  private func fetch(_ mbids: [String]) async throws(HTTPError) -> [String: ReleaseGroupCounts] {
    var request = HTTPRequest(
      method: "POST", url: baseURL.appendingPathComponent("1/popularity/release-group"),
      headers: ["Content-Type": "application/json", "Accept": "application/json"])
    request.body = ListenBrainzJSON.requestBody(mbids)
    let response = try await client.send(request)
    let answered: [String: ListenBrainzJSON.Counts]
    do {
      answered = try ListenBrainzJSON.counts(in: response.body, requested: mbids)
    } catch {
      throw .undecodable(
        host: baseURL.host ?? baseURL.absoluteString, reason: DecodingText.reason(error))
    }
    let fetched = now()
    return answered.mapValues {
      ReleaseGroupCounts(listens: $0.listens, listeners: $0.listeners, fetched: fetched)
    }
  }

  /// `mbids` lowercased, valid and each once, in their first order.
  static func wanted(_ mbids: [String]) -> [String] {
    var seen = Set<String>()
    return mbids.map { $0.lowercased() }.filter { MBID.isValid($0) && seen.insert($0).inserted }
  }
}

/// What a popularity lookup found: counts by MBID, the MBIDs it has none for, and why, if a
/// request failed.
public struct PopularityLookup: Sendable, Hashable {
  /// Every MBID asked about (lowercased, valid, each once).
  public var requested: [String]
  public var counts: [String: ReleaseGroupCounts]
  /// Why some counts could not be fetched (the listing is shown without them).
  public var failure: ListenBrainzError?
  /// When the lookup was made, for the counts' age.
  public var now: Date
  /// Whether it was made offline (the cache alone answered).
  public var offline = false

  public init(
    requested: [String], counts: [String: ReleaseGroupCounts], failure: ListenBrainzError?,
    now: Date
  ) {
    self.requested = requested
    self.counts = counts
    self.failure = failure
    self.now = now
  }

  /// The MBIDs without counts: not fetched yet, or their fetch failed.
  public var missing: [String] { requested.filter { counts[$0] == nil } }

  /// How old the oldest of the counts is, if there are any.
  public var oldestAge: Duration? {
    guard let oldest = counts.values.map(\.fetched).min() else { return nil }
    return .seconds(max(now.timeIntervalSince(oldest), 0))
  }

  /// The counts of one MBID (any case), if fetched.
  public func entry(for mbid: String) -> ReleaseGroupCounts? { counts[mbid.lowercased()] }
}
