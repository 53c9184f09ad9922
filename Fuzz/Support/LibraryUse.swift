import DeepCutKit
import DeepCutShell

/// Uses a library the way a session over `--library` would at first: the simulated catalog
/// made for its artists, the service over it, every listing, a search, and a feed refresh.
///
/// An odd library that decodes or imports must not crash what comes next; this is where
/// duplicate ids, empty names or dangling references would.
enum LibraryUse {
  static func exercise(_ contents: LibraryContents) {
    let failures = FailureInjector()
    let catalog = SimulatedCatalog(library: contents, failures: failures)
    let clock = VirtualClock()
    let services = Services.library(
      catalog.linkedLibrary, identity: "fuzz", catalog: catalog, failures: failures,
      clock: clock, journal: [], warning: { _ in })
    runBlocking {
      let library = services.library
      _ = try? await library.artists()
      _ = try? await library.albums()
      _ = try? await library.tracks()
      _ = try? await library.playlists()
      _ = try? await library.recentlyPlayed(after: nil)
      _ = try? await library.search("a")
      let feed = DiscoverFeed(library: library, catalog: catalog, clock: clock)
      if let refresh = try? await feed.refresh(FeedCache(), batchSize: 5) {
        _ = try? await feed.view(of: refresh.cache)
      }
    }
  }
}
