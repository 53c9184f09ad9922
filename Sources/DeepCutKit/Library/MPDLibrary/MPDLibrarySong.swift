/// One song of MPD's database with the tags the library reads, and nothing else.
///
/// Read from a `find` answer's bytes by `MPDLibrarySongParser` (or from its pairs by
/// `songs(in:)`), pure; kept in the warm-start cache as is.
/// Every tag may be missing (untagged files have no Title or Artist). The MusicBrainz ids are
/// lists: Picard writes a multi-artist credit's ids as repeated tags, and MPD repeats the line.
public struct MPDLibrarySong: Hashable, Sendable {
  /// The URI exactly as MPD sent it (MPD matches URIs byte for byte).
  public var uri: String
  public var title: String?
  public var artist: String?
  public var albumArtist: String?
  public var album: String?
  public var date: String?
  public var originalDate: String?
  /// `Track` and `Disc` as tagged (`3`, `3/12`).
  public var track: String?
  public var disc: String?
  public var durationMilliseconds: Int
  /// `MUSICBRAINZ_ARTISTID` values, in tag order.
  public var artistIDs: [String]
  /// `MUSICBRAINZ_ALBUMARTISTID` values, in tag order.
  public var albumArtistIDs: [String]
  /// `MUSICBRAINZ_ALBUMID`: a release (an edition), not a release group.
  public var releaseID: String?
  /// `MUSICBRAINZ_RELEASEGROUPID`, which MPD reports from 0.24 on.
  public var releaseGroupID: String?

  public init(
    uri: String, title: String? = nil, artist: String? = nil, albumArtist: String? = nil,
    album: String? = nil, date: String? = nil, originalDate: String? = nil,
    track: String? = nil, disc: String? = nil, durationMilliseconds: Int = 0,
    artistIDs: [String] = [], albumArtistIDs: [String] = [], releaseID: String? = nil,
    releaseGroupID: String? = nil
  ) {
    self.uri = uri
    self.title = title
    self.artist = artist
    self.albumArtist = albumArtist
    self.album = album
    self.date = date
    self.originalDate = originalDate
    self.track = track
    self.disc = disc
    self.durationMilliseconds = durationMilliseconds
    self.artistIDs = artistIDs
    self.albumArtistIDs = albumArtistIDs
    self.releaseID = releaseID
    self.releaseGroupID = releaseGroupID
  }

  /// The tags a library read asks for (`tagtypes enable …`): smaller answers, so a window of
  /// songs stays far below MPD's 8 MiB output limit.
  public static let tagTypes = [
    "Artist", "AlbumArtist", "Album", "Title", "Track", "Disc", "Date", "OriginalDate",
    "MUSICBRAINZ_ARTISTID", "MUSICBRAINZ_ALBUMARTISTID", "MUSICBRAINZ_ALBUMID",
  ]

  /// The songs of an answer, each record starting at its `file:` line; folders and stored
  /// playlists are skipped, and so are lines that belong to no song.
  public static func songs(in response: MPDResponse) -> [MPDLibrarySong] {
    var records = Records()
    for pair in response.pairs {
      if let field = Field(name: pair.name.utf8) { records.take(field, pair.value) }
    }
    return records.finish()
  }

  /// The lines of a record the library reads (or that end a record), by name.
  enum Field: Int, CaseIterable {
    case file, directory, playlist
    case title, artist, albumArtist, album, date, originalDate, track, disc
    case artistID, albumArtistID, releaseID, releaseGroupID
    case duration, time

    /// The line's name, exactly as MPD sends it.
    var name: String {
      switch self {
      case .file: "file"
      case .directory: "directory"
      case .playlist: "playlist"
      case .title: "Title"
      case .artist: "Artist"
      case .albumArtist: "AlbumArtist"
      case .album: "Album"
      case .date: "Date"
      case .originalDate: "OriginalDate"
      case .track: "Track"
      case .disc: "Disc"
      case .artistID: "MUSICBRAINZ_ARTISTID"
      case .albumArtistID: "MUSICBRAINZ_ALBUMARTISTID"
      case .releaseID: "MUSICBRAINZ_ALBUMID"
      case .releaseGroupID: "MUSICBRAINZ_RELEASEGROUPID"
      case .duration: "duration"
      case .time: "Time"
      }
    }

    /// Whether an album's tracks share the value, so it is worth keeping one String of it.
    var repeats: Bool {
      switch self {
      case .file, .title, .duration, .time: false
      default: true
      }
    }

    private static let names = allCases.map { (bytes: Array($0.name.utf8), field: $0) }

    /// The field named by `name`'s bytes (compared exactly: `Time` and `time` differ); nil
    /// for a line the library does not read.
    init?(name: some Collection<UInt8>) {
      let count = name.count
      for entry in Self.names where entry.bytes.count == count {
        if entry.bytes.elementsEqual(name) {
          self = entry.field
          return
        }
      }
      return nil
    }
  }

  /// Songs put together line by line: a `file` line starts a record; `directory` and
  /// `playlist` lines end one, and what follows them until the next `file` is no song's.
  struct Records {
    private var songs: [MPDLibrarySong] = []
    private var song: MPDLibrarySong?
    /// `duration` (fractional) wins over the older whole-second `Time`, whichever comes first.
    private var hasDuration = false

    mutating func take(_ field: Field, _ value: String) {
      switch field {
      case .file:
        if let finished = song { songs.append(finished) }
        song = MPDLibrarySong(uri: value)
        hasDuration = false
      case .directory, .playlist:
        if let finished = song { songs.append(finished) }
        song = nil
      default:
        song?.take(field, value, hasDuration: &hasDuration)
      }
    }

    /// Every song, the last one included.
    mutating func finish() -> [MPDLibrarySong] {
      if let finished = song { songs.append(finished) }
      song = nil
      return songs
    }
  }

  /// Takes in one line of the song's record.
  private mutating func take(_ field: Field, _ value: String, hasDuration: inout Bool) {
    switch field {
    case .file, .directory, .playlist: break
    case .title: title = title ?? value
    case .artist: artist = artist ?? value
    case .albumArtist: albumArtist = albumArtist ?? value
    case .album: album = album ?? value
    case .date: date = date ?? value
    case .originalDate: originalDate = originalDate ?? value
    case .track: track = track ?? value
    case .disc: disc = disc ?? value
    case .artistID: artistIDs.append(value)
    case .albumArtistID: albumArtistIDs.append(value)
    case .releaseID: releaseID = releaseID ?? value
    case .releaseGroupID: releaseGroupID = releaseGroupID ?? value
    case .duration:
      if let seconds = Double(value) {
        durationMilliseconds = Self.milliseconds(seconds)
        hasDuration = true
      }
    case .time:
      if !hasDuration, let seconds = Double(value) {
        durationMilliseconds = Self.milliseconds(seconds)
      }
    }
  }

  /// Seconds as whole milliseconds; nonsense (negative, not finite, huge) is 0.
  private static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0, seconds < 1e9 else { return 0 }
    return Int((seconds * 1000).rounded())
  }
}
