import Foundation

/// Writes a library as the cache's payload: a string table, then the values.
struct CachePayloadWriter {
  private var strings: [String] = []
  private var indexOfString: [String: Int] = [:]
  private var values = BinaryWriter()

  mutating func write(_ library: LibraryImport) {
    let contents = library.contents
    indexOfString.reserveCapacity(contents.tracks.count + 2 * contents.albums.count + 1_000)
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
    values.varint(UInt64(contents.tracks.count))
    for track in contents.tracks {
      string(track.id.rawValue)
      string(track.title)
      string(track.artistID.rawValue)
      string(track.artistName)
      string(track.albumID.rawValue)
      string(track.albumTitle)
      values.int(track.durationMilliseconds)
      values.int(track.discNumber)
      values.int(track.trackNumber)
      optional(track.unplayableReason)
      optional(track.catalogID?.rawValue)
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

  /// The payload: the string table, then the values that index it.
  mutating func finish() -> [UInt8] {
    var out = BinaryWriter()
    out.varint(UInt64(strings.count))
    for string in strings {
      out.varint(UInt64(string.utf8.count))
      out.raw(string.utf8)
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
    if let index = indexOfString[text] { return index }
    strings.append(text)
    indexOfString[text] = strings.count - 1
    return strings.count - 1
  }
}

/// Reads what `CachePayloadWriter` wrote, validating every index, id and count.
struct CachePayloadReader {
  private var input: BinaryReader
  private var strings: [String] = []
  /// For each string, the kinds of library id it is valid as (`IDKind` bits), found once: a
  /// track names its artist and album ids again and again.
  private var idKinds: [UInt8] = []
  /// How many strings of the table have been referred to so far (see `use(_:)`).
  private var stringsUsed = 0

  init(_ bytes: UnsafeRawBufferPointer) throws(LibraryCacheError) {
    input = BinaryReader(bytes)
    let count = try input.count()
    strings.reserveCapacity(count)
    idKinds.reserveCapacity(count)
    for _ in 0..<count {
      let length = try input.count()
      let utf8 = try input.raw(length).assumingMemoryBound(to: UInt8.self)
      guard let string = makeString(utf8) else { throw .corrupt("invalid UTF-8") }
      strings.append(string)
      idKinds.append(IDKind.kinds(of: utf8))
    }
  }

  mutating func readLibrary() throws(LibraryCacheError) -> LibraryImport {
    var contents = LibraryContents()
    contents.artists = try list { (reader) throws(LibraryCacheError) in
      LibraryArtist(
        id: try reader.id(), name: try reader.string(), catalogID: try reader.catalogID())
    }
    contents.albums = try list { (reader) throws(LibraryCacheError) in
      let id: LibraryAlbumID = try reader.id()
      let title = try reader.string()
      let artistID: LibraryArtistID = try reader.id()
      let artistName = try reader.string()
      let year = try reader.input.int()
      let typeIndex = Int(try reader.input.byte())
      guard typeIndex < ReleaseType.allCases.count else { throw .corrupt("a release type") }
      return LibraryAlbum(
        id: id, title: title, artistID: artistID, artistName: artistName,
        year: year == 0 ? nil : year - 1, releaseType: ReleaseType.allCases[typeIndex],
        catalogID: try reader.catalogID())
    }
    contents.tracks = try list { (reader) throws(LibraryCacheError) in
      LibraryTrack(
        id: try reader.id(), title: try reader.string(), artistID: try reader.id(),
        artistName: try reader.string(), albumID: try reader.id(), albumTitle: try reader.string(),
        durationMilliseconds: try reader.input.int(), discNumber: try reader.input.int(),
        trackNumber: try reader.input.int(), unplayableReason: try reader.optionalString(),
        catalogID: try reader.catalogID())
    }
    contents.playlists = try list { (reader) throws(LibraryCacheError) in
      let id: LibraryPlaylistID = try reader.id()
      let name = try reader.string()
      let description = try reader.string()
      let canEdit = try reader.input.bool()
      let trackIDs: [LibraryTrackID] = try reader.list { (reader) throws(LibraryCacheError) in
        try reader.id()
      }
      return LibraryPlaylist(
        id: id, name: name, description: description, trackIDs: trackIDs, canEdit: canEdit)
    }
    contents.recentlyPlayed = try list { (reader) throws(LibraryCacheError) in
      let trackID: LibraryTrackID = try reader.id()
      let seconds = Double(bitPattern: try reader.input.word())
      guard seconds.isFinite else { throw .corrupt("a play date") }
      return RecentlyPlayedEntry(
        trackID: trackID, playedAt: Date(timeIntervalSinceReferenceDate: seconds))
    }
    let summary = try readSummary()
    guard input.isAtEnd else { throw .corrupt("trailing bytes") }
    guard stringsUsed == strings.count else { throw .corrupt("unused strings") }
    return LibraryImport(contents: contents, summary: summary)
  }

  private mutating func readSummary() throws(LibraryCacheError) -> LibraryImportSummary {
    var summary = LibraryImportSummary()
    summary.source = try string()
    summary.entriesRead = try input.int()
    summary.tracks = try input.int()
    summary.appleMusicTracks = try input.int()
    summary.artists = try input.int()
    summary.albums = try input.int()
    summary.playlists = try input.int()
    summary.recentlyPlayed = try input.int()
    summary.duplicatesFolded = try input.int()
    summary.tracksWithoutAlbum = try input.int()
    summary.builtInPlaylistsLeftOut = try input.int()
    summary.foldersLeftOut = try input.int()
    summary.danglingReferences = try input.int()
    summary.referencesToLeftOutItems = try input.int()
    for reason in LibraryImportSummary.LeftOutReason.allCases {
      let count = try input.int()
      if count != 0 { summary.leftOut[reason] = count }
    }
    summary.warnings = try list { (reader) throws(LibraryCacheError) in try reader.string() }
    return summary
  }

  private mutating func list<Element>(
    _ element: (inout Self) throws(LibraryCacheError) -> Element
  ) throws(LibraryCacheError) -> [Element] {
    let count = try input.count()
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try element(&self)) }
    return elements
  }

  /// Checks a reference into the string table and returns it as an index.
  ///
  /// The writer adds each string to the table when it first uses it, so a reference is to a
  /// string already used or to the next one; together with "no string unused" at the end, this
  /// keeps the table's order from being a second encoding of the same library.
  private mutating func use(_ index: UInt64) throws(LibraryCacheError) -> Int {
    guard index <= UInt64(stringsUsed), index < UInt64(strings.count) else {
      throw .corrupt("a string index")
    }
    if index == UInt64(stringsUsed) { stringsUsed += 1 }
    return Int(index)
  }

  private mutating func string() throws(LibraryCacheError) -> String {
    strings[try use(try input.varint())]
  }

  private mutating func optionalString() throws(LibraryCacheError) -> String? {
    let index = try input.varint()
    guard index > 0 else { return nil }
    return strings[try use(index - 1)]
  }

  private mutating func id<Item>() throws(LibraryCacheError) -> LibraryID<Item> {
    let index = try use(try input.varint())
    guard idKinds[index] & IDKind.bit(for: Item.self) != 0 else { throw .corrupt("an id") }
    return LibraryID(validRawValue: strings[index])
  }

  private mutating func catalogID<Item>() throws(LibraryCacheError) -> CatalogID<Item>? {
    guard let text = try optionalString() else { return nil }
    guard let id = CatalogID<Item>(text) else { throw .corrupt("a catalog id") }
    return id
  }
}

/// The kinds of library id, as bits, so a string can be checked once for all of them.
enum IDKind {
  /// The bit of ids of `Item` (artists 1, albums 2, tracks 4, playlists 8).
  static func bit<Item: LibraryItem>(for item: Item.Type) -> UInt8 {
    switch item {
    case is LibraryArtist.Type: 1
    case is LibraryAlbum.Type: 2
    case is LibraryTrack.Type: 4
    case is LibraryPlaylist.Type: 8
    default: 0
    }
  }

  private static let prefixes: [(bit: UInt8, prefix: [UInt8])] = [
    (1, Array(LibraryArtist.idPrefix.utf8)), (2, Array(LibraryAlbum.idPrefix.utf8)),
    (4, Array(LibraryTrack.idPrefix.utf8)), (8, Array(LibraryPlaylist.idPrefix.utf8)),
  ]

  /// The bits of the kinds `text` is a valid id of, by the rule of `LibraryID.init?(_:)`: the
  /// kind's prefix and a non-empty base62 body.
  static func kinds(of text: UnsafeBufferPointer<UInt8>) -> UInt8 {
    for (bit, prefix) in prefixes where text.count > prefix.count && text.starts(with: prefix) {
      return text.dropFirst(prefix.count).allSatisfy(Base62.isDigit) ? bit : 0
    }
    return 0
  }
}

extension LibraryID {
  /// An id from text already known to be valid for this kind (see `IDKind`).
  init(validRawValue: String) {
    self.rawValue = validRawValue
  }
}
