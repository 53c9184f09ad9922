extension AppleMusicCatalog: CatalogReleaseSource {
  /// The release with this id, from `/v1/catalog/{storefront}/albums/{id}`.
  ///
  /// Throws `ServiceError.notFound` when the catalog does not know it (an empty answer, or one
  /// without the album's artist, which a release needs).
  public func release(_ id: CatalogReleaseID) async throws -> CatalogRelease {
    let album = try await album(id)
    guard let artist = album.relationships?.artists?.data.first.flatMap({ CatalogArtistID($0.id) }),
      let release = Self.release(album, artist: artist)
    else { throw ServiceError.notFound("catalog release \(id)") }
    return release
  }

  /// The release's songs in disc and track order, from the album's `tracks` relationship
  /// (music videos left out).
  public func tracks(of id: CatalogReleaseID) async throws -> [CatalogTrack] {
    let album = try await album(id)
    guard let attributes = album.attributes else {
      throw ServiceError.notFound("catalog release \(id)")
    }
    let title = AppleMusicReleaseKind(
      name: attributes.name, isSingle: attributes.isSingle,
      isCompilation: attributes.isCompilation
    ).title
    let artist = album.relationships?.artists?.data.first
    let artistID = artist.flatMap { CatalogArtistID($0.id) }
    let songs = album.relationships?.tracks?.data ?? []
    return songs.compactMap { song -> CatalogTrack? in
      guard song.type == "songs", let songID = CatalogSongID(song.id),
        let details = song.attributes, let artistID
      else { return nil }
      return CatalogTrack(
        id: songID, title: details.name, releaseID: id, releaseTitle: title, artistID: artistID,
        artistName: details.artistName ?? attributes.artistName ?? "",
        durationMilliseconds: max(0, details.durationInMillis ?? 0),
        discNumber: details.discNumber ?? 1, trackNumber: details.trackNumber ?? 0)
    }.sorted { ($0.discNumber, $0.trackNumber) < ($1.discNumber, $1.trackNumber) }
  }

  /// The album resource with its relationships; asks the `FailureInjector` first.
  private func album(_ id: CatalogReleaseID) async throws -> AppleMusicCatalogJSON.AlbumWithTracks {
    try failures.check(.catalogReleases)
    let storefront = try await storefronts.resolve(api)
    guard let path = AppleMusicPath.album(id, storefront: storefront) else {
      throw ServiceError.notFound("catalog release \(id)")
    }
    let document = try await api.get(
      AppleMusicDocument<AppleMusicCatalogJSON.AlbumWithTracks>.self, path)
    guard let album = document.data.first else {
      throw ServiceError.notFound("catalog release \(id)")
    }
    return album
  }
}
