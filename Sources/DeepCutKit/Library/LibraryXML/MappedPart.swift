/// One part of a Library.xml's entries mapped on its own, by the thread that read it.
///
/// Everything here depends only on the part: which entries are left out, the artists and
/// albums its music names (their ids and keys come from the names alone, so they are the same
/// in any part), the songs it keeps with the copies folded into them, and the id each kept
/// song's `Persistent ID` gives. `LibraryMapper` then joins the parts in file order, which only
/// looks up each later part's artists, albums and kept songs in the first part's: a split
/// import (`SplitLibraryRead`) maps both halves at once instead of one after the other.
///
/// The built-in playlists that leave out entries only the last part usually holds; a part
/// applies those it holds to its own entries (`playlistReasons`), and the mapper maps a part
/// again when the whole file says otherwise (a playlist naming an entry of another part).
struct MappedPart: Sendable {
  typealias Reason = LibraryImportSummary.LeftOutReason

  let raw: RawLibrary
  /// The first entry of this part holding each `Track ID`.
  let trackIDs: TrackIDTable
  /// How many entries repeat a `Track ID` an earlier entry of this part holds.
  let repeatedTrackIDs: Int
  /// The entries a built-in playlist left out that their own keys keep, by position.
  let playlistReasons: [Int: Reason]
  /// Why each entry is left out, if it is.
  private(set) var reasons: [Reason?]
  /// How many entries were left out, for each reason.
  private(set) var leftOut: [Reason: Int] = [:]
  /// How many entries are music, kept or folded into a kept song.
  private(set) var musicEntries = 0

  private(set) var artists: [LibraryArtist] = []
  /// Each artist's `NameKey`, which tells artists apart.
  private(set) var artistKeys: [String] = []
  private(set) var artistByKey: [String: Int32] = [:]
  /// The artist index of each interned name, `nil` until first needed.
  private var artistOfName: [Int32?]
  /// Whether each interned name is empty or only spaces (then it names nothing).
  private let isBlankName: [Bool]
  private(set) var albums: [LibraryAlbum] = []
  /// Each album's key: its artist's id and the `NameKey` of its title.
  private(set) var albumKeys: [String] = []
  private(set) var albumByKey: [String: Int32] = [:]
  /// The artist index of each album.
  private(set) var albumArtists: [Int32] = []
  /// Each album's earliest year and whether a track says it is a compilation, kept apart from
  /// `albums` until the end: reading an album in the array copied all its strings.
  private var albumYears: [Int] = []
  private var albumIsCompilation: [Bool] = []
  /// The album index of each (artist index, album name symbol or -1).
  private var albumOfPair: [Int64: Int32] = [:]
  /// The last (artist index, album index) met for each album name symbol (the last entry: no
  /// album name), so the tracks of an album find it without hashing: most names have one artist.
  private var lastAlbumOfSymbol: [(artist: Int32, album: Int32)]

  /// The songs kept, in file order, with the copies folded into them.
  private(set) var kept: [LibraryMapper.Kept] = []
  /// The kept song each entry is or was folded into; -1 when left out.
  private(set) var keptIndexOfRaw: [Int32]
  /// The latest kept song at each place, and for each kept song the one before it there.
  private(set) var places: PlaceTable
  private var nextAtPlace: [Int32] = []
  /// Each kept song's name as a `NameKey`, computed only when another song shares its place.
  private var nameKeys: [String?] = []

  /// Maps `raw`, leaving out the entries its own built-in playlists name.
  init(_ raw: RawLibrary) {
    self.init(raw, playlistReasons: nil)
  }

  /// Maps `raw`; `playlistReasons` (by position) replaces what its own playlists say.
  init(_ raw: RawLibrary, playlistReasons given: [Int: Reason]?) {
    self.raw = raw
    var trackIDs = TrackIDTable(capacity: raw.tracks.count)
    var repeated = 0
    for position in raw.tracks.indices {
      guard let trackID = raw.tracks[position].trackID else { continue }
      if !trackIDs.insert(trackID, at: position) { repeated += 1 }
    }
    self.trackIDs = trackIDs
    repeatedTrackIDs = repeated
    let ownReasons = raw.tracks.map(\.leftOutReason)
    reasons = ownReasons
    playlistReasons =
      given
      ?? Self.playlistReasons(
        of: [raw], entry: { id in trackIDs[id].map { (0, $0) } },
        keeps: { ownReasons[$1] == nil })[0]
    for (position, reason) in playlistReasons { reasons[position] = reason }
    for case let reason? in reasons { leftOut[reason, default: 0] += 1 }
    musicEntries = raw.tracks.count - leftOut.values.reduce(0, +)
    artistOfName = Array(repeating: nil, count: raw.names.strings.count)
    isBlankName = raw.names.strings.map(LibraryMapper.isBlank)
    lastAlbumOfSymbol = Array(repeating: (-1, -1), count: raw.names.strings.count + 1)
    // Names bound the artists; albums are about as many (growing rehashes every key).
    artistByKey.reserveCapacity(raw.names.strings.count)
    albumByKey.reserveCapacity(raw.names.strings.count)
    albumOfPair.reserveCapacity(raw.names.strings.count)
    keptIndexOfRaw = [Int32](repeating: -1, count: raw.tracks.count)
    places = PlaceTable(capacity: raw.tracks.count)
    keepAndFold()
  }

