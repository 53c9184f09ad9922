extension LibraryTrack {
  /// Makes tracks directly in memory that is not yet initialized, field by field.
  ///
  /// An import makes 50,000 tracks into an array's spare capacity. `initialize(to:)` with a
  /// track made by `init` copied it, retaining and releasing its strings again; filling in a
  /// blank track released the blank's fields first (together 15 M instructions). Here each field
  /// is initialized at its offset: one retain for each string the track shares, no release.
  ///
  /// Every stored property has a parameter of `initialize`: `LibraryTrackInPlaceTests` fails
  /// when a property is added to `LibraryTrack` and not here.
  struct InPlace {
    private let id, title, artistID, artistName, albumID, albumTitle: Int
    private let duration, disc, number, unplayable, catalogID, isCatalogPreview: Int

    init() {
      func offset<Field>(_ field: KeyPath<LibraryTrack, Field>) -> Int {
        MemoryLayout<LibraryTrack>.offset(of: field)!
      }
      id = offset(\.id)
      title = offset(\.title)
      artistID = offset(\.artistID)
      artistName = offset(\.artistName)
      albumID = offset(\.albumID)
      albumTitle = offset(\.albumTitle)
      duration = offset(\.durationMilliseconds)
      disc = offset(\.discNumber)
      number = offset(\.trackNumber)
      unplayable = offset(\.unplayableReason)
      catalogID = offset(\.catalogID)
      isCatalogPreview = offset(\.isCatalogPreview)
    }

    /// Initializes the uninitialized `track` as `LibraryTrack.init` with these values would.
    @inline(__always)
    func initialize(
      _ track: UnsafeMutablePointer<LibraryTrack>, id: LibraryTrackID, title: String,
      artistID: LibraryArtistID, artistName: String, albumID: LibraryAlbumID, albumTitle: String,
      durationMilliseconds: Int, discNumber: Int, trackNumber: Int, unplayableReason: String?
    ) {
      let raw = UnsafeMutableRawPointer(track)
      (raw + self.id).initializeMemory(as: LibraryTrackID.self, to: id)
      (raw + self.title).initializeMemory(as: String.self, to: title)
      (raw + self.artistID).initializeMemory(as: LibraryArtistID.self, to: artistID)
      (raw + self.artistName).initializeMemory(as: String.self, to: artistName)
      (raw + self.albumID).initializeMemory(as: LibraryAlbumID.self, to: albumID)
      (raw + self.albumTitle).initializeMemory(as: String.self, to: albumTitle)
      (raw + duration).initializeMemory(as: Int.self, to: durationMilliseconds)
      (raw + disc).initializeMemory(as: Int.self, to: discNumber)
      (raw + number).initializeMemory(as: Int.self, to: trackNumber)
      (raw + unplayable).initializeMemory(as: String?.self, to: unplayableReason)
      (raw + catalogID).initializeMemory(as: CatalogSongID?.self, to: nil)
      (raw + isCatalogPreview).initializeMemory(as: Bool.self, to: false)
    }

    /// The stored properties `initialize` sets, by name (for the test that keeps it complete).
    static let fields = [
      "id", "title", "artistID", "artistName", "albumID", "albumTitle", "durationMilliseconds",
      "discNumber", "trackNumber", "unplayableReason", "catalogID", "isCatalogPreview",
    ]
  }
}
