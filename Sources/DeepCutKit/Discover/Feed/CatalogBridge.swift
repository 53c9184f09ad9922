/// How the feed finds the catalog artist of a library artist.
///
/// There is one right answer, `catalogRelationship(of:)`: the library item's catalog
/// relationship, which can be empty (the artist is unmatched). The type exists so that a test
/// can plug in the app's old mistake, sending the library id to the catalog, and watch the feed
/// fail loudly instead of saying "all caught up".
public struct CatalogBridge: Sendable {
  /// The artist's catalog id, or `nil` when it is unmatched.
  public var link: @Sendable (LibraryArtist) async throws -> CatalogArtistID?
  /// Albums the artist owns under another library artist, attributed to it.
  ///
  /// A combined credit (`21 Savage, Offset & Metro Boomin`) credits its albums to each linked
  /// part, so a collaboration counts as owned in each part's cuts. None by default.
  public var creditedAlbums: @Sendable (LibraryArtist) async throws -> [LibraryAlbum]
  /// The releases albums are known to be exactly, from their tags (`ExactReleases`).
  ///
  /// Looked up where not known when the `Bool` is true, else from what is cached only.
  /// Throws only `CancellationError`: a failed lookup leaves the album to titles and says so.
  /// None by default (only MusicBrainz reads tags).
  public var exactReleases: @Sendable ([LibraryAlbum], Bool) async throws -> ExactReleases

  /// The shape of `creditedAlbums`.
  public typealias CreditedAlbums = @Sendable (LibraryArtist) async throws -> [LibraryAlbum]
  /// The shape of `exactReleases`.
  public typealias ExactLookup = @Sendable ([LibraryAlbum], Bool) async throws -> ExactReleases

  public init(
    link: @escaping @Sendable (LibraryArtist) async throws -> CatalogArtistID?,
    creditedAlbums: @escaping CreditedAlbums = { _ in [] },
    exactReleases: @escaping ExactLookup = { _, _ in .none }
  ) {
    self.link = link
    self.creditedAlbums = creditedAlbums
    self.exactReleases = exactReleases
  }

  /// The supported bridge: `library.catalogArtist(for:)`, the API's `catalog` relationship.
  public static func catalogRelationship(of library: any MusicLibraryService) -> CatalogBridge {
    CatalogBridge { artist in try await library.catalogArtist(for: artist.id)?.id }
  }
}