  /// The entries that built-in playlists leave out although their own keys keep them, per
  /// part: each playlist item is the first entry holding its `Track ID` (`entry` finds it),
  /// and the first playlist naming an entry gives the reason.
  static func playlistReasons(
    of parts: [RawLibrary], entry: (Int64) -> (part: Int, position: Int)?,
    keeps: (_ part: Int, _ position: Int) -> Bool
  ) -> [[Int: Reason]] {
    var found = [[Int: Reason]](repeating: [:], count: parts.count)
    for part in parts {
      for playlist in part.playlists where playlist.distinguishedKind != nil && !playlist.isMaster {
        guard let reason = playlist.content.leftOutReason else { continue }
        for trackID in playlist.items {
          guard let (part, position) = entry(trackID), keeps(part, position),
            found[part][position] == nil
          else { continue }
          found[part][position] = reason
        }
      }
    }
    return found
  }

  /// Keeps the music, folding copies of one song (same place on the same album, same name).
  private mutating func keepAndFold() {
    kept.reserveCapacity(raw.tracks.count)
    nextAtPlace.reserveCapacity(raw.tracks.count)
    nameKeys.reserveCapacity(raw.tracks.count)
    // A name is read (and retained) only when another song shares its place.
    let raw = self.raw
    for index in raw.tracks.indices where reasons[index] == nil {
      let album = albumIndex(of: index)
      let place = LibraryMapper.Place(
        album: album, disc: raw.tracks[index].discNumber ?? 1,
        track: raw.tracks[index].trackNumber ?? 0)
      var nameKey: String?
      let (slot, first, candidate) = song(
        at: place, named: raw.tracks[index].name, key: &nameKey)
      let playedAt = raw.tracks[index].playedAt
      guard candidate >= 0 else {
        keptIndexOfRaw[index] = Int32(kept.count)
        nextAtPlace.append(first)
        places.setFirst(Int32(kept.count), at: slot, place: place)
        nameKeys.append(nameKey)
        kept.append(LibraryMapper.Kept(rawIndex: index, album: album, playedAt: playedAt))
        continue
      }
      keptIndexOfRaw[index] = candidate
      fold(index, playedAt, into: Int(candidate))
    }
    for index in albums.indices {
      if albumYears[index] != .max { albums[index].year = albumYears[index] }
      if albumIsCompilation[index] { albums[index].releaseType = .compilation }
    }
    for position in kept.indices {
      kept[position].idFromPersistentID = raw.tracks[kept[position].rawIndex].persistentID.map {
        LibraryTrackID(value: $0)
      }
    }
  }

  /// The kept song at `place` whose name's key is that of `name` (-1: none), the slot for
  /// `place` and the latest song kept there; `key` caches the key of `name` once computed.
  ///
  /// Names are compared as `NameKey`s, computed only for songs sharing a place, which is rare:
  /// each kept song links to the next one kept at its place.
  mutating func song(
    at place: LibraryMapper.Place, named name: @autoclosure () -> String?, key: inout String?
  )
    -> (slot: Int, first: Int32, song: Int32)
  {
    let (slot, first) = places.find(place)
    var candidate = first
    while candidate >= 0 {
      let nameKey = key ?? NameKey.of(name() ?? "")
      key = nameKey
      let other =
        nameKeys[Int(candidate)]
        ?? NameKey.of(raw.tracks[kept[Int(candidate)].rawIndex].name ?? "")
      nameKeys[Int(candidate)] = other
      if other == nameKey { break }
      candidate = nextAtPlace[Int(candidate)]
    }
    return (slot, first, candidate)
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
    artistKeys.append(key)
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
        albumKeys.append(key)
        albumArtists.append(artist)
        albumYears.append(.max)
        albumIsCompilation.append(false)
        albumByKey[key] = index
      }
      albumOfPair[pair] = index
      lastAlbumOfSymbol[slot] = (artist, index)
    }
    if let year = raw.tracks[track].year, (1...9999).contains(year),
      year < albumYears[Int(index)]
    {
      albumYears[Int(index)] = Int(year)
    }
    if raw.tracks[track].flags.contains(.compilation) { albumIsCompilation[Int(index)] = true }
    return index
  }
}
