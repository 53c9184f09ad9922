import Foundation

/// Reads what `CachePayloadWriter` wrote, validating every index, id and count.
///
/// Everything is checked at once, but the tracks (and the strings only they use) are built on
/// first read: `ls artists` after a warm start never pays for 50,000 track values. Strings are
/// made from the table when first used.
struct CachePayloadReader {
  /// Where the payload starts in `bytes`.
  private let start: Int
  private var input: BinaryReader
  private var bytes: [UInt8] { input.bytes }
  /// Where each string of the table lies in `bytes`.
  private var stringRanges: [Range<Int>] = []
  /// The strings made so far (non-ASCII ones are made while the table is checked).
  private var strings: [String?] = []
  /// For each string, the kinds of id it is valid as (`IDKind` bits), found once: a track
  /// names its artist and album ids again and again.
  private var idKinds: [UInt8] = []
  /// How many strings of the table have been referred to so far (see `use(_:)`).
  private var stringsUsed = 0

  /// A reader of the payload that starts at index `start` of `bytes` and runs to their end.
  init(_ bytes: [UInt8], from start: Int) throws(LibraryCacheError) {
    self.start = start
    input = BinaryReader(bytes, from: start)
    let count = try input.count()
    stringRanges.reserveCapacity(count)
    idKinds.reserveCapacity(count)
    strings = [String?](repeating: nil, count: count)
    for index in 0..<count {
      let range = try input.raw(try input.count())
      let utf8 = bytes[range]
      if !utf8.allSatisfy({ $0 < 0x80 }) {
        guard let string = makeString(utf8) else { throw .corrupt("invalid UTF-8") }
        strings[index] = string
      }
      stringRanges.append(range)
      idKinds.append(IDKind.kinds(of: utf8))
    }
  }

