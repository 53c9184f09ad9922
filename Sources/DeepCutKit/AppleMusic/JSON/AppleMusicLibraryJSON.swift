/// The shapes of the user's library resources (`/v1/me/library/…`), as the API documents them.
///
/// Every attribute the app does not strictly need is optional: Apple omits keys freely (an album
/// without `releaseDate`, a song without `discNumber`), and a missing nicety must not lose an
/// item.
enum AppleMusicLibraryJSON {
  /// `library-artists`: `{"id":"r.y8mMT7t","attributes":{"name":"Orville Peck"}}`, and with
  /// `include=catalog` the artist's `catalog` relationship.
  typealias Artist = AppleMusicResource<ArtistAttributes, ArtistRelationships>
  typealias Album = AppleMusicResource<AlbumAttributes, AlbumRelationships>
  typealias Song = AppleMusicResource<SongAttributes, NoRelationships>
  typealias Playlist = AppleMusicResource<PlaylistAttributes, NoRelationships>

  struct ArtistAttributes: Decodable, Sendable {
    var name: String
  }

  /// Present only when asked for with `include=catalog`; absent means "not asked", an empty
  /// `data` means "unmatched".
  struct ArtistRelationships: Decodable, Sendable {
    var catalog: AppleMusicRelationship<AppleMusicCatalogJSON.Artist>?
  }

  struct AlbumAttributes: Decodable, Sendable {
    var name: String
    var artistName: String?
    var releaseDate: String?
    var trackCount: Int?
    var playParams: AppleMusicPlayParameters?
  }

  /// The album's artists, when the answer carries them (identifiers only).
  struct AlbumRelationships: Decodable, Sendable {
    var artists: AppleMusicRelationship<Reference>?
  }

  struct SongAttributes: Decodable, Sendable {
    var name: String
    var artistName: String?
    var albumName: String?
    var durationInMillis: Int?
    var discNumber: Int?
    var trackNumber: Int?
    var playParams: AppleMusicPlayParameters?
  }

  struct PlaylistAttributes: Decodable, Sendable {
    var name: String
    var description: Description?
    var canEdit: Bool?

    /// A playlist's description: `{"standard": "…"}`.
    struct Description: Decodable, Sendable {
      var standard: String?
    }
  }

  /// A bare `{"id","type"}` reference.
  struct Reference: Decodable, Sendable {
    var id: String
    var type: String?
  }
}
