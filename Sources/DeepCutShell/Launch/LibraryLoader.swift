import DeepCutKit
import Foundation

/// Loads the user's Library.xml export: from the cache in the state directory when the file is
/// unchanged (milliseconds), otherwise by streaming the file and caching the result.
///
/// The user's file is only ever read. The cache is keyed by the file's size, modification time
/// and the hashes of its first and last 64 KiB, so an edited or re-exported file is imported
/// again; a cache that does not decode is ignored and rewritten. The cache is written in the
/// background: call `finishCacheWrites()` before the process exits.
public enum LibraryLoader {
  /// What loading produced.
  public struct Loaded: Sendable {
    public var library: LibraryImport
    /// Which library this is, for the state files kept per library.
    public var identity: String
    /// Whether the cache answered (no import ran).
    public var fromCache: Bool
  }

  /// Why a library could not be loaded: a one-line message (`FILE:LINE: …` for bad XML).
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Loads `path`, reporting import progress (bytes read) through `progress`; `warning` hears
  /// of a cache file that was not a file (set aside).
  public static func load(
    _ path: String, state: StateDirectory, progress: ((Int64) -> Void)? = nil,
    warning: (String) -> Void = { _ in }
  ) throws(Failure) -> Loaded {
    switch FileKind(path: path) {
    case .missing:
      throw Failure(
        description: "\(path): no such file (export it from Music: File › Library › Export Library)"
      )
    case .directory: throw Failure(description: "\(path): is a directory, not a Library.xml file")
    case .device: throw Failure(description: "\(path): is a device, not a Library.xml file")
    case .file: break
    }
    let key: LibrarySourceKey
    do {
      key = try LibrarySourceKey(fileAtPath: path)
    } catch {
      throw Failure(description: error.description)
    }
    let identity = Self.identity(of: path)
    let cacheName = "library-\(identity).cache"
    // A load in the same process finds the cache an earlier one was still writing.
    finishCacheWrites()
    if let library = readCache(cacheName, in: state, expecting: key, warning: warning) {
      return Loaded(library: library, identity: identity, fromCache: true)
    }
    let library: LibraryImport
    do {
      library = try LibraryXMLImporter.importFile(atPath: path, progress: progress)
    } catch {
      throw Failure(description: error.description)
    }
    writeCache(library, key: key, to: cacheName, in: state)
    return Loaded(library: library, identity: identity, fromCache: false)
  }

  /// Waits for the cache writes still under way; the process calls it before it exits.
  public static func finishCacheWrites() {
    cacheWrites.wait()
  }

  private static let cacheWrites = DispatchGroup()

  /// Encodes and writes the cache on another thread, so the first start need not wait for it.
  ///
  /// On two cores it runs while the library is indexed and listed. The write is atomic but
  /// not synced: a cache can be rebuilt, and one that a power cut damaged fails its checksum.
  private static func writeCache(
    _ library: LibraryImport, key: LibrarySourceKey, to name: String, in state: StateDirectory
  ) {
    cacheWrites.enter()
    let thread = Thread {
      // A cache that cannot be written only costs the next start its speed.
      try? state.write(Data(LibraryCacheCodec.encode(library, key: key)), to: name, durable: false)
      cacheWrites.leave()
    }
    thread.start()
  }

  /// The library in the cache `name`, read through the state directory's checks; `nil`
  /// when the cache is missing, stale or does not decode (a cache that is not a regular file
  /// is set aside with one warning).
  private static func readCache(
    _ name: String, in state: StateDirectory, expecting key: LibrarySourceKey,
    warning: (String) -> Void
  ) -> LibraryImport? {
    let bytes: Data?
    do {
      bytes = try state.read(name, kind: .libraryCache)
    } catch {
      if case .setAside = error { warning(error.description) }
      return nil
    }
    guard let bytes, !bytes.isEmpty else { return nil }
    return try? LibraryCacheCodec.decode([UInt8](bytes), expecting: key)
  }

  /// A stable name for the library at `path` (`import-1a2b3c4d5e6f7a8b`), so its writes and feed
  /// cache survive a re-export to the same place.
  public static func identity(of path: String) -> String {
    let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    let hash = String(StableHash.fnv1a64(canonical), radix: 16)
    return "import-" + String(repeating: "0", count: 16 - hash.count) + hash
  }
}
