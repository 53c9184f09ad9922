/// A catalog that also answers for one release: by id, and with its track list.
///
/// What `add` needs to put a release in the library and what `play` needs to preview it (the
/// app's catalog playback: `player.queue = [album]`). The API's `GET /v1/catalog/{sf}/albums/{id}`
/// with its `tracks` relationship.
public protocol CatalogReleaseSource: CatalogSource {
  /// The release with this id; throws `ServiceError.notFound` for an id the catalog does not know.
  func release(_ id: CatalogReleaseID) async throws -> CatalogRelease
  /// The release's tracks in disc and track order (as many as its `trackCount`).
  func tracks(of release: CatalogReleaseID) async throws -> [CatalogTrack]
}

extension CatalogSource {
  /// This catalog as one that answers for single releases, or `nil` when it cannot.
  public var releaseSource: (any CatalogReleaseSource)? {
    if let latency = self as? LatencyCatalog { return latency.base.releaseSource }
    return self as? any CatalogReleaseSource
  }
}
