/// The catalog behind the sample library: each linked artist's discography, paged like the API.
///
/// Real titles and dates where they are known, believable ones elsewhere; release types album,
/// EP, single, live and compilation. It answers the way the Apple Music API does:
/// - pages of `limit` releases (25 by default; limits above 100 are clamped to 100 and below 1
///   raised to 1, rather than refused) with a `next` cursor such as
///   `/v1/catalog/us/artists/481488005/albums?offset=25`, and `nil` on the last page;
/// - an id it does not know throws `ServiceError.notFound`, as the API's 404. A library id
///   (`r.…`) sent by mistake is one: that was the app's bug, and here it fails loudly;
/// - every page call first asks the `FailureInjector` about `.catalogReleases`.
public struct SampleCatalog: CatalogSource {
  public var label: String { "sample catalog" }
  public var isSimulated: Bool { false }
  /// The switchboard consulted before every page.
  public let failures: FailureInjector

  public init(failures: FailureInjector = FailureInjector()) {
    self.failures = failures
  }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    try failures.check(.catalogReleases)
    guard let discography = Self.discographies[artist] else {
      let hint =
        artist.rawValue.contains(".") ? " (a library id? use the artist's catalog link)" : ""
      throw ServiceError.notFound("catalog artist '\(artist)'\(hint)")
    }
    let path = "/v1/catalog/us/artists/\(artist)/albums"
    let limit = min(max(limit, 1), Self.maximumPageLimit)
    guard
      let page = PageCursor.page(of: discography.releases, path: path, limit: limit, after: cursor)
    else { throw ServiceError.notFound("page '\(cursor ?? "")' of catalog artist '\(artist)'") }
    return page
  }

  /// The catalog artist with this id, or `nil` when the catalog does not know it.
  public func artist(_ id: CatalogArtistID) -> CatalogArtist? {
    Self.discographies[id]?.artist
  }

  /// Every artist's discography, by catalog id, parsed from the embedded text at first use.
  public static let discographies: [CatalogArtistID: CatalogDiscography] = {
    do {
      return Dictionary(uniqueKeysWithValues: try parse().map { ($0.artist.id, $0) })
    } catch {
      fatalError("the embedded sample catalog is malformed: \(error)")
    }
  }()

  /// Parses the embedded text, throwing the first malformed line.
  public static func parse() throws(SampleDataError) -> [CatalogDiscography] {
    var parser = SampleCatalogParser()
    try parser.read(artistsAToK, source: "catalog artists A-K")
    try parser.read(kingGizzard, source: "catalog King Gizzard")
    try parser.read(artistsLToZ, source: "catalog artists L-Z")
    return parser.discographies
  }
}

/// One catalog artist and all its releases, oldest first.
public struct CatalogDiscography: Hashable, Sendable {
  public var artist: CatalogArtist
  public var releases: [CatalogRelease]

  public init(artist: CatalogArtist, releases: [CatalogRelease]) {
    self.artist = artist
    self.releases = releases
  }
}
