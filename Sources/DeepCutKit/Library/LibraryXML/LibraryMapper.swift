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
  typealias Reason = LibraryImportSummary.LeftOutReason

  /// Seconds from the Mac's 1904 epoch (`Play Date`) to 1970.
  static let hfsEpochOffset: Int64 = 2_082_844_800

  let raw: RawLibrary
  let recentlyPlayedLimit: Int
  var summary = LibraryImportSummary()
  var notes: [String] = []

  /// The first entry holding each `Track ID`, which playlists name tracks by.
  var entryOfTrackID: [Int64: Int] = [:]
  /// Why each entry is left out, if it is.
  private var reasons: [Reason?] = []

  var artists: [LibraryArtist] = []
  private var artistByKey: [String: Int32] = [:]
  /// The artist index of each interned name, `nil` until first needed.
  private var artistOfName: [Int32?] = []
  /// Whether each interned name is empty or only spaces (then it names nothing).
  private var isBlankName: [Bool] = []
  var albums: [LibraryAlbum] = []
  private var albumByKey: [String: Int32] = [:]
  /// The album of each artist and album name (a symbol, or -1 for none), and the last one
  /// found: the tracks of an album most often follow each other.
  private var albumOfName: [AlbumName: Int32] = [:]
  private var lastAlbum: (name: AlbumName, index: Int32)?

  /// The songs kept, in file order.
  var kept: [Kept] = []
  /// The kept song each entry is or was folded into; -1 when left out.
  var keptIndexOfRaw: [Int32] = []
  /// The latest song kept at each place, and for each kept song the one kept there before it.
  private var latestAtPlace: [Place: Int32] = [:]
  private var previousAtPlace: [Int32] = []
  /// Each kept song's name as a `NameKey`, computed only when another song shares its place.
  private var nameKeys: [String?] = []

  init(raw: RawLibrary, recentlyPlayedLimit: Int) {
    self.raw = raw
    self.recentlyPlayedLimit = recentlyPlayedLimit
  }

  /// A track that made it into the library, with what folding merged into it.
  struct Kept {
    /// The entry standing for the song.
    var rawIndex: Int
    var album: Int32
    var playedAt: Int64?
  }

  /// Where a song sits on its album: songs are compared by name only within one place.
  struct Place: Hashable {
    var album: Int32
    var disc: Int64
    var track: Int64
  }

  /// An album as a track names it: the artist's index and the album name's symbol.
  private struct AlbumName: Hashable {
    var artist: Int32
    var name: Int32
  }

  /// Builds the library, and the summary's counts (the caller adds the source and warnings).
  mutating func map() -> (LibraryContents, LibraryImportSummary, notes: [String]) {
    indexTrackIDs()
    judgeEntries()
    keepAndFold()
    let tracks = makeTracks()
    let playlists = makePlaylists(tracks)
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

  /// Finds the first entry of each `Track ID`, and notes the entries that repeat one.
  private mutating func indexTrackIDs() {
    entryOfTrackID.reserveCapacity(raw.tracks.count)
    var repeated = 0
    for (position, track) in raw.tracks.enumerated() {
      guard let trackID = track.trackID else { continue }
      if entryOfTrackID[trackID] == nil {
        entryOfTrackID[trackID] = position
      } else {
        repeated += 1
      }
    }
    if repeated > 0 {
      notes.append("\(repeated.counting("track")) repeat a Track ID; playlists name the first")
    }
  }

  /// Says which entries are left out: by their own keys, then by the built-in playlists that
  /// name them (the first playlist naming an entry gives the reason).
  private mutating func judgeEntries() {
    reasons = raw.tracks.map(\.leftOutReason)
    for playlist in raw.playlists where playlist.distinguishedKind != nil && !playlist.isMaster {
      guard let reason = playlist.content.leftOutReason else { continue }
      for trackID in playlist.items {
        guard let position = entryOfTrackID[trackID], reasons[position] == nil else { continue }
        reasons[position] = reason
      }
    }
    for case let reason? in reasons { summary.leftOut[reason, default: 0] += 1 }
  }

  // MARK: - Songs

  /// Keeps the music, folding copies of one song (same place on the same album, same name).
  private mutating func keepAndFold() {
    artistOfName = Array(repeating: nil, count: raw.names.strings.count)
    isBlankName = raw.names.strings.map(Self.isBlank)
    keptIndexOfRaw = Array(repeating: -1, count: raw.tracks.count)
    kept.reserveCapacity(raw.tracks.count)
    latestAtPlace.reserveCapacity(raw.tracks.count)
    // About as many artists and albums as names: reserved, the tables seldom regrow.
    artistByKey.reserveCapacity(raw.names.strings.count)
    albumByKey.reserveCapacity(raw.names.strings.count)
    albumOfName.reserveCapacity(raw.names.strings.count)
    var compilations = Set<Int32>()
    var musicEntries = 0
    // Entries are read in place, by index: a copy of each (`for track in raw.tracks`) cost
    // a fifth of this loop.
    for index in raw.tracks.indices where reasons[index] == nil {
      musicEntries += 1
      let album = albumIndex(ofEntry: index)
      if let year = raw.tracks[index].year, (1...9999).contains(year) {
        albums[Int(album)].year = min(albums[Int(album)].year ?? .max, Int(year))
      }
      if raw.tracks[index].flags.contains(.compilation) { compilations.insert(album) }
      let place = Place(
        album: album, disc: raw.tracks[index].discNumber ?? 1,
        track: raw.tracks[index].trackNumber ?? 0)
      let playedAt = raw.tracks[index].playedAt
      let latest = latestAtPlace[place] ?? -1
      if let copy = song(from: latest, namedAs: index) {
        keptIndexOfRaw[index] = copy
        fold(index, playedAt, into: Int(copy))
        continue
      }
      let song = Int32(kept.count)
      keptIndexOfRaw[index] = song
      previousAtPlace.append(latest)
      latestAtPlace[place] = song
      nameKeys.append(nil)
      kept.append(Kept(rawIndex: index, album: album, playedAt: playedAt))
    }
    for album in compilations { albums[Int(album)].releaseType = .compilation }
    summary.duplicatesFolded = musicEntries - kept.count
  }

  /// The kept song whose name's key is that of entry `index`'s, among `latest` (the latest
  /// song kept at a place, or -1) and the songs kept there before it, if there is one.
  ///
  /// Names are compared as `NameKey`s, computed only for songs sharing a place, which is rare.
  private mutating func song(from latest: Int32, namedAs index: Int) -> Int32? {
    var candidate = latest
    guard candidate >= 0 else { return nil }
    let key = NameKey.of(raw.tracks[index].name ?? "")
    while candidate >= 0 {
      let other =
        nameKeys[Int(candidate)] ?? NameKey.of(raw.tracks[kept[Int(candidate)].rawIndex].name ?? "")
      nameKeys[Int(candidate)] = other
      if other == key { return candidate }
      candidate = previousAtPlace[Int(candidate)]
    }
    return nil
  }

  /// Folds the entry at `index` into the kept song `copy`: the better copy stays (the first
  /// on a tie), the latest play counts.
  private mutating func fold(_ index: Int, _ playedAt: Int64?, into copy: Int) {
    if raw.tracks[index].foldRank < raw.tracks[kept[copy].rawIndex].foldRank {
      kept[copy].rawIndex = index
    }
    if let playedAt, playedAt > kept[copy].playedAt ?? .min { kept[copy].playedAt = playedAt }
  }

  // MARK: - Artists and albums

  private mutating func artistIndex(ofEntry index: Int) -> Int32 {
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

  private mutating func albumIndex(ofEntry index: Int) -> Int32 {
    let artist = artistIndex(ofEntry: index)
    let symbol = named(raw.tracks[index].album) ?? -1
    let name = AlbumName(artist: artist, name: symbol)
    if let lastAlbum, lastAlbum.name == name { return lastAlbum.index }
    if let known = albumOfName[name] {
      lastAlbum = (name, known)
      return known
    }
    let title = symbol >= 0 ? raw.names[symbol] : "Unknown Album"
    let key = artists[Int(artist)].id.rawValue + "\u{1F}" + NameKey.of(title)
    let index: Int32
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
    albumOfName[name] = index
    lastAlbum = (name, index)
    return index
  }

  // MARK: - Tracks

  /// The kept songs' tracks, in order.
  private mutating func makeTracks() -> [LibraryTrack] {
    var usedPersistentIDs = Set<UInt64>()
    var usedDerivedIDs = Set<LibraryTrackID>()
    var withoutPersistentID = 0
    var sharingPersistentID = 0
    var tracks: [LibraryTrack] = []
    tracks.reserveCapacity(kept.count)
    for entry in kept {
      let index = entry.rawIndex
      let raw = raw.tracks[index]
      let album = albums[Int(entry.album)]
      if raw.album == nil { summary.tracksWithoutAlbum += 1 }
      if raw.flags.contains(.appleMusic) { summary.appleMusicTracks += 1 }
      var id: LibraryTrackID
      if let persistentID = raw.persistentID, usedPersistentIDs.insert(persistentID).inserted {
        id = LibraryTrackID(value: persistentID)
      } else {
        if raw.persistentID == nil {
          withoutPersistentID += 1
        } else {
          sharingPersistentID += 1
        }
        // Derived from what the track is, so it stays put while the file does.
        id = LibraryTrackID(derivedFrom: "\(album.id)\u{1F}\(raw.name ?? "")\u{1F}\(index)")
        while !usedDerivedIDs.insert(id).inserted { id = LibraryTrackID(derivedFrom: "\(id)+") }
      }
      tracks.append(
        LibraryTrack(
          id: id, title: raw.name.flatMap { Self.isBlank($0) ? nil : $0 } ?? "Untitled",
          artistID: album.artistID, artistName: album.artistName, albumID: album.id,
          albumTitle: album.title,
          durationMilliseconds: Int(clamping: max(0, raw.totalTime ?? 0)),
          discNumber: Int(clamping: raw.discNumber ?? 1),
          trackNumber: Int(clamping: raw.trackNumber ?? 0),
          unplayableReason: raw.flags.contains(.disabled)
            ? "disabled in the library (unchecked in Music)" : nil))
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
}
