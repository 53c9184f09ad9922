/// An artist in the user's library.
public struct LibraryArtist: LibraryItem, Identifiable, Hashable, Sendable, Codable {
  public static let idPrefix = "r."

  public var id: LibraryArtistID
  public var name: String
  /// The catalog artist this library artist links to, the only supported bridge to the catalog.
  ///
  /// `nil` means the artist is unmatched: show it as such, never drop it silently.
  public var catalogID: CatalogArtistID?

  public init(id: LibraryArtistID, name: String, catalogID: CatalogArtistID? = nil) {
    self.id = id
    self.name = name
    self.catalogID = catalogID
  }
}
