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
/// tracks. A key is read as its length and 8-byte words: its first eight bytes and its last
/// eight (overlapping for keys of 9 to 15 bytes), and bytes 8 to 16 of a longer one. The first
/// and last pick a slot with one multiplication; equal words and length confirm it, so no
/// byte is compared one at a time. An unknown key usually meets an empty slot at once.
struct PlistKeyTable: ~Copyable {
  /// The longest key three words cover; no known key is longer.
  static let maximumLength = 24

  /// One key as the lookup sees it.
  private struct Words: Equatable {
    var first: UInt64 = 0
    var middle: UInt64 = 0
    var last: UInt64 = 0
    var length = -1
  }

  /// A power of two, several times the number of keys, so probes are short.
  private static let slotCount = 256
  private let words: UnsafeMutablePointer<Words>
  private let keys: UnsafeMutablePointer<PlistKey?>

  init() {
    words = .allocate(capacity: Self.slotCount)
    words.initialize(repeating: Words(), count: Self.slotCount)
    keys = .allocate(capacity: Self.slotCount)
    keys.initialize(repeating: nil, count: Self.slotCount)
    for key in PlistKey.allCases {
      let bytes = Array(key.rawValue.utf8)
      precondition(bytes.count <= Self.maximumLength, "\(key.rawValue) is too long a key")
      // Zeros after the key, so a short key's first word can be loaded whole.
      let padded = bytes + [UInt8](repeating: 0, count: 8)
      let entry = padded.withUnsafeBufferPointer { Self.words($0.baseAddress!, bytes.count) }
      var slot = Self.slot(entry)
      while keys[slot] != nil { slot = (slot + 1) & (Self.slotCount - 1) }
      words[slot] = entry
      keys[slot] = key
    }
  }

  deinit {
    words.deallocate()
    keys.deallocate()
  }

  /// The key spelled by `text`, or `nil` for a key the importer does not read.
  ///
  /// At least 8 bytes from `text`'s start must be readable, whatever its length: in the
  /// lexer's buffer they always are (the closing `</key>` follows, and the buffer's slack).
  @inline(__always)
  func lookup(_ text: UnsafeBufferPointer<UInt8>) -> PlistKey? {
    guard let start = text.baseAddress, text.count <= Self.maximumLength else { return nil }
    let wanted = Self.words(start, text.count)
    var slot = Self.slot(wanted)
    while let key = keys[slot] {
      if words[slot] == wanted { return key }
      slot = (slot + 1) & (Self.slotCount - 1)
    }
    return nil
  }

  /// The words that tell a key of `length` bytes (at most 24) from any other.
  @inline(__always)
  private static func words(_ start: UnsafePointer<UInt8>, _ length: Int) -> Words {
    func load(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self))
    }
    let head = load(0)
    guard length > 8 else {
      let kept = length == 8 ? head : head & ((1 << UInt64(8 * length)) &- 1)
      return Words(first: kept, length: length)
    }
    return Words(
      first: head, middle: length > 16 ? load(8) : 0, last: load(length - 8), length: length)
  }

  @inline(__always)
  private static func slot(_ key: Words) -> Int {
    let mixed =
      (key.first ^ (key.last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(key.length))
      &* 0xFF51_AFD7_ED55_8CCD
    return Int(truncatingIfNeeded: mixed >> 56) & (slotCount - 1)
  }
}
