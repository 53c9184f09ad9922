import Foundation

/// The feed's coverage and counts, for `discover status` and after each refresh.
///
/// Only artists in the library count: entries of artists that left it are ignored.
public struct FeedStatus: Hashable, Sendable, Codable {
  /// Artists in the library.
  public var artists: Int
  /// Artists with an answered check (matched or unmatched).
  public var checked: Int
  /// Artists never tried: no answered check and no failed attempt.
  public var untried: Int
  /// Artists whose last attempt failed (they keep any earlier check).
  public var failures: Int
  /// Artists whose last answered check found no catalog link.
  public var unmatched: Int
  /// Artists with at least one cut.
  public var artistsWithCuts: Int
  /// Cuts over the whole feed.
  public var cuts: Int
  /// The oldest and newest answered checks, or `nil` when nothing was checked.
  public var oldestCheck: Date?
  public var newestCheck: Date?
  /// Refreshes recorded in the cache.
  public var refreshes: Int

  /// Counts `cache` against the library's `artists`.
  public init(cache: FeedCache, artists: [LibraryArtist]) {
    self.artists = artists.count
    checked = 0
    untried = 0
    failures = 0
    unmatched = 0
    artistsWithCuts = 0
    cuts = 0
    refreshes = cache.refreshes
    for artist in artists {
      guard let entry = cache.entries[artist.id] else {
        untried += 1
        continue
      }
      if entry.failure != nil { failures += 1 }
      guard let check = entry.check else { continue }
      checked += 1
      oldestCheck = min(oldestCheck ?? check.date, check.date)
      newestCheck = max(newestCheck ?? check.date, check.date)
      if let found = check.cuts {
        cuts += found.cuts.count
        if !found.cuts.isEmpty { artistsWithCuts += 1 }
      } else {
        unmatched += 1
      }
    }
  }

  /// Artists not checked yet: never tried.
  ///
  /// An artist tried and failed counts in `failures`, not here ("43 artists not checked yet" must not count the 3 that just failed).
  public var unchecked: Int { untried }

  /// Whether to say "all caught up": there is nothing left to dig out.
  ///
  /// Only when every artist has an answered check, no last attempt failed, at least one
  /// artist is matched, and no artist has cuts. Each clause guards against the app's bug of
  /// an empty feed that was really a failure: unchecked or failed artists may hide cuts, and a
  /// library where nothing matched has not been looked up at all.
  public var isAllCaughtUp: Bool {
    artists > 0 && unchecked == 0 && failures == 0 && checked > unmatched && cuts == 0
  }
}
