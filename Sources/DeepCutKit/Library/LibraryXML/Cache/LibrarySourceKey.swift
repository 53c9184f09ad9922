/// What identifies a Library.xml's contents without reading it all: the key of its cache.
///
/// Size and modification time catch every ordinary change (Music rewrites the whole file on
/// export). Hashes of the first and last 64 KiB also catch a file replaced by a copy that keeps
/// the old time (`cp -p`, `rsync -t`): the header holds the export date and the tail the last
/// playlists. An edit in the middle that keeps size and time is not detected; reading the whole
/// file to rule that out would cost as much as importing it. Computing the key takes about two
/// reads of 64 KiB.
public struct LibrarySourceKey: Hashable, Sendable {
  public var size: UInt64
  /// Nanoseconds since 1970.
  public var modified: Int64
  public var headHash: UInt64
  public var tailHash: UInt64

  /// How much of each end is hashed.
  static let sampleSize = 1 << 16

  public init(size: UInt64, modified: Int64, headHash: UInt64, tailHash: UInt64) {
    self.size = size
    self.modified = modified
    self.headHash = headHash
    self.tailHash = tailHash
  }

  /// The key of the file at `path` as it is now.
  public init(fileAtPath path: String) throws(LibraryXMLError) {
    let sample: (size: Int, modified: Int64, head: [UInt8], tail: [UInt8])
    do {
      sample = try ByteSource.sample(ofFileAt: path, count: Self.sampleSize)
    } catch {
      throw LibraryXMLError(file: path, line: nil, message: error.message)
    }
    self.size = UInt64(sample.size)
    self.modified = sample.modified
    self.headHash = CacheChecksum.of(sample.head[...], seed: 0)
    self.tailHash = CacheChecksum.of(
      sample.tail[...], seed: UInt64(max(0, sample.size - Self.sampleSize)))
  }
}
