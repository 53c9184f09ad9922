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
/// tracks: the key's length picks the few keys it could be (at most six), its first byte
/// rules out nearly all of them, and the bytes of the one left confirm it. No hashing.
struct PlistKeyTable {
  /// One key the importer reads, with its bytes.
  private struct Entry {
    let key: PlistKey
    let bytes: [UInt8]
  }

  /// Every key, shortest first.
  private let entries: [Entry]
  /// Where the keys `count` bytes long start in `entries` (they end where the next length's
  /// start); one more than the longest key's length.
  private let starts: [Int]

  init() {
    let sorted = PlistKey.allCases.map { Entry(key: $0, bytes: Array($0.rawValue.utf8)) }
      .sorted { $0.bytes.count < $1.bytes.count }
    let longest = sorted.last?.bytes.count ?? 0
    entries = sorted
    starts = (0...(longest + 1)).map { length in
      sorted.firstIndex { $0.bytes.count >= length } ?? sorted.count
    }
  }

  /// The key spelled by `text`, or `nil` for a key the importer does not read.
  func lookup(_ text: ArraySlice<UInt8>) -> PlistKey? {
    let count = text.count
    guard count > 0, count + 1 < starts.count else { return nil }
    let first = text[text.startIndex]
    for index in starts[count]..<starts[count + 1] {
      let bytes = entries[index].bytes
      guard bytes[0] == first else { continue }
      if bytes.elementsEqual(text) { return entries[index].key }
    }
    return nil
  }
}
