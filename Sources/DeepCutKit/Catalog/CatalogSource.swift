/// Where an artist's catalog discography comes from, paged like the Apple Music API.
///
/// Pages hold `limit` releases (25 by default, 100 at most) and a `next` cursor; callers follow
/// `next` until it is `nil` instead of stopping at the first page.
public protocol CatalogSource: Sendable {
  /// How the catalog is described wherever its data shows ("sample catalog", "simulated
  /// catalog"), so made-up data is never mistaken for real data.
  var label: String { get }
  /// Whether the releases are generated rather than real.
  var isSimulated: Bool { get }
  /// One page of the artist's releases. `cursor` is `nil` for the first page, then the previous
  /// page's `next`. Throws `ServiceError.notFound` for an id the catalog does not know (a library
  /// id sent by mistake is one).
  func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?) async throws
    -> Page<CatalogRelease>
  /// How many artists a feed refresh may check at once (1: one after another).
  var concurrentChecks: Int { get }
}

extension CatalogSource {
  /// The default page size of the real API.
  public static var defaultPageLimit: Int { 25 }
  /// The largest page the real API serves.
  public static var maximumPageLimit: Int { 100 }
  /// One artist at a time, unless a catalog says it can take more.
  public var concurrentChecks: Int { 1 }
}
