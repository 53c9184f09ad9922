extension SimulatedCatalog: CatalogReleaseSource {
  /// Looks a release up by id; asks the `FailureInjector` about `.catalogReleases` first.
  ///
  /// A generated release's id starts with its artist's id (`SimulatedDiscography`), so only
  /// that artist's discography is generated to find it; a library album's own catalog id
  /// leads to its artist's.
  public func release(_ id: CatalogReleaseID) async throws -> CatalogRelease {
    try failures.check(.catalogReleases)
    return try find(id)
  }

  /// The release's tracks (`SimulatedTrackList`); asks the `FailureInjector` about
  /// `.catalogTracks` first.
  public func tracks(of id: CatalogReleaseID) async throws -> [CatalogTrack] {
    try failures.check(.catalogTracks)
    return SimulatedTrackList.tracks(of: try find(id))
  }

  private func find(_ id: CatalogReleaseID) throws -> CatalogRelease {
    var artists = [CatalogArtistID(unchecked: String(id.rawValue.dropLast(3)))]
    if let album = linkedLibrary.albums.first(where: { $0.catalogID == id }),
      let link = linkedLibrary.artists.first(where: { $0.id == album.artistID })?.catalogID
    {
      artists.append(link)
    }
    for artist in artists {
      if let release = discography(of: artist)?.first(where: { $0.id == id }) { return release }
    }
    throw ServiceError.notFound("catalog release '\(id)'")
  }
}
