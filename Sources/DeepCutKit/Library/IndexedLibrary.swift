/// A library's contents with the lookups the service needs, so no call scans the whole library.
///
/// A value: the service keeps one, and a write changes a copy that replaces it only when the
/// whole write succeeded. Orders follow `MusicLibraryService`'s documentation and break ties by
/// id, so every listing prints the same way on every run.
struct IndexedLibrary: Sendable {
  private(set) var contents: LibraryContents

  private(set) var artistIndex: [LibraryArtistID: Int] = [:]
  private(set) var albumIndex: [LibraryAlbumID: Int] = [:]
  private(set) var trackIndex: [LibraryTrackID: Int] = [:]
  private(set) var playlistIndex: [LibraryPlaylistID: Int] = [:]
  private(set) var playlistsByName: [String: Int] = [:]
  /// Playlist names folded, to refuse a name that differs from another only in case or accents.
  private(set) var playlistsByFoldedName: [String: Int] = [:]
  /// Per artist, album positions oldest first; per album, track positions in disc order.
  private(set) var albumsByArtist: [LibraryArtistID: [Int]] = [:]
  private(set) var tracksByAlbum: [LibraryAlbumID: [Int]] = [:]
  /// Positions in listing order.
  private(set) var artistOrder: [Int] = []
  private(set) var albumOrder: [Int] = []
  private(set) var trackOrder: [Int] = []
  private(set) var playlistOrder: [Int] = []
  /// Folded names, by position, for search.
  private(set) var foldedArtistNames: [String] = []
  private(set) var foldedAlbumTitles: [String] = []
  private(set) var foldedTrackTitles: [String] = []
  private(set) var foldedPlaylistNames: [String] = []

  init(_ contents: LibraryContents) {
    self.contents = contents
    // The first of two items with one id wins, as a lookup by id must name one item.
    let artistIndex = Self.positions(contents.artists.map(\.id))
    let artistNames = contents.artists.map { NameFolding.fold($0.name) }
    let albumTitles = contents.albums.map { NameFolding.fold($0.title) }
    let artistKey = { (id: LibraryArtistID) in artistIndex[id].map { artistNames[$0] } ?? "" }

    // Sort keys are computed once per item: comparing through lookups is several times slower.
    artistOrder = contents.artists.indices.sorted {
      (artistNames[$0], contents.artists[$0].id) < (artistNames[$1], contents.artists[$1].id)
    }
    let albumKeys = contents.albums.indices.map { index in
      let album = contents.albums[index]
      return (artistKey(album.artistID), album.year ?? Int.max, albumTitles[index], album.id)
    }
    albumOrder = contents.albums.indices.sorted { albumKeys[$0] < albumKeys[$1] }
    for index in albumOrder {
      albumsByArtist[contents.albums[index].artistID, default: []].append(index)
    }
    let albumRank = Self.positions(albumOrder.map { contents.albums[$0].id })
    let trackKeys = contents.tracks.map { track in
      (
        artistKey(track.artistID), albumRank[track.albumID] ?? Int.max, track.discNumber,
        track.trackNumber, track.id
      )
    }
    trackOrder = contents.tracks.indices.sorted { trackKeys[$0] < trackKeys[$1] }
    for index in trackOrder {
      tracksByAlbum[contents.tracks[index].albumID, default: []].append(index)
    }
    self.artistIndex = artistIndex
    albumIndex = Self.positions(contents.albums.map(\.id))
    trackIndex = Self.positions(contents.tracks.map(\.id))
    foldedArtistNames = artistNames
    foldedAlbumTitles = albumTitles
    foldedTrackTitles = contents.tracks.map { NameFolding.fold($0.title) }
    indexPlaylists()
  }

  /// Rebuilds the playlist lookups, the only ones a write can change.
  mutating func indexPlaylists() {
    let playlists = contents.playlists
    playlistIndex = Self.positions(playlists.map(\.id))
    playlistsByName = Self.positions(playlists.map(\.name))
    foldedPlaylistNames = playlists.map { NameFolding.fold($0.name) }
    playlistsByFoldedName = Self.positions(foldedPlaylistNames)
    playlistOrder = playlists.indices.sorted {
      (foldedPlaylistNames[$0], playlists[$0].name, playlists[$0].id)
        < (foldedPlaylistNames[$1], playlists[$1].name, playlists[$1].id)
    }
  }

  /// Changes the playlists through `change`, then re-indexes them.
  mutating func updatePlaylists(_ change: (inout [LibraryPlaylist]) -> Void) {
    change(&contents.playlists)
    indexPlaylists()
  }

  private static func positions<Key: Hashable>(_ keys: [Key]) -> [Key: Int] {
    var positions: [Key: Int] = [:]
    positions.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() where positions[key] == nil { positions[key] = index }
    return positions
  }
}
