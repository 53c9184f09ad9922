/// How the feed asks the catalog about an artist: the supported way, or the app's old bug.
///
/// `libraryIDs` is to the feed what `set reconcile off` is to playback: a faithful
/// reproduction of a mistake, so it can be shown and tested. The app once sent library ids
/// (`r.…`) to the catalog: the API answers 404 for most of them and, for a few, an empty
/// result, which the app took for an empty discography. With the app's old guard
/// (`FeedGuard.old`) such a batch said "all caught up".
public enum CatalogLookup: String, Hashable, Sendable, CaseIterable {
  /// The library artist's catalog relationship (`CatalogBridge.catalogRelationship`).
  case catalogLinks = "catalog-links"
  /// The library id itself, sent to the catalog as if it were a catalog id.
  case libraryIDs = "library-ids"
}

extension CatalogBridge {
  /// The app's old bridge: the library id passed off as a catalog id.
  public static let libraryIDs = CatalogBridge { artist in
    CatalogArtistID(unchecked: artist.id.rawValue)
  }
}

/// A catalog that answers library ids the way the real API did for the app.
///
/// 404 for most, an empty page for about one in eight (chosen by the id, so always the same ones). Catalog ids
/// go to the wrapped catalog unchanged.
public struct LibraryIDAnsweringCatalog: CatalogSource {
  public let base: any CatalogSource

  public init(_ base: any CatalogSource) {
    self.base = base
  }

  public var label: String { base.label }
  public var isSimulated: Bool { base.isSimulated }

  /// Whether the real API answered this library id with an empty result rather than a 404.
  public static func answersEmpty(_ id: CatalogArtistID) -> Bool {
    StableHash.fnv1a64("library-id-lookup/\(id)") % 8 == 0
  }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    guard CatalogArtistID(artist.rawValue) == nil, Self.answersEmpty(artist) else {
      return try await base.releases(of: artist, limit: limit, after: cursor)
    }
    return Page(items: [], next: nil)
  }
}
