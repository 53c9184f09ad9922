/// The incremental deep-cut feed: refreshes a batch of artists at a time through the catalog
/// link, and shows the union of what it cached, ranked.
///
/// It reads and fetches through the services and leaves storage to the caller: `refresh`
/// takes a `FeedCache` and returns a new one (see `FeedCacheCodec` for the bytes).
///
/// ```swift
/// let feed = DiscoverFeed(library: library, catalog: catalog, clock: clock)
/// let refresh = try await feed.refresh(cache) { print("\($0.position)/\($0.count)") }
/// cache = refresh.cache                      // only a finished batch gets here
/// let view = try await feed.view(of: cache)  // view.items, view.status
/// ```
public struct DiscoverFeed: Sendable {
  /// Artists checked per refresh unless told otherwise: a 1,600-artist library is not fetched
  /// on every open (about 40 refreshes cover it).
  public static let defaultBatchSize = 40

  public let library: any MusicLibraryService
  public let catalog: any CatalogSource
  /// Dates the checks (its `date(at:)`), and so the ranking's "longest unchecked".
  public let clock: any SessionClock
  public let bridge: CatalogBridge
  /// The release types that count as cuts.
  public let types: Set<ReleaseType>
  /// When a batch that found nothing is an error.
  public let feedGuard: FeedGuard

  /// A feed over `library` and `catalog`.
  ///
  /// `lookup` `.libraryIDs` reproduces the app's old bug (library ids sent to the catalog,
  /// answered as the real API answered them); `bridge`, when given, replaces the lookup's
  /// bridge (for tests).
  public init(
    library: any MusicLibraryService, catalog: any CatalogSource, clock: any SessionClock,
    bridge: CatalogBridge? = nil, types: Set<ReleaseType> = ReleaseType.defaultFilter,
    lookup: CatalogLookup = .catalogLinks, feedGuard: FeedGuard = .current
  ) {
    self.library = library
    self.clock = clock
    switch lookup {
    case .catalogLinks:
      self.catalog = catalog
      self.bridge = bridge ?? .catalogRelationship(of: library)
    case .libraryIDs:
      self.catalog = LibraryIDAnsweringCatalog(catalog)
      self.bridge = bridge ?? .libraryIDs
    }
    self.types = types
    self.feedGuard = feedGuard
  }

  /// The library's artists the feed covers: all but "Various Artists" and the like
  /// (`FeedArtistFilter`).
  public func feedArtists() async throws -> [LibraryArtist] {
    FeedArtistFilter.feedArtists(try await library.artists())
  }

  /// The feed as `cache` has it: ranked items, unmatched artists, failures and status.
  ///
  /// Releases the library owns now are left out, even when the cache still lists them as cuts
  /// (they were added since the artist's check).
  ///
  /// Throws when the library's artists cannot be read. Recently played only orders the items,
  /// so when it cannot be read the view is ranked without it and says so in `notice`.
  public func view(of cache: FeedCache) async throws -> FeedView {
    let artists = try await feedArtists()
    let cache = cache.excludingOwned(by: try await ownership(of: artists))
    do {
      let recent = try await recentlyPlayedArtists()
      return FeedView(cache: cache, artists: artists, recentlyPlayed: recent)
    } catch let error where Self.isCancellation(error) {
      throw CancellationError()
    } catch {
      var view = FeedView(cache: cache, artists: artists, recentlyPlayed: [])
      view.notice = "recently played could not be loaded (\(error)); ranked by last check only"
      return view
    }
  }

  /// The feed's coverage, failures and counts (`discover status`).
  public func status(of cache: FeedCache) async throws -> FeedStatus {
    let artists = try await feedArtists()
    return FeedStatus(
      cache: cache.excludingOwned(by: try await ownership(of: artists)), artists: artists)
  }

  /// The whole library's ownership, with the releases albums are known to be as far as that
  /// is cached (showing the feed never looks anything up).
  private func ownership(of artists: [LibraryArtist]) async throws -> OwnershipIndex {
    let albums = try await library.albums()
    let exact = try await bridge.exactReleases(albums, false)
    return OwnershipIndex.of(albums: albums, artists: artists, exact: exact)
  }

  /// The library artists in the listening history (every page of it).
  public func recentlyPlayedArtists() async throws -> Set<LibraryArtistID> {
    var tracks: Set<LibraryTrackID> = []
    var cursor: String? = nil
    for _ in 0..<1_000 {
      let page = try await library.recentlyPlayed(after: cursor)
      tracks.formUnion(page.items.map(\.trackID))
      guard let next = page.next else { break }
      cursor = next
    }
    guard !tracks.isEmpty else { return [] }
    // By index, so only the ids are read: iterating would copy each of 50,000 tracks.
    let all = try await library.tracks()
    var artists: Set<LibraryArtistID> = []
    for index in all.indices where tracks.contains(all[index].id) {
      artists.insert(all[index].artistID)
    }
    return artists
  }

  /// Whether `error` means the work was cancelled (never shown as a failure).
  static func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? ServiceError) == .cancelled
  }
}
