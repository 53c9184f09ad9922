import Foundation

/// Writes a library as the cache's payload: a string table, then the values.
///
/// Every string is written once, in the table, in the order the values first use it; a value
/// names it by its index.
struct CachePayloadWriter {
  /// The table's strings in first-use order, and the index of each.
  private var strings: [String] = []
  private var indices: [ExactString: Int] = [:]
  private var values = BinaryWriter()

  mutating func write(_ library: LibraryImport) {
    let contents = library.contents
    // Nearly every track adds its id and title; artists and albums add their ids and names.
    // Room made once saves growing (and rehashing) the table a dozen times.
    let expected = 2 * (contents.tracks.count + contents.albums.count + contents.artists.count)
    strings.reserveCapacity(expected)
    indices.reserveCapacity(expected)
    values.varint(UInt64(contents.artists.count))
    for artist in contents.artists {
      string(artist.id.rawValue)
      string(artist.name)
      optional(artist.catalogID?.rawValue)
    }
    values.varint(UInt64(contents.albums.count))
    for album in contents.albums {
      string(album.id.rawValue)
      string(album.title)
      string(album.artistID.rawValue)
      string(album.artistName)
      values.int(album.year.map { $0 + 1 } ?? 0)
      values.byte(UInt8(ReleaseType.allCases.firstIndex(of: album.releaseType) ?? 0))
      optional(album.catalogID?.rawValue)
    }
    values.varint(UInt64(contents.playlists.count))
    for playlist in contents.playlists {
      string(playlist.id.rawValue)
      string(playlist.name)
      string(playlist.description)
      values.byte(playlist.canEdit ? 1 : 0)
      values.varint(UInt64(playlist.trackIDs.count))
      for trackID in playlist.trackIDs { string(trackID.rawValue) }
    }
    values.varint(UInt64(contents.recentlyPlayed.count))
    for entry in contents.recentlyPlayed {
      string(entry.trackID.rawValue)
      values.word(entry.playedAt.timeIntervalSinceReferenceDate.bitPattern)
    }
    // Tracks come last but for the summary: a warm start checks them and builds them only
    // when a command reads them (`CachePayloadReader`).
    values.varint(UInt64(contents.tracks.count))
    // A track's artist and album strings are most often the previous track's: compared with
    // them first, they are looked up only when they differ.
    var album: AlbumStrings?
    var albumIndices: [Int] = []
    for track in contents.tracks {
      string(track.id.rawValue)
      string(track.title)
      let strings = AlbumStrings(
        artistID: ExactString(track.artistID.rawValue), artistName: ExactString(track.artistName),
        albumID: ExactString(track.albumID.rawValue), albumTitle: ExactString(track.albumTitle))
      if strings != album {
        album = strings
        albumIndices = [strings.artistID, strings.artistName, strings.albumID, strings.albumTitle]
          .map { index(of: $0.text) }
      }
      for index in albumIndices { values.varint(UInt64(index)) }
      values.int(track.durationMilliseconds)
      values.int(track.discNumber)
      values.int(track.trackNumber)
      optional(track.unplayableReason)
      optional(track.catalogID?.rawValue)
    }
    write(library.summary)
  }

  private mutating func write(_ summary: LibraryImportSummary) {
    string(summary.source)
    for count in [
      summary.entriesRead, summary.tracks, summary.appleMusicTracks, summary.artists,
      summary.albums, summary.playlists, summary.recentlyPlayed, summary.duplicatesFolded,
      summary.tracksWithoutAlbum, summary.builtInPlaylistsLeftOut, summary.foldersLeftOut,
      summary.danglingReferences, summary.referencesToLeftOutItems,
    ] {
      values.int(count)
    }
    let reasons = LibraryImportSummary.LeftOutReason.allCases
    for reason in reasons { values.int(summary.leftOut[reason] ?? 0) }
    values.varint(UInt64(summary.warnings.count))
    for warning in summary.warnings { string(warning) }
  }

  /// Appends the payload, the string table and then the values that index it, to `out`.
  func finish(into out: inout BinaryWriter) {
    out.varint(UInt64(strings.count))
    for string in strings {
      out.varint(UInt64(string.utf8.count))
      out.raw(string.utf8)
    }
    out.raw(values.bytes)
  }

  private mutating func string(_ text: String) {
    values.varint(UInt64(index(of: text)))
  }

  /// An optional string: 0 for none, else its index + 1.
  private mutating func optional(_ text: String?) {
    values.varint(text.map { UInt64(index(of: $0)) + 1 } ?? 0)
  }

  /// A track's artist and album strings, which most often are the previous track's (kept in
  /// a struct, not an array, so comparing them allocates nothing).
  private struct AlbumStrings: Equatable {
    var artistID: ExactString
    var artistName: ExactString
    var albumID: ExactString
    var albumTitle: ExactString
  }

  /// The table index of `text`, added when new.
  ///
  /// One lookup either way: `subscript(_:default:)` inserts the next index when the string is
  /// new, so a new string (nearly every track's id and title) is hashed once, not twice.
  private mutating func index(of text: String) -> Int {
    let next = strings.count
    let index = Self.value(of: &indices[ExactString(text), default: next])
    if index == next { strings.append(text) }
    return index
  }

  /// The value at an `inout` place: reading through it keeps `Dictionary`'s insertion in one
  /// hashed access.
  private static func value(of place: inout Int) -> Int { place }
}
