/// The Apple Music catalog as a `CatalogSource`: an artist's albums, singles, EPs and
/// compilations, read with the developer token only.
///
/// Pages come from `/v1/catalog/{storefront}/artists/{id}/albums`, and later pages from the
/// `next` the previous page gave, followed as given (never rebuilt: Apple's own examples do not
/// always agree with the page they came from). `isSingle`, `isCompilation` and the " - Single"
/// / " - EP" suffixes decide each release's type (see `AppleMusicReleaseKind`). Every page
/// first asks the shared `FailureInjector`, so `fail catalogReleases` works here as on the
/// sample catalog.
public struct AppleMusicCatalog: CatalogSource {
  public let api: AppleMusicAPI
  public let storefronts: AppleMusicStorefrontChoice
  public let failures: FailureInjector

  public init(api: AppleMusicAPI, storefront: AppleMusicStorefront, failures: FailureInjector) {
    self.init(api: api, storefronts: .fixed(storefront), failures: failures)
  }

  /// A catalog whose storefront is `storefronts`' (the user's, read on first use).
  public init(
    api: AppleMusicAPI, storefronts: AppleMusicStorefrontChoice, failures: FailureInjector
  ) {
    self.api = api
    self.storefronts = storefronts
    self.failures = failures
  }

  public var label: String {
    "Apple Music catalog (\(storefronts.known.map(\.code) ?? "your storefront"))"
  }
  public var isSimulated: Bool { false }
  /// As many artists at once as requests may be in flight.
  public var concurrentChecks: Int { AppleMusicAPI.maximumInFlight }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    try failures.check(.catalogReleases)
    let storefront = try await storefronts.resolve(api)
    let path: AppleMusicPath?
    if let cursor {
      path = AppleMusicPath.following(catalog: cursor)
      guard path != nil else { throw ServiceError.notFound("catalog page '\(cursor)'") }
    } else {
      let clamped = max(1, min(limit, Self.maximumPageLimit))
      path = AppleMusicPath.albums(of: artist, storefront: storefront, limit: clamped)
      // A library id forced into a catalog id: refused here, never sent.
      guard path != nil else { throw ServiceError.notFound("catalog artist \(artist)") }
    }
    let document = try await api.get(AppleMusicDocument<AppleMusicCatalogJSON.Album>.self, path!)
    return Page(
      items: document.data.compactMap { Self.release($0, artist: artist) }, next: document.next)
  }

  /// Catalog artists whose name matches `name`, best first (at most 25, Apple's maximum).
  public func searchArtists(_ name: String, limit: Int = 25) async throws -> [CatalogArtist] {
    try failures.check(.search)
    let storefront = try await storefronts.resolve(api)
    guard let path = AppleMusicPath.searchArtists(name, storefront: storefront, limit: limit)
    else { return [] }
    let response = try await api.get(AppleMusicCatalogJSON.SearchResponse.self, path)
    return (response.results.artists?.data ?? []).compactMap(AppleMusicLibraryMapper.catalogArtist)
  }

  /// The catalog artist whose name is `name` (ignoring case and diacritics), when exactly one
  /// search result has it; `nil` (unmatched) when none does or several do: never a guess.
  ///
  /// The bridge for an imported Library.xml, whose artists have no catalog relationship.
  public func artist(named name: String) async throws -> CatalogArtist? {
    let wanted = NameFolding.fold(name)
    let exact = try await searchArtists(name).filter { NameFolding.fold($0.name) == wanted }
    return exact.count == 1 ? exact[0] : nil
  }

  /// A release from an album resource; `nil` when its id is not a catalog id.
  static func release<Relationships>(
    _ album: AppleMusicResource<AppleMusicCatalogJSON.AlbumAttributes, Relationships>,
    artist: CatalogArtistID
  ) -> CatalogRelease? {
    guard let id = CatalogReleaseID(album.id), let attributes = album.attributes else { return nil }
    let kind = AppleMusicReleaseKind(
      name: attributes.name, isSingle: attributes.isSingle,
      isCompilation: attributes.isCompilation)
    return CatalogRelease(
      id: id, title: kind.title, artistID: artist, artistName: attributes.artistName ?? "",
      releaseDate: attributes.releaseDate ?? "", releaseType: kind.releaseType,
      trackCount: attributes.trackCount ?? 0)
  }
}

extension CatalogBridge {
  /// The bridge for a library without catalog relationships (an imported Library.xml): the
  /// catalog artist found by an exact name search, or unmatched.
  public static func appleMusicSearch(_ catalog: AppleMusicCatalog) -> CatalogBridge {
    CatalogBridge { artist in try await catalog.artist(named: artist.name)?.id }
  }
}
