/// Finds the library track a catalog song is: what recently played needs, since the API
/// answers it with catalog songs (numeric ids) while the library speaks library ids.
///
/// By catalog id first (a library song's `playParams.catalogId`), else by folded title and
/// artist; a song the library does not hold has no track.
struct AppleMusicTrackIndex: Sendable {
  private var byCatalogID: [String: LibraryTrackID] = [:]
  private var byName: [String: LibraryTrackID] = [:]

  init(_ tracks: [LibraryTrack]) {
    for track in tracks {
      if let catalogID = track.catalogID?.rawValue, byCatalogID[catalogID] == nil {
        byCatalogID[catalogID] = track.id
      }
      let key = Self.key(title: track.title, artist: track.artistName)
      if byName[key] == nil { byName[key] = track.id }
    }
  }

  /// The library track `song` is, or `nil`.
  func track(for song: AppleMusicCatalogJSON.Song) -> LibraryTrackID? {
    if let id = byCatalogID[song.id] { return id }
    guard let attributes = song.attributes else { return nil }
    return byName[Self.key(title: attributes.name, artist: attributes.artistName ?? "")]
  }

  private static func key(title: String, artist: String) -> String {
    NameFolding.fold(title) + "\u{1F}" + NameFolding.fold(artist)
  }
}
