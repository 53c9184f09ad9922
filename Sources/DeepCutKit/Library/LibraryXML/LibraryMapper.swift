import Foundation

/// Applies the import rules to what the reader collected and builds `LibraryContents`.
///
/// - Left out: podcasts, videos, audiobooks, voice memos and streams (`RawTrack.leftOutReason`),
///   also when only a built-in playlist (Podcasts, Audiobooks, ...) says what an item is.
/// - Artist: `Album Artist`, else `Artist`, else "Unknown Artist". Album: that artist and
///   `Album`, else "Unknown Album". Both are told apart by their `NameKey`, their ids derived
///   from it, and take the first spelling met.
/// - A local file and an Apple Music copy of one song (same artist, album, name, disc and track)
///   fold into one track: the playable copy wins, then the local file, then the first.
/// - Track ids come from `Persistent ID`; `Track ID` changes between exports and only links
///   playlists to tracks inside this file.
/// - Playlists: the master library playlist and the Distinguished Kind ones are left out, by
///   flag, since their names are localized. A folder is left out too: it is not a list of
///   songs (Apple lists every track of its children in it), but its children are kept.
///   Entries naming no track, or an item left out, are dropped and counted.
/// - Recently played: the latest `recentlyPlayedLimit` plays, newest first, from `Play Date UTC`
///   (or from `Play Date` read as UTC, when that is all a track has).
///
/// Contents keep the file's order; the library service sorts what it serves.
struct LibraryMapper {
  /// Seconds from the Mac's 1904 epoch (`Play Date`) to 1970.
  static let hfsEpochOffset: Int64 = 2_082_844_800

  let raw: RawLibrary
  let recentlyPlayedLimit: Int
  var summary = LibraryImportSummary()
  private var notes: [String] = []

  private var artists: [LibraryArtist] = []
  private var artistByKey: [String: Int32] = [:]
  /// The artist index of each interned name, `nil` until first needed.
  private var artistOfName: [Int32?]
  /// Whether each interned name is empty or only spaces (then it names nothing).
  private let isBlankName: [Bool]
  private var albums: [LibraryAlbum] = []
  private var albumByKey: [String: Int32] = [:]
  /// The album index of each (artist index, album name symbol or -1).
  private var albumOfPair: [Int64: Int32] = [:]
  /// The last (artist index, album index) met for each album name symbol (the last entry: no
  /// album name), so the tracks of an album find it without hashing: most names have one artist.
  private var lastAlbumOfSymbol: [(artist: Int32, album: Int32)]

  /// Where the tracks go as they are made, `runLength` at a time, for the cache.
  private let cacheTracks: CacheTrackEncoder?
  private let runLength: Int

  /// A mapper of `raw`; `cacheTracks` gets every track made, in runs of `runLength`.
  init(
    raw: RawLibrary, recentlyPlayedLimit: Int, cacheTracks: CacheTrackEncoder? = nil,
    runLength: Int = 2048
  ) {
    self.raw = raw
    self.recentlyPlayedLimit = recentlyPlayedLimit
    self.cacheTracks = cacheTracks
    self.runLength = max(1, runLength)
    self.artistOfName = Array(repeating: nil, count: raw.names.strings.count)
    self.isBlankName = raw.names.strings.map(Self.isBlank)
    self.lastAlbumOfSymbol = Array(repeating: (-1, -1), count: raw.names.strings.count + 1)
    // Names bound the artists; albums are about as many (growing rehashes every key).
    artistByKey.reserveCapacity(raw.names.strings.count)
    albumByKey.reserveCapacity(raw.names.strings.count)
  }

  /// A track that made it into the library, with what folding merged into it.
  struct Kept {
    var rawIndex: Int
    var album: Int32
    var playedAt: Int64?
  }

  /// Where a song sits on its album.
  ///
  /// Songs are compared by name only within one place.
  struct Place: Equatable {
    var album: Int32
    var disc: Int64
    var track: Int64
  }

  /// Builds the library, and the summary's counts (the caller adds the source and warnings).
  mutating func map() -> (LibraryContents, LibraryImportSummary, notes: [String]) {
    let rawIndexByTrackID = indexTrackIDs()
    let reasons = leftOutReasons(rawIndexByTrackID)
    let (kept, keptIndexOfRaw) = keepAndFold(reasons)
    let tracks = makeTracks(kept)
    let playlists = makePlaylists(rawIndexByTrackID, keptIndexOfRaw, tracks)
    let recentlyPlayed = makeRecentlyPlayed(kept, tracks)
    summary.entriesRead = raw.tracks.count
    summary.tracks = tracks.count
    summary.artists = artists.count
    summary.albums = albums.count
    summary.playlists = playlists.count
    summary.recentlyPlayed = recentlyPlayed.count
    let contents = LibraryContents(
      artists: artists, albums: albums, tracks: tracks, playlists: playlists,
      recentlyPlayed: recentlyPlayed)
    return (contents, summary, notes)
  }

