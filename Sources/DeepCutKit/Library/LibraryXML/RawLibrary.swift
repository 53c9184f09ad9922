/// What the reader collected from a Library.xml, before any mapping rule is applied.
struct RawLibrary {
  var tracks: [RawTrack] = []
  var playlists: [RawPlaylist] = []
  /// Artist, album artist and album names, shared by the tracks that use them.
  var names = StringInterner()
  var issues = ImportIssues()
}

/// One entry of `Tracks`, as written.
///
/// Every field is optional because every key is.
struct RawTrack {
  /// What kind of entry `Track Type` says this is.
  enum TrackType {
    /// `File`: a local file.
    case file
    /// `Remote`: in the cloud (Apple Music, iTunes Match, purchases).
    case remote
    /// `URL`: an internet stream.
    case url
    /// A value this importer does not know.
    case other
  }

  /// The flags Apple writes as `<true/>` only when set, and two hints taken from other values.
  struct Flags: OptionSet {
    let rawValue: UInt16
    static let appleMusic = Flags(rawValue: 1 << 0)
    static let disabled = Flags(rawValue: 1 << 1)
    static let compilation = Flags(rawValue: 1 << 2)
    static let podcast = Flags(rawValue: 1 << 3)
    /// `Has Video`, `Music Video`, `Movie` or `TV Show`.
    static let video = Flags(rawValue: 1 << 4)
    /// `Location` ends in an audiobook extension (`.m4b`, `.aa`, `.aax`).
    static let audiobookFile = Flags(rawValue: 1 << 5)
    /// `Genre` is `Voice Memo`, which the iPhone sync gives voice memos.
    static let voiceMemoGenre = Flags(rawValue: 1 << 6)
  }

  /// Where the track's dict starts in the file, for warnings.
  var offset: Int64
  /// `Track ID`, or the dict's key when the key is missing; meaningful only inside this file.
  var trackID: Int64?
  var persistentID: UInt64?
  var name: String?
  var artist: Int32?
  var albumArtist: Int32?
  var album: Int32?
  var totalTime: Int64?
  var discNumber: Int64?
  var trackNumber: Int64?
  var year: Int64?
  /// `Play Date UTC`, in seconds since 1970.
  var playDateUTC: Int64?
  /// `Play Date`: seconds since 1904-01-01 in the exporting Mac's local time.
  var playDateLocal: Int64?
  var trackType: TrackType?
  var flags: Flags = []

  init(offset: Int64) {
    self.offset = offset
  }
}

/// One dict of `Playlists`, as written.
struct RawPlaylist {
  /// The kinds of item a built-in playlist collects (`Podcasts`, `Audiobooks`, ...).
  struct Content: OptionSet {
    let rawValue: UInt8
    static let music = Content(rawValue: 1 << 0)
    static let movies = Content(rawValue: 1 << 1)
    static let tvShows = Content(rawValue: 1 << 2)
    static let podcasts = Content(rawValue: 1 << 3)
    static let audiobooks = Content(rawValue: 1 << 4)
    static let voiceMemos = Content(rawValue: 1 << 5)
  }

  var offset: Int64
  var name: String?
  var description: String?
  var persistentID: UInt64?
  var isMaster = false
  var distinguishedKind: Int64?
  var isFolder = false
  /// It has `Smart Info` or `Smart Criteria`: its items are computed, so it can't be edited.
  var isSmart = false
  var content: Content = []
  /// The `Track ID`s of `Playlist Items`, in order.
  var items: [Int64] = []

  init(offset: Int64) {
    self.offset = offset
  }
}

/// Problems the reader worked around, counted by kind, with where and what the first one was.
struct ImportIssues {
  enum Kind: CaseIterable {
    /// A known key whose value has another type (`Year` holding a `<string>`).
    case unexpectedType
    /// A value of the right type that does not parse (`<integer>12a</integer>`).
    case unreadableValue
    /// An entry of `Playlist Items` that is not a dict with a `Track ID`.
    case malformedPlaylistItem
  }

  struct Entry {
    var count: Int
    var firstOffset: Int64
    var firstDetail: String
  }

  private(set) var entries: [Kind: Entry] = [:]

  /// Counts one issue; `detail` is built only for the first of its kind.
  mutating func record(_ kind: Kind, at offset: Int64, _ detail: @autoclosure () -> String) {
    if entries[kind] == nil {
      entries[kind] = Entry(count: 1, firstOffset: offset, firstDetail: detail())
    } else {
      entries[kind]?.count += 1
    }
  }
}
