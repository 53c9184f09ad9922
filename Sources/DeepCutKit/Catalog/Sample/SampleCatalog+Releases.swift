extension SampleCatalog: CatalogReleaseSource {
  /// Looks a release up by id; asks the `FailureInjector` about `.catalogReleases` first.
  public func release(_ id: CatalogReleaseID) async throws -> CatalogRelease {
    try failures.check(.catalogReleases)
    guard let release = Self.releasesByID[id] else {
      throw ServiceError.notFound("catalog release '\(id)'")
    }
    return release
  }

  /// The release's tracks (`SimulatedTrackList`: the sample catalog knows titles and dates of
  /// releases, not their songs); asks the `FailureInjector` about `.catalogTracks` first.
  public func tracks(of id: CatalogReleaseID) async throws -> [CatalogTrack] {
    try failures.check(.catalogTracks)
    guard let release = Self.releasesByID[id] else {
      throw ServiceError.notFound("catalog release '\(id)'")
    }
    return SimulatedTrackList.tracks(of: release)
  }

  /// Every release of every artist, by id.
  static let releasesByID: [CatalogReleaseID: CatalogRelease] = Dictionary(
    uniqueKeysWithValues: discographies.values.flatMap(\.releases).map { ($0.id, $0) })
}
