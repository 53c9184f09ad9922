/// Joining the parts of a split file, so the result is what one part holding them all gives.
///
/// A later part's artists, albums and songs either are the first part's (looked up by their
/// keys, and by place and name for songs) or come after all of the first part's, in the order
/// the later part met them: the order one pass over the whole file meets them in.
extension LibraryMapper {
  /// Maps a part again when the file's built-in playlists leave out other entries than the
  /// part's own playlists did (a playlist in the second part naming an entry of the first).
  mutating func applyPlaylistReasons() {
    let exact = MappedPart.playlistReasons(
      of: parts.map(\.raw), entry: { entry(holding: $0).map(locate) },
      keeps: { parts[$0].raw.tracks[$1].leftOutReason == nil })
    for part in parts.indices where exact[part] != parts[part].playlistReasons {
      parts[part] = MappedPart(parts[part].raw, playlistReasons: exact[part])
    }
    for part in parts {
      summary.leftOut.merge(part.leftOut, uniquingKeysWith: +)
    }
  }

  /// Notes the entries repeating a `Track ID` of an earlier entry, in any part.
  mutating func noteRepeatedTrackIDs() {
    var repeated = parts.reduce(0) { $0 + $1.repeatedTrackIDs }
    if parts.count > 1 {
      // The second part's first holder of an id repeats it when the first part holds it too.
      let later = parts[1]
      for position in later.raw.tracks.indices {
        guard let trackID = later.raw.tracks[position].trackID,
          parts[0].trackIDs[trackID] != nil, later.trackIDs[trackID] == position
        else { continue }
        repeated += 1
      }
    }
    if repeated > 0 {
      notes.append("\(repeated.counting("track")) repeat a Track ID; playlists name the first")
    }
  }

  /// Joins the parts' artists, albums and kept songs; counts the songs folded.
  mutating func joinParts() {
    artists = parts[0].artists
    albums = parts[0].albums
    kept = parts[0].kept
    keptIndexOfRaw = parts[0].keptIndexOfRaw
    if parts.count > 1 {
      // Copied once at their final size (the first part still holds them): growing them as
      // the second part's entries come copied them twice.
      kept.reserveCapacity(kept.count + parts[1].kept.count)
      keptIndexOfRaw.reserveCapacity(keptIndexOfRaw.count + parts[1].keptIndexOfRaw.count)
    }
    if parts.count > 1 { joinSecondPart() }
    summary.duplicatesFolded = parts.reduce(0) { $0 + $1.musicEntries } - kept.count
  }

  private mutating func joinSecondPart() {
    let later = parts[1]
    var artistOf: [Int32] = []
    artistOf.reserveCapacity(later.artists.count)
    for (index, artist) in later.artists.enumerated() {
      if let known = parts[0].artistByKey[later.artistKeys[index]] {
        artistOf.append(known)
      } else {
        artistOf.append(Int32(artists.count))
        artists.append(artist)
      }
    }
    var albumOf: [Int32] = []
    albumOf.reserveCapacity(later.albums.count)
    for (index, album) in later.albums.enumerated() {
      if let known = parts[0].albumByKey[later.albumKeys[index]] {
        albumOf.append(known)
        if let year = album.year, year < albums[Int(known)].year ?? .max {
          albums[Int(known)].year = year
        }
        if album.releaseType == .compilation { albums[Int(known)].releaseType = .compilation }
      } else {
        albumOf.append(Int32(albums.count))
        var album = album
        // The artist's first spelling may be the first part's (its id is the same).
        album.artistName = artists[Int(artistOf[Int(later.albumArtists[index])])].name
        albums.append(album)
      }
    }
    let keptOf = later.raw.tracks.withUnsafeBufferPointer { entries in
      joinSongs(of: later, entries: entries, albumOf: albumOf)
    }
    for song in later.keptIndexOfRaw { keptIndexOfRaw.append(song < 0 ? -1 : keptOf[Int(song)]) }
  }

  /// Joins the second part's kept songs to the first's, and says which song each became.
  ///
  /// The entries are read in place: copying one retained and released every string in it.
  private mutating func joinSongs(
    of later: MappedPart, entries: UnsafeBufferPointer<RawTrack>, albumOf: [Int32]
  ) -> [Int32] {
    var keptOf: [Int32] = []
    keptOf.reserveCapacity(later.kept.count)
    for var song in later.kept {
      let position = song.rawIndex
      let entry = entries.baseAddress! + position
      let place = Place(
        album: albumOf[Int(song.album)], disc: entry.pointee.discNumber ?? 1,
        track: entry.pointee.trackNumber ?? 0)
      var key: String?
      let match = parts[0].song(at: place, named: entry.pointee.name, key: &key).song
      guard match >= 0 else {
        keptOf.append(Int32(kept.count))
        song.rawIndex += secondPartStart
        song.album = place.album
        kept.append(song)
        continue
      }
      // Copies of a song in both parts: the better copy stays, the first part's on a tie.
      keptOf.append(match)
      let copy = Int(match)
      if entry.pointee.foldRank < parts[0].raw.tracks[kept[copy].rawIndex].foldRank {
        kept[copy].rawIndex = secondPartStart + position
        kept[copy].idFromPersistentID = song.idFromPersistentID
      }
      if let playedAt = song.playedAt, playedAt > kept[copy].playedAt ?? .min {
        kept[copy].playedAt = playedAt
      }
    }
    return keptOf
  }
}
