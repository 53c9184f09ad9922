/// Turns the fetched pages of the user's library into deepcut's library values.
///
/// The API does not link songs to albums or albums to artists by id in its collection
/// answers, only by name, so the links are made here the way the Music app shows them: an
/// album belongs to the library artist of its `artistName`, a song to the album of its
/// `albumName` (preferring one by the same artist). A song or album whose artist or album was
/// not in the fetched lists gets one made up from its name, with an id derived from that name
/// and remembered in `synthesized`, so nothing fetched is ever dropped and no made-up id is
/// ever sent to the API. Items whose id is not a library id of their kind are skipped and
/// counted.
struct AppleMusicLibraryMapper {
  private(set) var contents = LibraryContents()
  /// Catalog links the artists answer carried (`include=catalog`): `nil` value = unmatched.
  private(set) var catalogLinks: [LibraryArtistID: CatalogArtist?] = [:]
  /// Artists and albums made up here (their ids are unknown to the API).
  private(set) var synthesizedArtists: Set<LibraryArtistID> = []
  private(set) var synthesizedAlbums: Set<LibraryAlbumID> = []
  /// Items skipped because their id was not a library id.
  private(set) var skipped = 0

  private var artistsByName: [String: LibraryArtistID] = [:]
  private var albumsByName: [String: [Int]] = [:]
  private var trackPositions: [LibraryTrackID: Int] = [:]

  /// Takes in the artists (call first: albums and songs link to them by name).
  mutating func add(artists: [AppleMusicLibraryJSON.Artist]) {
    for resource in artists {
      guard let id = LibraryArtistID(resource.id), let name = resource.attributes?.name else {
        skipped += 1
        continue
      }
      contents.artists.append(LibraryArtist(id: id, name: name))
      artistsByName[NameFolding.fold(name)] = artistsByName[NameFolding.fold(name)] ?? id
      if let relationship = resource.relationships?.catalog {
        let link = relationship.data.first.flatMap(Self.catalogArtist)
        catalogLinks[id] = .some(link)
        if let link { contents.artists[contents.artists.count - 1].catalogID = link.id }
      }
    }
  }

  /// Takes in the albums (after the artists, before the songs).
  mutating func add(albums: [AppleMusicLibraryJSON.Album]) {
    for resource in albums {
      guard let id = LibraryAlbumID(resource.id), let attributes = resource.attributes else {
        skipped += 1
        continue
      }
      let artistName = attributes.artistName ?? "Unknown Artist"
      let linked = resource.relationships?.artists?.data.first.flatMap { LibraryArtistID($0.id) }
      let kind = AppleMusicReleaseKind(name: attributes.name, isSingle: nil, isCompilation: nil)
      appendAlbum(
        LibraryAlbum(
          id: id, title: kind.title, artistID: linked ?? artist(named: artistName),
          artistName: artistName, year: Self.year(attributes.releaseDate),
          releaseType: kind.releaseType,
          catalogID: attributes.playParams?.catalogId.flatMap(CatalogReleaseID.init)))
    }
  }

  /// Takes in songs (the library's, then any a playlist holds that the library list lacked).
  mutating func add(songs: [AppleMusicLibraryJSON.Song]) {
    for resource in songs {
      guard let id = LibraryTrackID(resource.id), let attributes = resource.attributes else {
        skipped += 1
        continue
      }
      guard trackPositions[id] == nil else { continue }
      let artistName = attributes.artistName ?? "Unknown Artist"
      let album = album(named: attributes.albumName ?? "", artistName: artistName)
      let artistID = artistsByName[NameFolding.fold(artistName)] ?? album.artistID
      trackPositions[id] = contents.tracks.count
      contents.tracks.append(
        LibraryTrack(
          id: id, title: attributes.name, artistID: artistID, artistName: artistName,
          albumID: album.id, albumTitle: album.title,
          durationMilliseconds: max(0, attributes.durationInMillis ?? 0),
          discNumber: attributes.discNumber ?? 1, trackNumber: attributes.trackNumber ?? 0,
          catalogID: attributes.playParams?.catalogId.flatMap(CatalogSongID.init)))
    }
  }

  /// Takes in a playlist and its tracks, in playlist order.
  mutating func add(playlist resource: AppleMusicLibraryJSON.Playlist, tracks: [LibraryTrackID]) {
    guard let id = LibraryPlaylistID(resource.id), let attributes = resource.attributes else {
      skipped += 1
      return
    }
    contents.playlists.append(
      LibraryPlaylist(
        id: id, name: attributes.name, description: attributes.description?.standard ?? "",
        trackIDs: tracks, canEdit: attributes.canEdit ?? true))
  }

