/// The Library.xml keys the importer reads; every other key is skipped with its value.
enum PlistKey: String, CaseIterable {
  // The top-level dict.
  case tracks = "Tracks"
  case playlists = "Playlists"
  // A track dict.
  case trackID = "Track ID"
  case name = "Name"
  case artist = "Artist"
  case albumArtist = "Album Artist"
  case album = "Album"
  case genre = "Genre"
  case totalTime = "Total Time"
  case discNumber = "Disc Number"
  case trackNumber = "Track Number"
  case year = "Year"
  case persistentID = "Persistent ID"
  case trackType = "Track Type"
  case appleMusic = "Apple Music"
  case disabled = "Disabled"
  case compilation = "Compilation"
  case podcast = "Podcast"
  case hasVideo = "Has Video"
  case musicVideo = "Music Video"
  case movie = "Movie"
  case tvShow = "TV Show"
  case location = "Location"
  case playDate = "Play Date"
  case playDateUTC = "Play Date UTC"
  // A playlist dict.
  case description = "Description"
  case playlistPersistentID = "Playlist Persistent ID"
  case master = "Master"
  case distinguishedKind = "Distinguished Kind"
  case folder = "Folder"
  case smartInfo = "Smart Info"
  case smartCriteria = "Smart Criteria"
  case playlistItems = "Playlist Items"
  case music = "Music"
  case movies = "Movies"
  case tvShows = "TV Shows"
  case podcasts = "Podcasts"
  case audiobooks = "Audiobooks"
  /// By analogy with the other content flags; no export seen shows it (UNCONFIRMED).
  case voiceMemos = "Voice Memos"
}

/// Finds the `PlistKey` spelled by a key's raw bytes without making a `String`.
///
/// A real export has about 25 keys per track, so this runs over a million times for 50,000
/// tracks: the key's length picks the few keys it could be (at most six), and their bytes are
/// compared (`bytesEqual`). No hashing.
struct PlistKeyTable {
  /// Every key, shortest first.
  private let keys: [PlistKey]
  /// Their bytes, one after another in the same order.
  private let spellings: [UInt8]
  /// Where each key's bytes start in `spellings`.
  private let offsets: [Int]
  /// Where the keys `count` bytes long start in `keys` (they end where the next length's
  /// start); one more than the longest key's length.
  private let starts: [Int]

  init() {
    keys = PlistKey.allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
    spellings = keys.flatMap { Array($0.rawValue.utf8) }
    offsets = keys.reduce(into: [0]) { $0.append($0.last! + $1.rawValue.utf8.count) }
    let longest = keys.last?.rawValue.utf8.count ?? 0
    starts = (0...(longest + 1)).map { [keys] length in
      keys.firstIndex { $0.rawValue.utf8.count >= length } ?? keys.count
    }
  }

  /// The key spelled by `bytes[text]`, or `nil` for a key the importer does not read.
  ///
  /// Inlined into the reader, which asks once per key (a call would copy the table to pass it).
  @inline(__always)
  func lookup(_ bytes: [UInt8], _ text: Range<Int>) -> PlistKey? {
    let count = text.count
    guard count > 0, count + 1 < starts.count else { return nil }
    for index in starts[count]..<starts[count + 1]
    where bytesEqual(spellings, offsets[index], bytes, text.lowerBound, count: count) {
      return keys[index]
    }
    return nil
  }
}
