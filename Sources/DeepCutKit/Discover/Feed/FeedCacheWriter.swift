import Foundation

/// Writes feed caches (`FeedCacheCodec.encode`'s bytes), remembering each artist's part.
///
/// The cache is written whole after every refresh, and a refresh changes only its batch of
/// artists: the others' bytes are the ones written last time. Telling them apart costs
/// little, because an unchanged entry holds the very cuts array it held then, and arrays that
/// share their storage compare equal at once. A session keeps one writer; for 1,610 artists a
/// refresh of 40 writes 40 artists' parts and copies the rest.
public final class FeedCacheWriter {
  private struct Written {
    var entry: FeedEntry
    var bytes: [UInt8]
  }

  private var written: [LibraryArtistID: Written] = [:]
  /// The last file's size: room for the next one.
  private var lastSize = 0

  public init() {}

  /// The bytes of `cache`, stamped with `identity`.
  public func encode(_ cache: FeedCache, identity: String) -> Data {
    var writer = JSONTextWriter(escapesSlashes: true)
    writer.reserveCapacity(256 + lastSize + lastSize / 8)
    writer.append("{\"format\":")
    writer.writeString(FeedCacheCodec.format)
    writer.append(",\"identity\":")
    writer.writeString(identity)
    writer.append(",\"version\":")
    writer.writeInteger(FeedCacheCodec.version)
    writer.append("}\n{\"artists\":[")
    // Listed by id, so that the same cache always gives the same bytes.
    for (position, (id, entry)) in cache.entries.sorted(by: { $0.key < $1.key }).enumerated() {
      if position > 0 { writer.append(",") }
      writer.append(bytes(of: entry, id: id))
    }
    writer.append("],\"attempts\":")
    writer.writeInteger(cache.attempts)
    writer.append(",\"refreshes\":")
    writer.writeInteger(cache.refreshes)
    writer.append("}\n")
    if written.count > cache.entries.count {
      written = written.filter { cache.entries[$0.key] != nil }
    }
    lastSize = writer.count
    return writer.data
  }

  /// The artist's part of the file, written again only when its entry changed.
  private func bytes(of entry: FeedEntry, id: LibraryArtistID) -> [UInt8] {
    if let last = written[id], last.entry == entry { return last.bytes }
    var writer = JSONTextWriter(escapesSlashes: true)
    FeedCacheFile.Artist(id: id, entry: entry).write(to: &writer)
    let bytes = writer.bytes
    written[id] = Written(entry: entry, bytes: bytes)
    return bytes
  }
}