  /// Adds a playlist the user just created.
  mutating func append(_ playlist: LibraryPlaylist) {
    contents.playlists.append(playlist)
  }

  /// Appends tracks to a playlist, as the API just did.
  mutating func append(_ tracks: [LibraryTrackID], to playlist: LibraryPlaylistID) {
    guard let index = contents.playlists.firstIndex(where: { $0.id == playlist }) else { return }
    contents.playlists[index].trackIDs += tracks
  }

  /// Shows a catalog release Apple accepted to add (202) as a pending album.
  ///
  /// It stays until the library is next read: linked to the release, on the library artist
  /// linked to (or named like) its artist. Its id is deepcut's own
  /// (`LibraryWrite.addedAlbumID`), remembered as made up, so it is never sent to the API.
  mutating func appendRequested(_ release: CatalogRelease) -> LibraryAlbum {
    let linked = contents.artists.first { $0.catalogID == release.artistID }
    let artistID = linked?.id ?? artist(named: release.artistName)
    let album = LibraryAlbum(
      id: LibraryWrite.addedAlbumID(release.id), title: release.title, artistID: artistID,
      artistName: linked?.name ?? release.artistName, year: release.year,
      releaseType: release.releaseType, catalogID: release.id)
    synthesizedAlbums.insert(album.id)
    appendAlbum(album)
    return album
  }

  /// Remembers a catalog link asked for directly (`nil`: unmatched).
  mutating func remember(_ link: CatalogArtist?, for artist: LibraryArtistID) {
    catalogLinks[artist] = .some(link)
  }

  /// A catalog artist from a relationship's resource; `nil` when its id is not a catalog id.
  static func catalogArtist(_ resource: AppleMusicCatalogJSON.Artist) -> CatalogArtist? {
    guard let id = CatalogArtistID(resource.id) else { return nil }
    return CatalogArtist(id: id, name: resource.attributes?.name ?? "")
  }

  /// A played catalog song from the recent tracks answer; `nil` for a music video, a song
  /// without attributes (nothing to show) or an id that is not a catalog id.
  static func catalogSong(_ resource: AppleMusicCatalogJSON.Song) -> CatalogSong? {
    guard resource.type == "songs", let attributes = resource.attributes,
      let id = CatalogSongID(resource.id)
    else { return nil }
    return CatalogSong(
      id: id, title: attributes.name, artistName: attributes.artistName ?? "",
      albumTitle: attributes.albumName ?? "",
      durationMilliseconds: max(0, attributes.durationInMillis ?? 0))
  }

  /// The year of a `YYYY-MM-DD` (or `YYYY`) date.
  static func year(_ date: String?) -> Int? {
    guard let date, date.utf8.count >= 4 else { return nil }
    return Int(date.prefix(4))
  }

  // MARK: - Links by name

  private mutating func artist(named name: String) -> LibraryArtistID {
    let key = NameFolding.fold(name)
    if let id = artistsByName[key] { return id }
    let id = LibraryArtistID(derivedFrom: "apple-music/artist/\(key)")
    artistsByName[key] = id
    synthesizedArtists.insert(id)
    contents.artists.append(LibraryArtist(id: id, name: name))
    return id
  }

  private mutating func album(named name: String, artistName: String) -> LibraryAlbum {
    // Songs name their album with Apple's suffix (" - Single"); albums are kept without it.
    let title = AppleMusicReleaseKind(name: name, isSingle: nil, isCompilation: nil).title
    let candidates = albumsByName[NameFolding.fold(title)] ?? []
    let artist = NameFolding.fold(artistName)
    if let best = candidates.first(where: {
      NameFolding.fold(contents.albums[$0].artistName) == artist
    }) ?? candidates.first {
      return contents.albums[best]
    }
    let id = LibraryAlbumID(derivedFrom: "apple-music/album/\(artist)/\(NameFolding.fold(title))")
    let album = LibraryAlbum(
      id: id, title: title.isEmpty ? "Unknown Album" : title,
      artistID: self.artist(named: artistName),
      artistName: artistName)
    synthesizedAlbums.insert(id)
    appendAlbum(album)
    return album
  }

  private mutating func appendAlbum(_ album: LibraryAlbum) {
    albumsByName[NameFolding.fold(album.title), default: []].append(contents.albums.count)
    contents.albums.append(album)
  }
}
