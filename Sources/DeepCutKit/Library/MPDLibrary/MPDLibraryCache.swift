import Foundation

extension StateFileKind {
  /// The MPD library's warm-start cache.
  public static let mpdLibraryCache = StateFileKind("the MPD library cache", limit: 512 << 20)
}

/// The songs read from an MPD, kept so that a database MPD has not updated since is not read
/// again: keyed by MPD's address and `db_update` (and song count), as the Library.xml cache is
/// keyed by the file's identity.
///
/// Layout: magic `DCMP`, a version byte, three zero bytes, then the address, the stamp, a table
/// of every distinct string (compared by bytes, so an NFD and an NFC name stay two), the songs
/// (their strings as indices), and a checksum of everything before it. Stored playlists are
/// not kept: MPD changes them without a database update, so each start asks for them.
/// Decoding trusts nothing: a wrong magic, version, key or checksum, or any index out of range,
/// throws `LibraryCacheError`; it never crashes or returns other songs.
public enum MPDLibraryCache {
  public static let formatVersion: UInt8 = 1
  private static let magic = Array("DCMP".utf8)

  /// What a cache is for: the MPD and its database's stamp.
  public struct Key: Hashable, Sendable {
    public var address: String
    public var stamp: MPDLibraryReader.DatabaseStamp

    public init(address: String, stamp: MPDLibraryReader.DatabaseStamp) {
      self.address = address
      self.stamp = stamp
    }
  }

  /// The cache file's name for the MPD at `address` (one file per MPD, rewritten on change).
  public static func fileName(identity: String) -> String { "library-\(identity).mpdcache" }

  public static func encode(_ songs: [MPDLibrarySong], key: Key) -> [UInt8] {
    var table = StringTable()
    var values = BinaryWriter()
    values.varint(UInt64(songs.count))
    for song in songs {
      // MPD's URIs are distinct: each is new to the table, with no need to look it up.
      values.varint(table.add(song.uri))
      for (slot, text) in [
        song.title, song.artist, song.albumArtist, song.album, song.date, song.originalDate,
        song.track, song.disc, song.releaseID, song.releaseGroupID,
      ].enumerated() {
        values.varint(text.map { table.index($0, slot: slot) + 1 } ?? 0)
      }
      values.varint(UInt64(song.durationMilliseconds))
      for (list, ids) in [song.artistIDs, song.albumArtistIDs].enumerated() {
        values.varint(UInt64(ids.count))
        for id in ids { values.varint(table.index(id, slot: 10 + list)) }
      }
    }
    var out = BinaryWriter()
    out.raw(magic)
    out.raw([formatVersion, 0, 0, 0])
    writeString(key.address, to: &out)
    out.int(key.stamp.updated)
    out.int(key.stamp.songs)
    out.varint(UInt64(table.strings.count))
    for text in table.strings { writeString(text, to: &out) }
    out.raw(values.bytes)
    out.word(CacheChecksum.of(out.bytes[...]))
    return out.bytes
  }

  /// The songs of a cache made for `key`.
  public static func decode(_ bytes: [UInt8], expecting key: Key) throws(LibraryCacheError)
    -> [MPDLibrarySong]
  {
    guard bytes.count >= 16, bytes[0..<4].elementsEqual(magic) else { throw .notACache }
    guard bytes[4] == formatVersion else { throw .unsupportedVersion(bytes[4]) }
    guard bytes[5..<8].allSatisfy({ $0 == 0 }) else { throw .corrupt("reserved bytes") }
    var tail = BinaryReader(bytes, from: bytes.count - 8)
    guard try tail.word() == CacheChecksum.of(bytes[..<(bytes.count - 8)]) else {
      throw .corrupt("checksum mismatch")
    }
    var reader = BinaryReader(Array(bytes[..<(bytes.count - 8)]), from: 8)
    let address = try readString(&reader)
    let stamp = MPDLibraryReader.DatabaseStamp(updated: try reader.int(), songs: try reader.int())
    guard Key(address: address, stamp: stamp) == key else { throw .staleSource }
    let stringCount = try reader.count()
    var strings: [String] = []
    strings.reserveCapacity(stringCount)
    for _ in 0..<stringCount { strings.append(try readString(&reader)) }
    func string(_ reader: inout BinaryReader) throws(LibraryCacheError) -> String {
      let index = try reader.varint()
      guard index < UInt64(strings.count) else { throw .corrupt("string index") }
      return strings[Int(index)]
    }
    func optional(_ reader: inout BinaryReader) throws(LibraryCacheError) -> String? {
      let index = try reader.varint()
      guard index > 0 else { return nil }
      guard index <= UInt64(strings.count) else { throw .corrupt("string index") }
      return strings[Int(index - 1)]
    }
    let count = try reader.count(minimumSize: 14)
    var songs: [MPDLibrarySong] = []
    songs.reserveCapacity(count)
    for _ in 0..<count {
      var song = MPDLibrarySong(uri: try string(&reader))
      song.title = try optional(&reader)
      song.artist = try optional(&reader)
      song.albumArtist = try optional(&reader)
      song.album = try optional(&reader)
      song.date = try optional(&reader)
      song.originalDate = try optional(&reader)
      song.track = try optional(&reader)
      song.disc = try optional(&reader)
      song.releaseID = try optional(&reader)
      song.releaseGroupID = try optional(&reader)
      let duration = try reader.varint()
      guard duration < UInt64(Int32.max) else { throw .corrupt("duration") }
      song.durationMilliseconds = Int(duration)
      for list in 0..<2 {
        var ids: [String] = []
        for _ in 0..<(try reader.count()) { ids.append(try string(&reader)) }
        if list == 0 { song.artistIDs = ids } else { song.albumArtistIDs = ids }
      }
      songs.append(song)
    }
    guard reader.isAtEnd else { throw .corrupt("trailing bytes") }
    return songs
  }

  private static func writeString(_ text: String, to out: inout BinaryWriter) {
    out.varint(UInt64(text.utf8.count))
    out.raw(text.utf8)
  }

  private static func readString(_ reader: inout BinaryReader) throws(LibraryCacheError)
    -> String
  {
    let length = try reader.count()
    let range = try reader.raw(length)
    guard let text = String(validating: reader.bytes[range], as: UTF8.self) else {
      throw .corrupt("not UTF-8")
    }
    return text
  }

  /// Strings by bytes, each given an index the first time it is met.
  private struct StringTable {
    var strings: [String] = []
    var indices: [ExactString: Int] = [:]
    /// The last string met in each slot (a song's field) and its index: an album's tracks
    /// come together and repeat its artist, title and date, which then need no hashing.
    var last = [(text: ExactString, index: UInt64)?](repeating: nil, count: 12)

    mutating func index(_ text: String, slot: Int) -> UInt64 {
      let key = ExactString(text)
      if let last = last[slot], last.text == key { return last.index }
      let index: UInt64
      if let known = indices[key] {
        index = UInt64(known)
      } else {
        indices[key] = strings.count
        index = add(text)
      }
      last[slot] = (key, index)
      return index
    }

    /// Adds a string without looking it up: one met only once (a URI), or just found new.
    mutating func add(_ text: String) -> UInt64 {
      strings.append(text)
      return UInt64(strings.count - 1)
    }
  }
}
