import Foundation

/// The feed as shown by `discover`: the cached cuts, ranked, with what is missing from them.
///
/// **Ranking.** Artists with at least one cut, ordered by:
/// 1. absent from recently played first: discovery favours the forgotten;
/// 2. then the longest unchecked first (oldest answered check);
/// 3. then library order (by name, as the library lists artists), which is also the order a
///    batch checks them in, so the virtual clock (where a batch shares one instant) and the
///    real one (where each check has its own) rank a batch alike;
/// 4. library id, should two artists share a position (never, for a well-formed library).
/// An artist whose last attempt failed keeps its earlier cuts in the feed, marked with the
/// failure; artists that left the library are not shown.
public struct FeedView: Hashable, Sendable {
  /// Artists with cuts, ranked.
  public var items: [FeedItem]
  /// Artists whose last answered check found no catalog link, in library order.
  public var unmatched: [LibraryArtist]
  /// Artists whose last attempt failed, in library order.
  public var failures: [FeedFailure]
  public var status: FeedStatus
  /// Something the view could not take into account, to show as a short notice.
  public var notice: String?

  /// Ranks `cache` for the library's `artists`, given who was played recently.
  public init(
    cache: FeedCache, artists: [LibraryArtist], recentlyPlayed: Set<LibraryArtistID>
  ) {
    var ranked: [(item: FeedItem, position: Int)] = []
    var unmatched: [LibraryArtist] = []
    var failures: [FeedFailure] = []
    for (position, artist) in artists.enumerated() {
      guard let entry = cache.entries[artist.id] else { continue }
      if let failure = entry.failure { failures.append(failure) }
      guard let check = entry.check else { continue }
      switch check.outcome {
      case .unmatched:
        unmatched.append(artist)
      case .matched(let catalogID, let cuts) where !cuts.cuts.isEmpty:
        let item = FeedItem(
          artist: artist, catalogID: catalogID, cuts: cuts, checkedAt: check.date,
          isRecentlyPlayed: recentlyPlayed.contains(artist.id), lastFailure: entry.failure)
        ranked.append((item, position))
      case .matched:
        continue
      }
    }
    ranked.sort { lhs, rhs in
      if lhs.item.isRecentlyPlayed != rhs.item.isRecentlyPlayed { return rhs.item.isRecentlyPlayed }
      if lhs.item.checkedAt != rhs.item.checkedAt { return lhs.item.checkedAt < rhs.item.checkedAt }
      if lhs.position != rhs.position { return lhs.position < rhs.position }
      return lhs.item.artist.id < rhs.item.artist.id
    }
    self.items = ranked.map(\.item)
    self.unmatched = unmatched
    self.failures = failures
    self.status = FeedStatus(cache: cache, artists: artists)
    self.notice = nil
  }
}

/// One artist in the feed: its cuts and why it sits where it does.
public struct FeedItem: Hashable, Sendable {
  public var artist: LibraryArtist
  /// The catalog artist the cuts came from.
  public var catalogID: CatalogArtistID
  public var cuts: ArtistCuts
  /// When these cuts were checked.
  public var checkedAt: Date
  /// Whether the artist is in the listening history (such artists rank after the others).
  public var isRecentlyPlayed: Bool
  /// The last attempt's failure when it failed: the cuts are from the earlier `checkedAt`.
  public var lastFailure: FeedFailure?

  public init(
    artist: LibraryArtist, catalogID: CatalogArtistID, cuts: ArtistCuts, checkedAt: Date,
    isRecentlyPlayed: Bool, lastFailure: FeedFailure? = nil
  ) {
    self.artist = artist
    self.catalogID = catalogID
    self.cuts = cuts
    self.checkedAt = checkedAt
    self.isRecentlyPlayed = isRecentlyPlayed
    self.lastFailure = lastFailure
  }
}
