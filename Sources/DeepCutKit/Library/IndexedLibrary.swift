/// A library's contents with the lookups the service needs, so no call scans the whole library.
///
/// A value: the service keeps one, and a write changes a copy that replaces it only when the
/// whole write succeeded. Orders follow `MusicLibraryService`'s documentation and break ties by
/// id, so every listing prints the same way on every run.
struct IndexedLibrary: Sendable {
  private(set) var contents: LibraryContents

  private(set) var artistIndex: [LibraryArtistID: Int] = [:]
  /// What is made on first use from the artists, albums and tracks (which only `addRelease`
  /// changes, by indexing anew): shared by every copy, so sessions one after another over
  /// one library (the fuzzers, the tests) sort and index its tracks once, not once each.
  private let derived = DerivedIndexes()
  private(set) var playlistIndex: [LibraryPlaylistID: Int] = [:]
  private(set) var playlistsByName: [String: Int] = [:]
  /// Playlist names folded, to refuse a name that differs from another only in case or accents.
  private(set) var playlistsByFoldedName: [String: Int] = [:]
  /// Positions in listing order.
  private(set) var artistOrder: [Int] = []
  private(set) var playlistOrder: [Int] = []
  /// Folded names, by position, for search.
  private(set) var foldedArtistNames: [String] = []
  private(set) var foldedPlaylistNames: [String] = []

  init(_ contents: LibraryContents) {
    self.contents = contents
    // The first of two items with one id wins, as a lookup by id must name one item.
    let artistIndex = Self.positions(contents.artists.map(\.id))
    let artistNames = contents.artists.map { NameFolding.fold($0.name) }
    // Sort keys are computed once per item: comparing through lookups is several times slower.
    artistOrder = contents.artists.indices.sorted {
      (artistNames[$0], contents.artists[$0].id) < (artistNames[$1], contents.artists[$1].id)
    }
    self.artistIndex = artistIndex
    foldedArtistNames = artistNames
    indexPlaylists()
  }

  /// The albums in listing order (by artist, year, title), per artist oldest first, and the
  /// folded titles by position.
  struct AlbumListing: Sendable {
    var order: [Int]
    var byArtist: [LibraryArtistID: [Int]]
    var foldedTitles: [String]
  }

  /// Made on first use, as folding and sorting 6,000 titles is half the indexing and
  /// `ls artists` reads none of it.
  func albumListing() -> AlbumListing {
    derived.albumListing.value { makeAlbumListing() }
  }

  private func makeAlbumListing() -> AlbumListing {
    let contents = self.contents
    let albumTitles = contents.albums.map { NameFolding.fold($0.title) }
    // An album sorts by its artist's rank (an integer: cheaper than the name), then year and
    // title; an album whose artist is unknown goes last.
    var artistRank = [Int](repeating: 0, count: contents.artists.count)
    for (rank, position) in artistOrder.enumerated() { artistRank[position] = rank }
    let albumKeys = contents.albums.indices.map { index in
      let album = contents.albums[index]
      let rank = artistIndex[album.artistID].map { artistRank[$0] } ?? Int.max
      return (rank, album.year ?? Int.max, albumTitles[index], album.id)
    }
    let order = contents.albums.indices.sorted { albumKeys[$0] < albumKeys[$1] }
    var byArtist: [LibraryArtistID: [Int]] = [:]
    for index in order {
      byArtist[contents.albums[index].artistID, default: []].append(index)
    }
    return AlbumListing(order: order, byArtist: byArtist, foldedTitles: albumTitles)
  }

  /// Track positions in listing order: by album (in album order), disc, number.
  func trackOrder() -> [Int] {
    trackListing().order
  }

  /// The tracks in listing order, made once and shared (see `trackOrder`).
  func orderedTracks() -> [LibraryTrack] {
    derived.orderedTracks.value { trackOrder().map { contents.tracks[$0] } }
  }

  /// The positions of an album's tracks in disc order (`nil` for an album without tracks).
  func tracks(onAlbum album: LibraryAlbumID) -> [Int]? {
    trackListing().byAlbum[album]
  }

  struct TrackListing: Sendable {
    var order: [Int]
    var byAlbum: [LibraryAlbumID: [Int]]
  }

  /// Made on first use, as sorting 50,000 tracks is most of the indexing and `ls artists`
  /// reads none of them.
  private func trackListing() -> TrackListing {
    derived.trackListing.value { makeTrackListing() }
  }

  private func makeTrackListing() -> TrackListing {
    // Albums are already in artist order, so an album's rank orders its tracks by artist too;
    // integer keys keep sorting 50,000 tracks cheap (ties, rare, fall back to the id).
    let contents = self.contents
    let albumOrder = albumListing().order
    let albumRank = Self.positions(albumOrder.map { contents.albums[$0].id })
    let trackRanks = contents.tracks.map { albumRank[$0.albumID] ?? Int.max }
    // The numbers are read once too: a comparison that binds two tracks copies them whole.
    let numbers = contents.tracks.map { ($0.discNumber, $0.trackNumber) }
    let order = contents.tracks.indices.sorted { a, b in
      if trackRanks[a] != trackRanks[b] { return trackRanks[a] < trackRanks[b] }
      if numbers[a] != numbers[b] { return numbers[a] < numbers[b] }
      return contents.tracks[a].id < contents.tracks[b].id
    }
    // Group by album rank (an array index), then key the groups by album id: 6,000 hashes
    // for a large library instead of 50,000.
    var byRank = [[Int]](repeating: [], count: albumOrder.count)
    for index in order where trackRanks[index] < byRank.count {
      byRank[trackRanks[index]].append(index)
    }
    var byAlbum: [LibraryAlbumID: [Int]] = [:]
    byAlbum.reserveCapacity(albumOrder.count)
    for (rank, position) in albumOrder.enumerated() where !byRank[rank].isEmpty {
      byAlbum[contents.albums[position].id] = byRank[rank]
    }
    return TrackListing(order: order, byAlbum: byAlbum)
  }

  /// `contents` indexed, reusing the last index built when the contents are equal: sessions
  /// over the sample library, one after another, share one index and copy it on write.
  static func of(_ contents: LibraryContents) -> IndexedLibrary {
    lastBuilt(contents)
  }

  private static let lastBuilt = Memo(IndexedLibrary.init)

  /// The position of every album, by id; made on first use (`ls artists` looks no album up).
  func albumIndex() -> [LibraryAlbumID: Int] {
    derived.albumIndex.value { Self.positions(contents.albums.map(\.id)) }
  }

  /// The position of every track, by id; made on first use (`ls artists` on a 50,000-track
  /// import needs none).
  func trackIndex() -> [LibraryTrackID: Int] {
    derived.trackIndex.value { Self.positions(contents.tracks.map(\.id)) }
  }

  /// The folded track titles, by position; made on the first search (a 50,000-track library
  /// should not pay for them at every start).
  func foldedTrackTitles() -> [String] {
    derived.foldedTrackTitles.value { contents.tracks.map { NameFolding.fold($0.title) } }
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

  /// Replaces the listening history (nothing indexes it).
  mutating func setRecentlyPlayed(_ history: [RecentlyPlayedEntry]) {
    contents.recentlyPlayed = history
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
