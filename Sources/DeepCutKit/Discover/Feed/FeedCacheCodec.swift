import Foundation

/// The feed cache's bytes: a versioned JSON document, keyed by library identity.
///
/// Two lines: a small header (`{"format":"deepcut-feed","identity":"sample","version":1}`),
/// checked before anything else is parsed, then the cache. `decode` refuses with a
/// `FeedCacheCodec.Rejection` anything it cannot vouch for (not this format, another
/// version, another library, truncated or malformed); the caller then moves the file aside
/// (`StateDirectory.quarantine`) and starts a new cache. The caller also writes the bytes,
/// atomically, with `StateDirectory.write`.
///
/// The body is `FeedCacheFile`'s compact JSON. For 1,610 artists (15,000 cached cuts,
/// 1.2 MB) it encodes in about 38 ms and decodes in about 31 ms (release build, 2 cores):
/// fast enough for a file read once per command, and readable with any JSON tool, so a
/// hand-written format would not pay for itself. (Writing the in-memory values with their
/// own `Codable` forms took 2.9 MB and twice as long.)
public enum FeedCacheCodec {
  /// The format's version; bump it whenever the body's shape changes.
  public static let version = 1
  static let format = "deepcut-feed"

  /// The state file for a library identity (`sample`, or an import's key).
  public static func fileName(for identity: String) -> String { "feed-\(identity).json" }

  /// Why some bytes are not a usable feed cache.
  public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a deepcut feed cache at all (garbage, or truncated within the header).
    case notAFeedCache
    /// A feed cache of another version of the format.
    case unsupportedVersion(Int)
    /// A feed cache of another library.
    case otherLibrary(String)
    /// The header is right but the cache does not parse (truncated, edited by hand).
    case malformed(String)

    public var description: String {
      switch self {
      case .notAFeedCache: "not a deepcut feed cache"
      case .unsupportedVersion(let found):
        "feed cache version \(found), this deepcut reads version \(FeedCacheCodec.version)"
      case .otherLibrary(let identity): "the feed cache of another library ('\(identity)')"
      case .malformed(let reason): "malformed feed cache (\(reason))"
      }
    }
  }

  private struct Header: Codable {
    var format: String
    var version: Int
    var identity: String
  }

  /// The cache as bytes, stamped with `identity`: a header line, then the cache's line, as
  /// `JSONEncoder` writes them with `.sortedKeys`.
  public static func encode(_ cache: FeedCache, identity: String) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let header = Header(format: format, version: version, identity: identity)
    // Both encode: every field is a string, a number or a date, all finite.
    var data = (try? encoder.encode(header)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    data.append((try? encoder.encode(FeedCacheFile(cache))) ?? Data())
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The cache in `data`, when it is a cache of this version for `identity`.
  public static func decode(_ data: Data, identity: String) throws(Rejection) -> FeedCache {
    guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
      let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]),
      header.format == format
    else { throw .notAFeedCache }
    guard header.version == version else { throw .unsupportedVersion(header.version) }
    guard header.identity == identity else { throw .otherLibrary(header.identity) }
    let file: FeedCacheFile
    do {
      file = try JSONDecoder().decode(FeedCacheFile.self, from: data[(newline + 1)...])
    } catch let error as DecodingError {
      throw .malformed(Self.summary(of: error))
    } catch {
      throw .malformed("\(error)")
    }
    return try file.cache()
  }

  /// One line for a decoding error: what was wrong, and where.
  private static func summary(of error: DecodingError) -> String {
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case .dataCorrupted(let context): (context, "unreadable")
      case .keyNotFound(let key, let context): (context, "missing '\(key.stringValue)'")
      case .typeMismatch(_, let context): (context, "wrong type")
      case .valueNotFound(_, let context): (context, "missing value")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "unreadable")
      }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? what : "\(what) at \(path)"
  }
}