  // MARK: - Tracks

  private mutating func indexTrackIDs() -> TrackIDTable {
    var index = TrackIDTable(capacity: raw.tracks.count)
    var repeated = 0
    for position in raw.tracks.indices {
      guard let trackID = raw.tracks[position].trackID else { continue }
      if !index.insert(trackID, at: position) { repeated += 1 }
    }
    if repeated > 0 {
      notes.append("\(repeated.counting("track")) repeat a Track ID; playlists name the first")
    }
    return index
  }

  /// Why each entry is left out, if it is: its own keys first, then built-in playlists.
  private mutating func leftOutReasons(_ rawIndexByTrackID: TrackIDTable) -> [LibraryImportSummary
    .LeftOutReason?]
  {
    var reasons = raw.tracks.map(\.leftOutReason)
    for playlist in raw.playlists where playlist.distinguishedKind != nil && !playlist.isMaster {
      guard let reason = playlist.content.leftOutReason else { continue }
      for trackID in playlist.items {
        guard let index = rawIndexByTrackID[trackID], reasons[index] == nil else { continue }
        reasons[index] = reason
      }
    }
    for case let reason? in reasons { summary.leftOut[reason, default: 0] += 1 }
    return reasons
  }

  /// Keeps the music, folding copies of one song (same place on the same album, same name).
  ///
  /// Names are compared as `NameKey`s, computed only for songs sharing a place, which is rare:
  /// each kept song links to the next one kept at its place.
  private mutating func keepAndFold(
    _ reasons: [LibraryImportSummary.LeftOutReason?]
  ) -> ([Kept], [Int32]) {
    var kept: [Kept] = []
    var keptIndexOfRaw = [Int32](repeating: -1, count: raw.tracks.count)
    var places = PlaceTable(capacity: raw.tracks.count)
    var nextAtPlace: [Int32] = []
    var nameKeys: [String?] = []
    kept.reserveCapacity(raw.tracks.count)
    nextAtPlace.reserveCapacity(raw.tracks.count)
    nameKeys.reserveCapacity(raw.tracks.count)
    for index in raw.tracks.indices where reasons[index] == nil {
      let album = albumIndex(of: index)
      let place = Place(
        album: album, disc: raw.tracks[index].discNumber ?? 1,
        track: raw.tracks[index].trackNumber ?? 0)
      let (slot, first) = places.find(place)
      var candidate = first
      var nameKey: String?
      while candidate >= 0 {
        let key = nameKey ?? NameKey.of(raw.tracks[index].name ?? "")
        nameKey = key
        let other =
          nameKeys[Int(candidate)]
          ?? NameKey.of(raw.tracks[kept[Int(candidate)].rawIndex].name ?? "")
        nameKeys[Int(candidate)] = other
        if other == key { break }
        candidate = nextAtPlace[Int(candidate)]
      }
      let playedAt = raw.tracks[index].playedAt
      guard candidate >= 0 else {
        keptIndexOfRaw[index] = Int32(kept.count)
        nextAtPlace.append(first)
        places.setFirst(Int32(kept.count), at: slot, place: place)
        nameKeys.append(nameKey)
        kept.append(Kept(rawIndex: index, album: album, playedAt: playedAt))
        continue
      }
      summary.duplicatesFolded += 1
      keptIndexOfRaw[index] = candidate
      let copy = Int(candidate)
      if raw.tracks[index].foldRank < raw.tracks[kept[copy].rawIndex].foldRank {
        kept[copy].rawIndex = index
      }
      if let playedAt, playedAt > kept[copy].playedAt ?? .min { kept[copy].playedAt = playedAt }
    }
    return (kept, keptIndexOfRaw)
  }

