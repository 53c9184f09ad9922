/// How the feed finds the catalog artist of a library artist.
///
/// There is one right answer, `catalogRelationship(of:)`: the library item's catalog
/// relationship, which can be empty (the artist is unmatched). The type exists so that a test
/// can plug in the app's old mistake, sending the library id to the catalog, and watch the feed
/// fail loudly instead of saying "all caught up".
public struct CatalogBridge: Sendable {
  /// The artist's catalog id, or `nil` when it is unmatched.
  public var link: @Sendable (LibraryArtist) async throws -> CatalogArtistID?

  public init(link: @escaping @Sendable (LibraryArtist) async throws -> CatalogArtistID?) {
    self.link = link
  }

  /// The supported bridge: `library.catalogArtist(for:)`, the API's `catalog` relationship.
  public static func catalogRelationship(of library: any MusicLibraryService) -> CatalogBridge {
    CatalogBridge { artist in try await library.catalogArtist(for: artist.id)?.id }
  }
}
