import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so that a crash at any moment leaves either the old or the new version.
///
/// The data goes to a temporary file in the same directory, is flushed to disk (`fsync`), and
/// then renamed over the target; the directory is synced too so the rename itself survives.
/// A file that can be rebuilt (the import cache) may skip both syncs: a killed process still
/// leaves the old or the new file, and what a power cut might leave is caught by its checksum.
public enum AtomicFile {
  /// Replaces the file at `url` with `data`, atomically, readable only by the owner (0600);
  /// `durable: false` skips the syncs, for files that can be rebuilt.
  public static func write(_ data: Data, to url: URL, durable: Bool = true) throws(StoreError) {
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(counter())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw StoreError.io("cannot create \(temporary)", errno) }
    var ok = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
    let writeErrno = errno
    ok = ok && (!durable || fsync(fd) == 0)
    close(fd)
    guard ok else {
      unlink(temporary)
      throw StoreError.io("cannot write \(url.path)", writeErrno)
    }
    guard rename(temporary, url.path) == 0 else {
      let renameErrno = errno
      unlink(temporary)
      throw StoreError.io("cannot replace \(url.path)", renameErrno)
    }
    if durable { syncDirectory(directory) }
  }

  private static func syncDirectory(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  private static let sequence = AtomicCounter()
  private static func counter() -> Int { sequence.next() }
}

/// A thread-safe increasing counter, for unique temporary names within a process.
final class AtomicCounter: Sendable {
  private let value = LockedValue(0)

  func next() -> Int {
    value.withLock {
      $0 += 1; return $0
    }
  }
}

/// Why reading or writing state failed.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A system call failed: what was being done, and `errno`.
  case io(String, Int32)
  /// A file exists but does not parse.
  case corrupt(path: String, reason: String)
  /// A file was not a state file (a link, a FIFO, too large…) and was set aside; the text is
  /// the whole warning, naming the file.
  case setAside(String)
  /// There is no state directory (it could not be created, as the session said at start).
  case unavailable

  public var description: String {
    switch self {
    case .io(let what, let code): "\(what): \(String(cString: strerror(code)))"
    case .corrupt(let path, let reason): "\(path) is corrupt: \(reason)"
    case .setAside(let warning): warning
    case .unavailable: "there is no state directory"
    }
  }
}
