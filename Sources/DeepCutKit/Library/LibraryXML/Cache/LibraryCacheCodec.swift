import Foundation

/// A compact binary form of an imported library, so an unchanged Library.xml starts in
/// milliseconds instead of being imported again.
///
/// Layout: a 56-byte header (magic `DCLC`, version byte, three zero bytes, the
/// `LibrarySourceKey`, the payload's length and checksum), then the payload: a table of every
/// distinct string, then artists, albums, playlists, recently played, tracks and the summary,
/// their strings as indices into the table (a name shared by 12 tracks is stored and decoded
/// once). Integers are varints.
///
/// Decoding trusts nothing: the magic, version, key, length and checksum are checked first, and
/// every count, index, flag and id is checked again while reading, so a truncated, corrupted or
/// stale cache throws `LibraryCacheError`; it never crashes or returns a wrong library. Every
/// value has exactly one encoding (no overlong numbers, flags only 0 or 1, the string table in
/// the order its strings are first used and none unused), so changed bytes can't decode to the
/// same library unnoticed. Every check runs at once, but the tracks are built on first read
/// (`DeferredTracks`), so a warm start that lists artists does not build 50,000 tracks. Version
/// 3 moved the tracks after the playlists for that. One exception is let through: a table
/// listing the same string twice (finding it means hashing every string, half again the decode
/// time, for bytes the checksum already guards).
/// A warm start, as the shell would do it (where the cache lives is its business):
///
/// ```swift
/// let key = try LibrarySourceKey(fileAtPath: path)
/// if let bytes = try? cacheFile.read(), let library = try? LibraryCacheCodec.decode(bytes, expecting: key) {
///   return library
/// }
/// let library = try LibraryXMLImporter.importFile(atPath: path)
/// try cacheFile.writeAtomically(LibraryCacheCodec.encode(library, key: key))
/// ```
public enum LibraryCacheCodec {
  /// Bump when the encoding *or the import rules* change: a cache must never outlive the rules
  /// that built it.
  public static let formatVersion: UInt8 = 3
  private static let magic: [UInt8] = Array("DCLC".utf8)
  static let headerSize = 56

  /// Encodes `library`, imported from the file whose key is `key`.
  public static func encode(_ library: LibraryImport, key: LibrarySourceKey) -> [UInt8] {
    var payload = CachePayloadWriter()
    payload.write(library)
    var out = BinaryWriter()
    out.raw(magic)
    out.raw([formatVersion, 0, 0, 0])
    out.word(key.size)
    out.word(UInt64(bitPattern: key.modified))
    out.word(key.headHash)
    out.word(key.tailHash)
    // The body's length and checksum, filled in once the body is written after them.
    out.word(0)
    out.word(0)
    payload.finish(into: &out)
    out.replaceWord(at: headerSize - 16, with: UInt64(out.count - headerSize))
    out.replaceWord(at: headerSize - 8, with: CacheChecksum.of(out.bytes[headerSize...]))
    return out.bytes
  }

  /// Decodes a cache, provided it was made from the file whose key is now `key`.
  public static func decode(
    _ bytes: [UInt8], expecting key: LibrarySourceKey
  ) throws(LibraryCacheError) -> LibraryImport {
    var header = BinaryReader(bytes)
    guard bytes.count >= 8, bytes[try header.raw(4)].elementsEqual(magic) else {
      throw .notACache
    }
    let version = try header.byte()
    guard version == formatVersion else { throw .unsupportedVersion(version) }
    guard bytes[try header.raw(3)].allSatisfy({ $0 == 0 }) else {
      throw .corrupt("reserved bytes")
    }
    let stored = LibrarySourceKey(
      size: try header.word(), modified: Int64(bitPattern: try header.word()),
      headHash: try header.word(), tailHash: try header.word())
    guard stored == key else { throw .staleSource }
    let length = try header.word()
    let checksum = try header.word()
    guard length == UInt64(bytes.count - headerSize) else {
      throw length > UInt64(bytes.count - headerSize) ? .truncated : .corrupt("trailing bytes")
    }
    guard CacheChecksum.of(bytes[headerSize...]) == checksum else {
      throw .corrupt("checksum mismatch")
    }
    var payload = try CachePayloadReader(bytes, from: headerSize)
    return try payload.readLibrary()
  }
}
