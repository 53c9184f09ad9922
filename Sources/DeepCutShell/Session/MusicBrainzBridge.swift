import DeepCutKit

/// The feed's way into MusicBrainz: links from tags or by name through the MusicBrainz cache,
/// the albums of combined credits attributed to each linked part, and the release groups
/// tagged albums are.
enum MusicBrainzBridge {
  static func bridge(_ musicBrainz: MusicBrainzCatalog, library: any MusicLibraryService)
    -> CatalogBridge
  {
    CatalogBridge(
      link: { artist in
        try await musicBrainz.link(for: artist)?.mbid.map { CatalogArtistID(unchecked: $0) }
      },
      creditedAlbums: { artist in
        try await creditedAlbums(of: artist, musicBrainz: musicBrainz, library: library)
      },
      exactReleases: { albums, lookUp in
        try await musicBrainz.exactReleases(of: albums, lookUp: lookUp)
      })
  }

  /// The albums of every library artist whose link is a combined credit naming `artist` (by
  /// MBID, or by name when the part has no link), as `artist`'s own; a combined name holding
  /// `artist`'s that is not cached yet is looked up first.
  static func creditedAlbums(
    of artist: LibraryArtist, musicBrainz: MusicBrainzCatalog, library: any MusicLibraryService
  ) async throws -> [LibraryAlbum] {
    var mbid: String?
    if case .known(let link) = musicBrainz.cachedLink(for: artist) { mbid = link.mbid }
    let key = MusicBrainzCache.key(artist.name)
    var credited: [LibraryAlbum] = []
    for other in try await library.artists() where other.id != artist.id {
      var cached = musicBrainz.cache.link(for: other.name)
      // A combined credit that names `artist` but that nothing has looked up yet: look the
      // whole name up now, so its albums count as `artist`'s on this very check.
      if cached == nil, let names = CombinedCredit.parts(of: other.name),
        names.contains(where: { MusicBrainzCache.key($0) == key })
      {
        cached = try? await musicBrainz.link(for: other.name)
      }
      guard case .credited(let parts) = cached?.state,
        parts.contains(where: {
          ($0.mbid != nil && $0.mbid == mbid) || MusicBrainzCache.key($0.name) == key
        })
      else { continue }
      for var album in try await library.albums(by: other.id) {
        album.artistID = artist.id
        album.artistName = artist.name
        credited.append(album)
      }
    }
    return credited
  }
}
