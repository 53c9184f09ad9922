/// The shapes of Apple Music catalog resources (`/v1/catalog/{storefront}/…`) and of the user's
/// recently played songs and storefront, as the API documents them.
enum AppleMusicCatalogJSON {
  typealias Artist = AppleMusicResource<ArtistAttributes, NoRelationships>
  typealias Album = AppleMusicResource<AlbumAttributes, NoRelationships>
  /// A catalog song: what `/v1/me/recent/played/tracks` returns (numeric ids, no play times).
  typealias Song = AppleMusicResource<SongAttributes, NoRelationships>
  typealias Storefront = AppleMusicResource<StorefrontAttributes, NoRelationships>
  /// `/v1/catalog/{sf}/albums/{id}`: the album with its default relationships, its artists
  /// and its tracks.
  typealias AlbumWithTracks = AppleMusicResource<AlbumAttributes, AlbumRelationships>

  struct ArtistAttributes: Decodable, Sendable {
    var name: String
  }

  /// The album attributes that decide a release's type and its place in a discography.
  ///
  /// `releaseDate` is `YYYY-MM-DD` in every real capture, but is read leniently (a year alone
  /// also works); `isSingle` is true for " - Single" releases and false for EPs.
  struct AlbumAttributes: Decodable, Sendable {
    var name: String
    var artistName: String?
    var releaseDate: String?
    var trackCount: Int?
    var isSingle: Bool?
    var isCompilation: Bool?
  }

  struct SongAttributes: Decodable, Sendable {
    var name: String
    var artistName: String?
    var albumName: String?
    var durationInMillis: Int?
    var discNumber: Int?
    var trackNumber: Int?
  }

  /// An album's default relationships.
  ///
  /// `tracks` may hold music videos (type `music-videos`), which are not songs.
  struct AlbumRelationships: Decodable, Sendable {
    var artists: AppleMusicRelationship<Artist>?
    var tracks: AppleMusicRelationship<Song>?
  }

  struct StorefrontAttributes: Decodable, Sendable {
    var name: String?
  }

  /// `/v1/catalog/{sf}/search`: `results.artists` is absent when nothing matched
  /// (`{"results":{}}`).
  struct SearchResponse: Decodable, Sendable {
    var results: Results

    struct Results: Decodable, Sendable {
      var artists: AppleMusicDocument<Artist>?
    }
  }
}
