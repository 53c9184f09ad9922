/// Why a cache was rejected; the caller imports the Library.xml again and replaces the cache.
public enum LibraryCacheError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes don't start with the cache's magic number.
  case notACache
  /// Written by another version of the encoding or the import rules.
  case unsupportedVersion(UInt8)
  /// Made from another Library.xml, or from this one before it changed.
  case staleSource
  /// Shorter than its header says.
  case truncated
  /// The checksum does not match, or a value makes no sense.
  case corrupt(String)

  public var description: String {
    switch self {
    case .notACache: "not a deepcut library cache"
    case .unsupportedVersion(let version):
      "a cache of version \(version), not \(LibraryCacheCodec.formatVersion)"
    case .staleSource: "the cache is of another version of the library file"
    case .truncated: "the cache is truncated"
    case .corrupt(let what): "the cache is corrupt (\(what))"
    }
  }
}
