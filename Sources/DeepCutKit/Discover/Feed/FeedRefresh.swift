/// What a finished refresh did: the new cache to keep, and what became of each artist.
public struct FeedRefresh: Hashable, Sendable {
  /// The cache with this batch recorded; the caller saves it in place of the old one.
  public var cache: FeedCache
  /// Each artist of the batch, in the order checked.
  public var checks: [ArtistCheck]
  /// The feed's state after the refresh.
  public var status: FeedStatus

  public init(cache: FeedCache, checks: [ArtistCheck], status: FeedStatus) {
    self.cache = cache
    self.checks = checks
    self.status = status
  }

  /// Artists whose catalog answered (matched artists).
  public var matched: Int {
    checks.count(where: { $0.check?.cuts != nil })
  }

  /// Artists found to have no catalog link, in the order checked.
  public var unmatched: [LibraryArtist] {
    checks.filter { $0.check.map { $0.cuts == nil } ?? false }.map(\.artist)
  }

  /// The failed attempts, in the order checked; each artist keeps its previous cuts.
  public var failures: [FeedFailure] { checks.compactMap(\.failure) }

  /// Cuts found in this batch.
  public var cuts: Int {
    checks.reduce(0) { $0 + ($1.check?.cuts?.cuts.count ?? 0) }
  }
}

/// Why a refresh gave no result.
public enum FeedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every catalog lookup of the batch failed: an error, never "all caught up".
  ///
  /// At least one artist failed and the catalog answered for none (unmatched artists do not
  /// reach it), so something is wrong for all of them: the network, the token, library ids
  /// sent to the catalog. Nothing was recorded.
  case everyArtistFailed([FeedFailure])
  /// No artist of the batch got a usable answer: each lookup failed or came back with an empty
  /// discography for an artist whose albums the library owns (`FeedGuard.current`). Nothing
  /// was recorded.
  case noUsableAnswer(failures: [FeedFailure], empty: [LibraryArtist])

  public var description: String {
    switch self {
    case .noUsableAnswer(let failures, let empty):
      let failed = failures.count == 1 ? "1 lookup failed" : "\(failures.count) lookups failed"
      let names = empty.prefix(3).map(\.name).joined(separator: ", ")
      let more = empty.count > 3 ? ", …" : ""
      let owned = empty.count == 1 ? "1 artist" : "\(empty.count) artists"
      let first = failures.first.map { "; first failure: \($0)" } ?? ""
      return "no artist of the batch got a usable answer: \(failed), and \(owned) you own "
        + "albums of came back with no releases at all (\(names)\(more))\(first)"
    case .everyArtistFailed(let failures):
      let first = failures.first.map { "; first: \($0)" } ?? ""
      let noun = failures.count == 1 ? "artist" : "artists"
      return "every catalog lookup of the batch failed (\(failures.count) \(noun))\(first)"
    }
  }
}

/// Where a refresh is, for a progress line: `checking 12/40: Acid Bath`.
public struct FeedProgress: Hashable, Sendable {
  /// The artist being checked, from 1.
  public var position: Int
  /// The batch's size.
  public var count: Int
  public var artist: LibraryArtist

  public init(position: Int, count: Int, artist: LibraryArtist) {
    self.position = position
    self.count = count
    self.artist = artist
  }
}
