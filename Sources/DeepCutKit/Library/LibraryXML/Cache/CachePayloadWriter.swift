import Foundation

/// Writes a library as the cache's payload: a string table, then the values.
struct CachePayloadWriter {
  private var strings = CacheStringTable(expected: 0)
  private var values = BinaryWriter()

  /// Writes `library`, whose tracks' strings `trackStrings` gives: asked for only once
  /// everything before the tracks is written, so a piece still being made on another thread
  /// (`CacheTrackEncoder`) is waited for as late as can be.
  mutating func write(_ library: LibraryImport, trackStrings: () -> TrackCachePiece) {
    let contents = library.contents
    // Room for the strings before the tracks (an album's four, an artist's two, and the track
    // ids playlists name), so the table never grows while it fills.
    let expected = 4 * contents.albums.count + 2 * contents.artists.count + contents.tracks.count
    strings = CacheStringTable(expected: expected)
    // Room for all the values at once, so the buffer is never copied to grow (a generous
    // guess: a track takes about 14 bytes, and room never written is never touched).
    let playlistItems = contents.playlists.reduce(0) { $0 + $1.trackIDs.count }
    values.reserve(
      24 * contents.tracks.count + 16 * contents.albums.count + 8 * contents.artists.count
        + 4 * playlistItems + 12 * contents.recentlyPlayed.count + 4096)
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
    // when a command reads them (`CachePayloadReader`). Their strings were interned apart
    // (`TrackCachePiece`), and joined to the table they get the indices interning them here
    // in turn would have given.
    let trackStrings = trackStrings()
    precondition(trackStrings.count == contents.tracks.count, "the piece is of these tracks")
    values.varint(UInt64(contents.tracks.count))
    strings.joinTracks(trackStrings.strings)
    // The tracks are read in place: copying each one retained and released all its strings.
    // A track's eleven numbers are written through one cursor.
    let indices = strings.trackSymbolIndices
    contents.tracks.withUnsafeBufferPointer { tracks in
      for (position, references) in trackStrings.references.enumerated() {
        func reference(_ symbol: Int32) -> UInt64 { UInt64(indices[Int(symbol)]) }
        let track = tracks.baseAddress! + position
        values.writing(atMost: 11 * BinaryCursor.varintSize) { out in
          out.varint(reference(references.id))
          out.varint(reference(references.title))
          out.varint(reference(references.artistID))
          out.varint(reference(references.artistName))
          out.varint(reference(references.albumID))
          out.varint(reference(references.albumTitle))
          out.int(track.pointee.durationMilliseconds)
          out.int(track.pointee.discNumber)
          out.int(track.pointee.trackNumber)
          // Optional strings: 0 for none, else the index + 1.
          let unplayable = references.unplayableReason
          out.varint(unplayable < 0 ? 0 : reference(unplayable) + 1)
          out.varint(references.catalogID < 0 ? 0 : reference(references.catalogID) + 1)
        }
      }
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
  ///
  /// Written in place after the cache's header, it is copied once rather than three times
  /// (2 MB each for a 50,000-track library).
  func finish(into out: inout BinaryWriter) {
    out.reserve(out.count + strings.sizeBound + values.count)
    strings.write(to: &out)
    out.raw(values)
  }

  private mutating func string(_ text: String) {
    values.varint(UInt64(index(of: text)))
  }

  /// An optional string: 0 for none, else its index + 1.
  private mutating func optional(_ text: String?) {
    values.varint(text.map { UInt64(index(of: $0)) + 1 } ?? 0)
  }

  private mutating func index(of text: String) -> Int {
    strings.index(of: text)
  }
}
