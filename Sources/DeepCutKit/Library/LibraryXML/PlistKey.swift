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
/// A real export has about forty keys per track, so this runs two million times for 50,000
/// tracks: a cheap signature (length and three bytes) picks a slot, one `memcmp` confirms it.
struct PlistKeyTable {
  private static let slotCount = 256
  private var keys: [PlistKey?]
  private var spellings: [[UInt8]]

  init() {
    keys = Array(repeating: nil, count: Self.slotCount)
    spellings = Array(repeating: [], count: Self.slotCount)
    for key in PlistKey.allCases {
      let bytes = Array(key.rawValue.utf8)
      var slot = bytes.withUnsafeBufferPointer(Self.slot)
      while keys[slot] != nil { slot = (slot + 1) % Self.slotCount }
      keys[slot] = key
      spellings[slot] = bytes
    }
  }

  /// The key spelled by `text`, or `nil` for a key the importer does not read.
  func lookup(_ text: UnsafeBufferPointer<UInt8>) -> PlistKey? {
    var slot = Self.slot(text)
    while let key = keys[slot] {
      if spellings[slot].withUnsafeBufferPointer({ equalBytes($0, text) }) { return key }
      slot = (slot + 1) % Self.slotCount
    }
    return nil
  }

  private static func slot(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    guard let first = text.first, let last = text.last else { return 0 }
    var signature = UInt32(truncatingIfNeeded: text.count) &* 0x9E37_79B1
    signature ^= UInt32(first) &* 0x85EB_CA6B
    signature ^= UInt32(last) &* 0xC2B2_AE35
    signature ^= UInt32(text[text.count / 2]) &* 0x27D4_EB2F
    signature ^= signature >> 15
    return Int(signature % UInt32(slotCount))
  }
}
