/// A playlist in the user's library: an ordered list of track ids (a track may appear twice).
public struct LibraryPlaylist: LibraryItem, Identifiable, Hashable, Sendable, Codable {
  public static let idPrefix = "p."

  public var id: LibraryPlaylistID
  public var name: String
  public var description: String
  public var trackIDs: [LibraryTrackID]
  /// Whether the user may change it (the API's `canEdit`).
  public var canEdit: Bool

  public init(
    id: LibraryPlaylistID, name: String, description: String = "",
    trackIDs: [LibraryTrackID] = [], canEdit: Bool = true
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.trackIDs = trackIDs
    self.canEdit = canEdit
  }
}
