/// One song of MPD's database with the tags the library reads, and nothing else.
///
/// Read from `find`/`lsinfo` records by `songs(in:)`, pure; kept in the warm-start cache as is.
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
    var songs: [MPDLibrarySong] = []
    var song: MPDLibrarySong?
    // `duration` (fractional) wins over the older whole-second `Time`, whichever comes first.
    var hasDuration = false
    for pair in response.pairs {
      if pair.name == "file" {
        if let finished = song { songs.append(finished) }
        song = MPDLibrarySong(uri: pair.value)
        hasDuration = false
        continue
      }
      if pair.name == "directory" || pair.name == "playlist" {
        if let finished = song { songs.append(finished) }
        song = nil
        continue
      }
      song?.take(pair, hasDuration: &hasDuration)
    }
    if let finished = song { songs.append(finished) }
    return songs
  }

  /// Takes in one line of the song's record.
  private mutating func take(_ pair: MPDPair, hasDuration: inout Bool) {
    let value = pair.value
    switch pair.name {
    case "Title": title = title ?? value
    case "Artist": artist = artist ?? value
    case "AlbumArtist": albumArtist = albumArtist ?? value
    case "Album": album = album ?? value
    case "Date": date = date ?? value
    case "OriginalDate": originalDate = originalDate ?? value
    case "Track": track = track ?? value
    case "Disc": disc = disc ?? value
    case "MUSICBRAINZ_ARTISTID": artistIDs.append(value)
    case "MUSICBRAINZ_ALBUMARTISTID": albumArtistIDs.append(value)
    case "MUSICBRAINZ_ALBUMID": releaseID = releaseID ?? value
    case "MUSICBRAINZ_RELEASEGROUPID": releaseGroupID = releaseGroupID ?? value
    case "duration":
      if let seconds = Double(value) {
        durationMilliseconds = Self.milliseconds(seconds)
        hasDuration = true
      }
    case "Time":
      if !hasDuration, let seconds = Double(value) {
        durationMilliseconds = Self.milliseconds(seconds)
      }
    default: break
    }
  }

  /// Seconds as whole milliseconds; nonsense (negative, not finite, huge) is 0.
  private static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0, seconds < 1e9 else { return 0 }
    return Int((seconds * 1000).rounded())
  }
}
