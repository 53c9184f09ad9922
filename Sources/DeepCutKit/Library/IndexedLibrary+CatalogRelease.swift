extension LibraryWrite {
  /// The library id an added catalog release gets: derived from its catalog id, so a replayed
  /// log recreates the same album and a script prints the same id on every run.
  public static func addedAlbumID(_ release: CatalogReleaseID) -> LibraryAlbumID {
    LibraryAlbumID(derivedFrom: "added/release/\(release)")
  }

  /// The library id an added catalog song gets.
  public static func addedTrackID(_ song: CatalogSongID) -> LibraryTrackID {
    LibraryTrackID(derivedFrom: "added/song/\(song)")
  }

  /// The library id of an artist first seen in an added catalog release.
  public static func addedArtistID(_ artist: CatalogArtistID) -> LibraryArtistID {
    LibraryArtistID(derivedFrom: "added/artist/\(artist)")
  }
}

extension IndexedLibrary {
  /// Adds a catalog release as a new album with new songs, linked to the catalog, or throws
  /// `LibraryWriteError.alreadyInLibrary` (changing nothing) when the library owns it.
  ///
  /// The album joins the library artist linked to the release's catalog artist, else the one
  /// whose name folds the same, else a new artist with the catalog link.
  mutating func addRelease(_ release: CatalogRelease, tracks: [CatalogTrack]) throws {
    let ownership = OwnershipIndex(albums: contents.albums, artists: contents.artists)
    if let owner = ownership.owner(of: release) {
      throw LibraryWriteError.alreadyInLibrary(release: release, album: owner.album)
    }
    guard !tracks.isEmpty else { throw LibraryWriteError.noTracks }
    var changed = contents
    let folded = NameFolding.fold(release.artistName)
    let artist =
      contents.artists.first { $0.catalogID == release.artistID }
      ?? contents.artists.first { NameFolding.fold($0.name) == folded }
      ?? LibraryArtist(
        id: LibraryWrite.addedArtistID(release.artistID), name: release.artistName,
        catalogID: release.artistID)
    if artistIndex[artist.id] == nil { changed.artists.append(artist) }
    let album = LibraryAlbum(
      id: LibraryWrite.addedAlbumID(release.id), title: release.title, artistID: artist.id,
      artistName: artist.name, year: release.year, releaseType: release.releaseType,
      catalogID: release.id)
    guard albumIndex()[album.id] == nil else {
      throw LibraryWriteError.alreadyInLibrary(release: release, album: album)
    }
    changed.albums.append(album)
    changed.tracks += tracks.map { song in
      LibraryTrack(
        id: LibraryWrite.addedTrackID(song.id), title: song.title, artistID: artist.id,
        artistName: artist.name, albumID: album.id, albumTitle: album.title,
        durationMilliseconds: song.durationMilliseconds, discNumber: song.discNumber,
        trackNumber: song.trackNumber, catalogID: song.id)
    }
    self = IndexedLibrary(changed)
  }
}
