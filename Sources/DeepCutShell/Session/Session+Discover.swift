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
      library: library, catalog: catalog, clock: environment.clock,
      bridge: environment.services.appleMusic?.bridge)
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
  func saveFeedCache(_ cache: FeedCache) {
    feedCache = cache
    let identity = environment.services.identity
    do {
      try environment.state.write(
        FeedCacheCodec.encode(cache, identity: identity),
        to: FeedCacheCodec.fileName(for: identity))
    } catch {
      warn("the feed cache was not saved (\(error)); the next session checks again")
    }
  }

  /// How the catalog is named in output, so simulated data is never taken for real data.
  var catalogLabel: String { environment.services.catalog.label }
}