  mutating func readLibrary() throws(LibraryCacheError) -> LibraryImport {
    let artists = try list { (reader) throws(LibraryCacheError) in
      LibraryArtist(
        id: try reader.id(), name: try reader.string(), catalogID: try reader.catalogID())
    }
    let albums = try list { (reader) throws(LibraryCacheError) in
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
    let playlists = try list { (reader) throws(LibraryCacheError) in
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
    let recentlyPlayed = try list { (reader) throws(LibraryCacheError) in
      let trackID: LibraryTrackID = try reader.id()
      let seconds = Double(bitPattern: try reader.input.word())
      guard seconds.isFinite else { throw .corrupt("a play date") }
      return RecentlyPlayedEntry(
        trackID: trackID, playedAt: Date(timeIntervalSinceReferenceDate: seconds))
    }
    // Check the tracks now (a cache that is wrong must fail here, not at the first `ls
    // tracks`); build them later, from a copy of the bytes, picking up where this pass began.
    let tracksStart = input.position
    let stringsUsedBefore = stringsUsed
    let trackCount = try input.count()
    for _ in 0..<trackCount { _ = try trackFields() }
    let summary = try readSummary()
    guard input.isAtEnd else { throw .corrupt("trailing bytes") }
    guard stringsUsed == strings.count else { throw .corrupt("unused strings") }
    let payload = bytes
    let payloadStart = start
    let tracks = DeferredTracks {
      do {
        var reader = try CachePayloadReader(payload, from: payloadStart)
        return try reader.tracks(at: tracksStart, stringsUsed: stringsUsedBefore)
      } catch {
        preconditionFailure("cache tracks checked at start no longer decode: \(error)")
      }
    }
    let contents = LibraryContents(
      artists: artists, albums: albums, deferredTracks: tracks, playlists: playlists,
      recentlyPlayed: recentlyPlayed)
    return LibraryImport(contents: contents, summary: summary)
  }

  /// The tracks at `start`, where `stringsUsed` strings had been used.
  private mutating func tracks(at start: Int, stringsUsed: Int) throws(LibraryCacheError)
    -> [LibraryTrack]
  {
    input.seek(to: start)
    self.stringsUsed = stringsUsed
    return try list { (reader) throws(LibraryCacheError) in
      try reader.track()
    }
  }

  /// Reads and builds one track.
  private mutating func track() throws(LibraryCacheError) -> LibraryTrack {
    let fields = try trackFields()
    return LibraryTrack(
      id: LibraryID(validRawValue: text(fields.id)), title: text(fields.title),
      artistID: LibraryID(validRawValue: text(fields.artistID)),
      artistName: text(fields.artistName),
      albumID: LibraryID(validRawValue: text(fields.albumID)),
      albumTitle: text(fields.albumTitle), durationMilliseconds: fields.duration,
      discNumber: fields.disc, trackNumber: fields.number,
      unplayableReason: fields.unplayable.map { text($0) },
      catalogID: fields.catalog.map { CatalogID(unchecked: text($0)) })
  }

  /// A track's fields, strings as checked indices into the table.
  private struct TrackFields {
    var id, title, artistID, artistName, albumID, albumTitle, duration, disc, number: Int
    var unplayable, catalog: Int?
  }

  private mutating func trackFields() throws(LibraryCacheError) -> TrackFields {
    TrackFields(
      id: try idIndex(IDKind.track), title: try use(try input.varint()),
      artistID: try idIndex(IDKind.artist), artistName: try use(try input.varint()),
      albumID: try idIndex(IDKind.album), albumTitle: try use(try input.varint()),
      duration: try input.int(), disc: try input.int(), number: try input.int(),
      unplayable: try optionalIndex(), catalog: try catalogIndex())
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

  /// The string at `index` of the table, made on first use.
  private mutating func text(_ index: Int) -> String {
    if let string = strings[index] { return string }
    let string = String(decoding: bytes[stringRanges[index]], as: UTF8.self)
    strings[index] = string
    return string
  }

  private mutating func string() throws(LibraryCacheError) -> String {
    text(try use(try input.varint()))
  }

  /// An optional string's index: 0 for none, else its index + 1.
  private mutating func optionalIndex() throws(LibraryCacheError) -> Int? {
    let index = try input.varint()
    guard index > 0 else { return nil }
    return try use(index - 1)
  }

  /// A reference to a string that must be an id of the kind `bit` (an `IDKind`).
  private mutating func idIndex(_ bit: UInt8) throws(LibraryCacheError) -> Int {
    let index = try use(try input.varint())
    guard idKinds[index] & bit != 0 else { throw .corrupt("an id") }
    return index
  }

  private mutating func id<Item>() throws(LibraryCacheError) -> LibraryID<Item> {
    LibraryID(validRawValue: text(try idIndex(IDKind.bit(for: Item.self))))
  }

  /// An optional reference to a string that must be a catalog id.
  private mutating func catalogIndex() throws(LibraryCacheError) -> Int? {
    guard let index = try optionalIndex() else { return nil }
    guard idKinds[index] & IDKind.catalog != 0 else { throw .corrupt("a catalog id") }
    return index
  }

  private mutating func catalogID<Item>() throws(LibraryCacheError) -> CatalogID<Item>? {
    try catalogIndex().map { CatalogID(unchecked: text($0)) }
  }
}

/// The kinds of id a string is valid as, as bits, so a string can be checked once for all.
enum IDKind {
  static let artist: UInt8 = 1
  static let album: UInt8 = 2
  static let track: UInt8 = 4
  static let playlist: UInt8 = 8
  /// A catalog id: a non-empty string of ASCII digits (`CatalogID.init?(_:)`).
  static let catalog: UInt8 = 16

  /// The bit of ids of `Item` (compared by type identity: a dynamic cast per id, 150,000 of
  /// them at a warm start, cost more than the rest of the check).
  static func bit<Item: LibraryItem>(for item: Item.Type) -> UInt8 {
    switch ObjectIdentifier(item) {
    case ObjectIdentifier(LibraryArtist.self): artist
    case ObjectIdentifier(LibraryAlbum.self): album
    case ObjectIdentifier(LibraryTrack.self): track
    case ObjectIdentifier(LibraryPlaylist.self): playlist
    default: 0
    }
  }

  static let prefixes: [(bit: UInt8, prefix: [UInt8])] = [
    (artist, Array(LibraryArtist.idPrefix.utf8)), (album, Array(LibraryAlbum.idPrefix.utf8)),
    (track, Array(LibraryTrack.idPrefix.utf8)), (playlist, Array(LibraryPlaylist.idPrefix.utf8)),
  ]

  /// The bits of the kinds `text` is valid as: a library id by the rule of
  /// `LibraryID.init?(_:)` (the kind's prefix and a non-empty base62 body), or a catalog id.
  static func kinds(of text: ArraySlice<UInt8>) -> UInt8 {
    guard let first = text.first else { return 0 }
    if first >= 0x30 && first <= 0x39 {
      return text.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? catalog : 0
    }
    // Most strings are titles and names; every id prefix is a letter and a dot.
    guard text.count > 2, text[text.startIndex + 1] == UInt8(ascii: ".") else { return 0 }
    let bit = prefixBits[Int(first)]
    guard bit != 0, text.dropFirst(2).allSatisfy(Base62.isDigit) else { return 0 }
    return bit
  }

  /// The kind bit of an id by its first byte (each prefix is a different letter, then a dot):
  /// one lookup instead of a walk through `prefixes` for each of 60,000 ids.
  private static let prefixBits: [UInt8] = {
    var bits = [UInt8](repeating: 0, count: 256)
    for (bit, prefix) in prefixes {
      precondition(prefix.count == 2 && prefix[1] == UInt8(ascii: ".") && bits[Int(prefix[0])] == 0)
      bits[Int(prefix[0])] = bit
    }
    return bits
  }()
}

extension LibraryID {
  /// An id from text already known to be valid for this kind (see `IDKind`).
  init(validRawValue: String) {
    self.rawValue = validRawValue
  }
}
