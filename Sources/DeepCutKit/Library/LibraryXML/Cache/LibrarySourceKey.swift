#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw LibraryXMLError(file: path, line: nil, message: systemError())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw LibraryXMLError(file: path, line: nil, message: systemError())
    }
    let size = Int(status.st_size)
    let sample = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.sampleSize, alignment: 8)
    defer { sample.deallocate() }
    func hash(at offset: Int) throws(LibraryXMLError) -> UInt64 {
      let count = pread(descriptor, sample.baseAddress, min(Self.sampleSize, size), off_t(offset))
      guard count >= 0 else { throw LibraryXMLError(file: path, line: nil, message: systemError()) }
      return ByteHash.of(UnsafeRawBufferPointer(rebasing: sample[..<count]), seed: UInt64(offset))
    }
    self.size = UInt64(size)
    self.modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    self.headHash = try hash(at: 0)
    self.tailHash = try hash(at: max(0, size - Self.sampleSize))
  }
}
