import DeepCutKit
import Foundation

extension Session {
  /// The catalog as commands use it: the chosen catalog behind the simulated latency.
  var catalog: any CatalogSource {
    let base = activeCatalog
    guard catalogLatency > .zero else { return base }
    return LatencyCatalog(base, latency: catalogLatency, clock: environment.clock)
  }

  /// The chosen catalog itself.
  var activeCatalog: any CatalogSource {
    if catalogChoice == .musicbrainz, let musicBrainz { return musicBrainz }
    return environment.services.catalog
  }

  /// The MusicBrainz catalog while it is the chosen one.
  var musicBrainz: MusicBrainzCatalog? {
    catalogChoice == .musicbrainz ? environment.services.musicBrainz : nil
  }

  /// How a library artist finds its catalog artist in the chosen catalog.
  var bridge: CatalogBridge {
    if catalogChoice == .appleMusic, let search = environment.services.appleMusic?.bridge {
      return search
    }
    if let musicBrainz {
      return MusicBrainzBridge.bridge(musicBrainz, library: library)
    }
    let links = environment.services.simulatedLinks()
    guard !links.isEmpty else { return .catalogRelationship(of: library) }
    return CatalogBridge { artist in links[artist.id] ?? artist.catalogID }
  }

  /// The feed over the session's library and catalog.
  var feed: DiscoverFeed {
    // The app's old library-id lookup brings its own (wrong) bridge; otherwise the chosen
    // catalog's.
    DiscoverFeed(
      library: library, catalog: catalog, clock: environment.clock,
      bridge: catalogs.lookup == .libraryIDs ? nil : bridge, lookup: catalogs.lookup,
      feedGuard: catalogs.feedGuard)
  }

  /// The feed cache, loaded from the state directory on first use; a file that does not
  /// decode is moved aside with a warning and the feed starts afresh.
  func loadFeedCache() -> FeedCache {
    if let feedCache { return feedCache }
    let identity = feedIdentity
    let name = FeedCacheCodec.fileName(for: identity)
    var cache = FeedCache()
    do {
      if let data = try environment.state.read(name, kind: .feedCache) {
        do {
          cache = try FeedCacheCodec.decode(data, identity: identity)
        } catch {
          warn(environment.state.quarantine(name, reason: error.description))
        }
      }
    } catch {
      if case .setAside = error {
        warn(error.description)
      } else {
        warn("the feed cache could not be read (\(error)); starting afresh")
      }
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
    let identity = feedIdentity
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

  /// Which feed cache file is the chosen catalog's: the library's, plus `.musicbrainz` for
  /// MusicBrainz, so real and simulated results never mix.
  var feedIdentity: String {
    let identity = environment.services.identity
    switch catalogChoice {
    case .musicbrainz: return identity + ".musicbrainz"
    case .appleMusic where identity != "apple-music": return identity + ".apple-music"
    default: return identity
    }
  }

  /// Switches to `choice`'s catalog, with its own feed cache.
  func choose(_ choice: CatalogChoice) {
    guard choice != catalogChoice else { return }
    catalogChoice = choice
    feedCache = nil
  }

  /// How the catalog is named in output, so simulated data is never taken for real data.
  var catalogLabel: String { activeCatalog.label }
}