  private mutating func makeTracks(_ kept: [Kept]) -> [LibraryTrack] {
    var usedPersistentIDs = PersistentIDSet(capacity: kept.count)
    var usedDerivedIDs = Set<LibraryTrackID>()
    var withoutPersistentID = 0
    var sharingPersistentID = 0
    var tracks: [LibraryTrack] = []
    tracks.reserveCapacity(kept.count)
    var handedOver = 0
    for entry in kept {
      if let cacheTracks, tracks.count - handedOver == runLength {
        cacheTracks.add(Array(tracks[handedOver...]), of: kept.count)
        handedOver = tracks.count
      }
      let index = entry.rawIndex
      let album = albums[Int(entry.album)]
      let flags = raw.tracks[index].flags
      if raw.tracks[index].album == nil { summary.tracksWithoutAlbum += 1 }
      if flags.contains(.appleMusic) { summary.appleMusicTracks += 1 }
      let name = raw.tracks[index].name
      var id: LibraryTrackID
      if let persistentID = raw.tracks[index].persistentID,
        usedPersistentIDs.insert(persistentID)
      {
        id = LibraryTrackID(value: persistentID)
      } else {
        if raw.tracks[index].persistentID == nil {
          withoutPersistentID += 1
        } else {
          sharingPersistentID += 1
        }
        // Derived from what the track is, so it stays put while the file does.
        id = LibraryTrackID(derivedFrom: "\(album.id)\u{1F}\(name ?? "")\u{1F}\(index)")
        while !usedDerivedIDs.insert(id).inserted { id = LibraryTrackID(derivedFrom: "\(id)+") }
      }
      tracks.append(
        LibraryTrack(
          id: id, title: name.flatMap { Self.isBlank($0) ? nil : $0 } ?? "Untitled",
          artistID: album.artistID, artistName: album.artistName, albumID: album.id,
          albumTitle: album.title,
          durationMilliseconds: Int(clamping: max(0, raw.tracks[index].totalTime ?? 0)),
          discNumber: Int(clamping: raw.tracks[index].discNumber ?? 1),
          trackNumber: Int(clamping: raw.tracks[index].trackNumber ?? 0),
          unplayableReason: flags.contains(.disabled)
            ? "disabled in the library (unchecked in Music)" : nil))
    }
    if let cacheTracks {
      if handedOver < tracks.count { cacheTracks.add(Array(tracks[handedOver...]), of: kept.count) }
      cacheTracks.finish()
    }
    if withoutPersistentID > 0 {
      notes.append(
        "\(withoutPersistentID.counting("track")) without a Persistent ID: their ids come from "
          + "their names and position and may change when the file does")
    }
    if sharingPersistentID > 0 {
      notes.append("\(sharingPersistentID.counting("track")) sharing a Persistent ID got new ids")
    }
    return tracks
  }

  /// Whether `text` is empty or only ASCII whitespace.
  static func isBlank(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  // MARK: - Artists and albums

  private mutating func artistIndex(of index: Int) -> Int32 {
    guard let symbol = named(raw.tracks[index].albumArtist) ?? named(raw.tracks[index].artist)
    else {
      return artistIndex(named: "Unknown Artist")
    }
    if let known = artistOfName[Int(symbol)] { return known }
    let index = artistIndex(named: raw.names[symbol])
    artistOfName[Int(symbol)] = index
    return index
  }

  private mutating func artistIndex(named name: String) -> Int32 {
    let key = NameKey.of(name)
    guard !key.isEmpty else { return artistIndex(named: "Unknown Artist") }
    if let index = artistByKey[key] { return index }
    let index = Int32(artists.count)
    artists.append(LibraryArtist(id: LibraryArtistID(derivedFrom: key), name: name))
    artistByKey[key] = index
    return index
  }

  /// The symbol, unless it is missing or names nothing but spaces.
  private func named(_ symbol: Int32?) -> Int32? {
    guard let symbol, !isBlankName[Int(symbol)] else { return nil }
    return symbol
  }

  private mutating func albumIndex(of track: Int) -> Int32 {
    let artist = artistIndex(of: track)
    let symbol = named(raw.tracks[track].album) ?? -1
    let pair = Int64(artist) << 32 | Int64(UInt32(bitPattern: symbol))
    let slot = symbol >= 0 ? Int(symbol) : lastAlbumOfSymbol.count - 1
    let index: Int32
    if lastAlbumOfSymbol[slot].artist == artist {
      index = lastAlbumOfSymbol[slot].album
    } else if let known = albumOfPair[pair] {
      index = known
      lastAlbumOfSymbol[slot] = (artist, known)
    } else {
      let title = symbol >= 0 ? raw.names[symbol] : "Unknown Album"
      let key = artists[Int(artist)].id.rawValue + "\u{1F}" + NameKey.of(title)
      if let existing = albumByKey[key] {
        index = existing
      } else {
        index = Int32(albums.count)
        let artistEntry = artists[Int(artist)]
        albums.append(
          LibraryAlbum(
            id: LibraryAlbumID(derivedFrom: key), title: title, artistID: artistEntry.id,
            artistName: artistEntry.name, releaseType: ReleaseType(albumTitle: title)))
        albumByKey[key] = index
      }
      albumOfPair[pair] = index
      lastAlbumOfSymbol[slot] = (artist, index)
    }
    if let year = raw.tracks[track].year, (1...9999).contains(year),
      year < albums[Int(index)].year ?? .max
    {
      albums[Int(index)].year = Int(year)
    }
    if raw.tracks[track].flags.contains(.compilation) {
      albums[Int(index)].releaseType = .compilation
    }
    return index
  }
}
