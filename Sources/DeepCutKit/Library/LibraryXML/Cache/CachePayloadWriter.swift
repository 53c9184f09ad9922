import Foundation

/// Writes a library as the cache's payload: a string table, then the values.
struct CachePayloadWriter {
  /// The string table, in the order strings are first used.
  private var strings = StringInterner()
  private var values = BinaryWriter()

  mutating func write(_ library: LibraryImport) {
    let contents = library.contents
    // Room for about what a library holds (two strings a track, an id and a title, plus its
    // album's and artist's), so the table never grows while it fills.
    let expected = 2 * (contents.tracks.count + contents.albums.count + contents.artists.count)
    strings = StringInterner(reservingCapacity: expected, bytes: 20 * expected)
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
    // A track's artist and album strings are its album's, like the track before it's most of the
    // time: their indices are reused then instead of looked up again (the strings compare
    // by identity first, so equal ones that share storage cost a pointer comparison). The tracks
    // are read in place: copying each one (and keeping the one before) retained and released
    // every one of its strings, 40 instructions a track.
    var albumStrings: [UInt64] = []
    contents.tracks.withUnsafeBufferPointer { tracks in
      for position in tracks.indices {
        string(tracks[position].id.rawValue)
        string(tracks[position].title)
        if position > 0, Self.sameAlbum(tracks[position - 1], tracks[position]) {
          for index in albumStrings { values.varint(index) }
        } else {
          albumStrings = [
            UInt64(index(of: tracks[position].artistID.rawValue)),
            UInt64(index(of: tracks[position].artistName)),
            UInt64(index(of: tracks[position].albumID.rawValue)),
            UInt64(index(of: tracks[position].albumTitle)),
          ]
          for index in albumStrings { values.varint(index) }
        }
        values.int(tracks[position].durationMilliseconds)
        values.int(tracks[position].discNumber)
        values.int(tracks[position].trackNumber)
        optional(tracks[position].unplayableReason)
        optional(tracks[position].catalogID?.rawValue)
      }
    }
    write(library.summary)
  }

  /// Whether two tracks have the same artist and album strings.
  private static func sameAlbum(_ first: borrowing LibraryTrack, _ second: borrowing LibraryTrack)
    -> Bool
  {
    first.artistID == second.artistID && first.artistName == second.artistName
      && first.albumID == second.albumID && first.albumTitle == second.albumTitle
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

  /// The payload: the string table, then the values that index it.
  mutating func finish() -> [UInt8] {
    var out = BinaryWriter()
    // The table comes from the interner's bytes, already side by side.
    out.reserve(strings.byteCount + 3 * strings.strings.count + values.bytes.count + 10)
    out.varint(UInt64(strings.strings.count))
    strings.forEachString { bytes in
      out.varint(UInt64(bytes.count))
      out.raw(bytes)
    }
    out.raw(values.bytes)
    return out.bytes
  }

  private mutating func string(_ text: String) {
    values.varint(UInt64(index(of: text)))
  }

  /// An optional string: 0 for none, else its index + 1.
  private mutating func optional(_ text: String?) {
    values.varint(text.map { UInt64(index(of: $0)) + 1 } ?? 0)
  }

  private mutating func index(of text: String) -> Int {
    Int(strings.intern(text))
  }
}
