/// The strings of a run of tracks, interned for the cache apart from the rest of the library.
///
/// The tracks section is most of the cache writer's work (two new strings a track, an id and a
/// title). Interned into a table of its own, it needs nothing else of the library, so it can be
/// built on another thread while the import still makes the playlists and the rest of the
/// tracks (`CacheTrackEncoder`). `CachePayloadWriter` then joins this table to its own
/// (`CacheStringTable.joinTracks`, which keeps the order strings are first used in) and writes
/// each reference renumbered: the same bytes as interning every track's strings in turn.
struct TrackCachePiece {
  /// Each track's strings, in the order the cache writes them, as symbols of `strings`.
  struct References {
    var id, title, artistID, artistName, albumID, albumTitle: Int32
    /// -1 when the track has none.
    var unplayableReason, catalogID: Int32
  }

  private(set) var strings: StringInterner
  private(set) var references: [References] = []

  /// A piece with room for about `expectedTracks` tracks (a guess: more only costs a regrowth).
  init(expectedTracks: Int = 0) {
    // An id and a title a track, plus an album's four strings every dozen tracks.
    let expected = 2 * expectedTracks + expectedTracks / 3
    strings = StringInterner(reservingCapacity: expected, bytes: 24 * expected)
    references.reserveCapacity(expectedTracks)
  }

  /// A piece holding `tracks`.
  init(_ tracks: [LibraryTrack]) {
    self.init(expectedTracks: tracks.count)
    tracks.withUnsafeBufferPointer { add($0) }
  }

  /// How many tracks the piece holds.
  var count: Int { references.count }

  /// Interns the strings of `tracks`, the ones that follow those already added.
  ///
  /// A track's artist and album strings are its album's, like the track before it's most of the
  /// time: their symbols are reused then instead of looked up again (the strings compare by
  /// identity first, so equal ones that share storage cost a pointer comparison). The tracks are
  /// read in place: copying each one retained and released every one of its strings.
  mutating func add(_ tracks: UnsafeBufferPointer<LibraryTrack>) {
    for position in tracks.indices {
      let id = strings.intern(tracks[position].id.rawValue)
      let title = strings.intern(tracks[position].title)
      var entry: References
      if position > 0, Self.sameAlbum(tracks[position - 1], tracks[position]),
        let previous = references.last
      {
        entry = previous
        entry.id = id
        entry.title = title
      } else {
        entry = References(
          id: id, title: title, artistID: strings.intern(tracks[position].artistID.rawValue),
          artistName: strings.intern(tracks[position].artistName),
          albumID: strings.intern(tracks[position].albumID.rawValue),
          albumTitle: strings.intern(tracks[position].albumTitle), unplayableReason: -1,
          catalogID: -1)
      }
      entry.unplayableReason = tracks[position].unplayableReason.map { strings.intern($0) } ?? -1
      entry.catalogID = tracks[position].catalogID.map { strings.intern($0.rawValue) } ?? -1
      references.append(entry)
    }
  }

  /// Whether two tracks have the same artist and album strings.
  private static func sameAlbum(_ first: borrowing LibraryTrack, _ second: borrowing LibraryTrack)
    -> Bool
  {
    first.artistID == second.artistID && first.artistName == second.artistName
      && first.albumID == second.albumID && first.albumTitle == second.albumTitle
  }
}
