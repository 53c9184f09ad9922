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
/// tracks: a key is looked up by its length and its first and last eight bytes, which tell
/// every key of up to 16 bytes exactly; a longer one is confirmed byte by byte.
struct PlistKeyTable {
  /// What the lookup compares of a key.
  private struct Words: Hashable {
    var first: UInt64 = 0
    var last: UInt64 = 0
    var count = 0

    init(_ text: ArraySlice<UInt8>) {
      count = text.count
      let start = text.startIndex
      for offset in 0..<min(8, count) {
        first |= UInt64(text[start + offset]) << (8 * UInt64(offset))
      }
      for offset in 0..<min(8, count) {
        last |= UInt64(text[text.endIndex - 1 - offset]) << (8 * UInt64(offset))
      }
    }

    // One word to hash, not three: this runs for every key of the file.
    func hash(into hasher: inout Hasher) {
      hasher.combine(first ^ (last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count))
    }
  }

  private let keys: [Words: PlistKey]

  init() {
    keys = Dictionary(
      uniqueKeysWithValues: PlistKey.allCases.map { (Words(Array($0.rawValue.utf8)[...]), $0) })
  }

  /// The key spelled by `text`, or `nil` for a key the importer does not read.
  func lookup(_ text: ArraySlice<UInt8>) -> PlistKey? {
    guard let key = keys[Words(text)] else { return nil }
    return text.count <= 16 || text.elementsEqual(key.rawValue.utf8) ? key : nil
  }
}
