/// A song record: `currentsong`, `playlistinfo`, `plchanges`, `lsinfo`, `find`.
///
/// Every field but `file` may be missing (untagged files have no Title or Artist). `file` is
/// the URI exactly as MPD sent it, to be sent back unchanged: MPD matches URIs byte for byte.
public struct MPDSong: Hashable, Sendable {
  /// The URI relative to the music directory (or a stream's URL).
  public var file: String
  /// Every line of the record, in order, `file` first.
  public var tags: [MPDPair]

  public init(file: String, tags: [MPDPair] = []) {
    self.file = file
    self.tags = tags.isEmpty ? [MPDPair("file", file)] : tags
  }

  /// The first value of `name` (`Title`, `MUSICBRAINZ_TRACKID`, …).
  public func tag(_ name: String) -> String? { tags.first { $0.name == name }?.value }

  public var title: String? { tag("Title") }
  public var artist: String? { tag("Artist") }
  public var album: String? { tag("Album") }
  public var albumArtist: String? { tag("AlbumArtist") }
  public var track: String? { tag("Track") }
  public var date: String? { tag("Date") }
  /// Seconds, from `duration` (fractional), else the older whole-second `Time`.
  public var duration: Double? {
    tag("duration").flatMap(Double.init) ?? tag("Time").flatMap(Double.init)
  }
  /// The queue position and id, for a queued song.
  public var position: Int? { tag("Pos").flatMap { Int($0) } }
  public var id: Int? { tag("Id").flatMap { Int($0) } }

  /// The songs of an answer: a record starts at each `file:` line; `directory:` and
  /// `playlist:` records are skipped.
  public static func songs(in response: MPDResponse) -> [MPDSong] {
    MPDEntry.entries(in: response).compactMap {
      if case .file(let song) = $0 { return song }
      return nil
    }
  }

  /// The one song of an answer (`currentsong`), or nil for a bare `OK`.
  public static func song(in response: MPDResponse) -> MPDSong? {
    songs(in: response).first
  }
}

/// One entry of `lsinfo` or `listall`: a song, a folder or a stored playlist.
public enum MPDEntry: Hashable, Sendable {
  case file(MPDSong)
  case directory(String)
  case playlist(String)

  /// The entries of an answer, each starting at its `file:`, `directory:` or `playlist:` line.
  public static func entries(in response: MPDResponse) -> [MPDEntry] {
    var entries: [MPDEntry] = []
    var song: MPDSong?
    func flush() {
      if let finished = song { entries.append(.file(finished)) }
      song = nil
    }
    for pair in response.pairs {
      switch pair.name {
      case "file":
        flush()
        song = MPDSong(file: pair.value, tags: [pair])
      case "directory":
        flush()
        entries.append(.directory(pair.value))
      case "playlist":
        flush()
        entries.append(.playlist(pair.value))
      default:
        // A playlist entry's `Last-Modified` belongs to no song: dropped.
        song?.tags.append(pair)
      }
    }
    flush()
    return entries
  }
}
