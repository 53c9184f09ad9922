import DeepCutKit
import Foundation

extension Session {
  /// The catalog as commands use it: the service's catalog behind the simulated latency.
  var catalog: any CatalogSource {
    let base = environment.services.catalog
    guard catalogLatency > .zero else { return base }
    return LatencyCatalog(base, latency: catalogLatency, clock: environment.clock)
  }

  /// The feed over the session's library and catalog.
  var feed: DiscoverFeed {
    DiscoverFeed(
      library: library, catalog: catalog, clock: environment.clock, lookup: catalogs.lookup,
      feedGuard: catalogs.feedGuard)
  }

  /// The feed cache, loaded from the state directory on first use; a file that does not
  /// decode is moved aside with a warning and the feed starts afresh.
  func loadFeedCache() -> FeedCache {
    if let feedCache { return feedCache }
    let identity = environment.services.identity
    let name = FeedCacheCodec.fileName(for: identity)
    var cache = FeedCache()
    do {
      if let data = try environment.state.read(name) {
        do {
          cache = try FeedCacheCodec.decode(data, identity: identity)
        } catch {
          warn(environment.state.quarantine(name, reason: error.description))
        }
      }
    } catch {
      warn("the feed cache could not be read (\(error)); starting afresh")
    }
    feedCache = cache
    return cache
  }

  /// Keeps a finished refresh's cache, in memory and atomically on disk.
  ///
  /// On a virtual clock the checks are dated on it (so a script prints the same every time),
  /// but what reaches the state directory carries wall-clock dates (`WallClockRebase`):
  /// interactive sessions read it later.
  func saveFeedCache(_ cache: FeedCache) {
    feedCache = cache
    let identity = environment.services.identity
    var saved = cache
    if let virtual = environment.clock as? VirtualClock {
      let rebase = WallClockRebase(virtualStart: virtual.startDate, wallStart: catalogs.wallStart)
      saved = rebase.rebase(cache, virtualNow: virtual.date(at: virtual.now), wallNow: Date())
    }
    do {
      try environment.state.write(
        FeedCacheCodec.encode(saved, identity: identity),
        to: FeedCacheCodec.fileName(for: identity))
    } catch {
      warn("the feed cache was not saved (\(error)); the next session checks again")
    }
  }

  /// How the catalog is named in output, so simulated data is never taken for real data.
  var catalogLabel: String { environment.services.catalog.label }
}
