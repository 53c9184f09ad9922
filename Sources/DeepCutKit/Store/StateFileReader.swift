import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A kind of state file and the most bytes one may hold: a file larger than any deepcut writes
/// is not deepcut's, and reading it would only cost memory.
public struct StateFileKind: Sendable, Hashable, CustomStringConvertible {
  /// What the file is, for warnings ("the history").
  public var description: String
  /// The largest size accepted, in bytes.
  public var limit: Int

  public init(_ description: String, limit: Int) {
    self.description = description
    self.limit = limit
  }

  /// The prompt's history: 2,000 lines of at most 64 KiB would be 128 MiB, but no one types that.
  public static let history = StateFileKind("the history", limit: 16 << 20)
  /// A library's write journal.
  public static let journal = StateFileKind("the write journal", limit: 256 << 20)
  /// A deep-cut feed's cache.
  public static let feedCache = StateFileKind("the feed cache", limit: 64 << 20)
  /// MusicBrainz's `links.json`.
  public static let links = StateFileKind("the MusicBrainz links", limit: 16 << 20)
  /// One MusicBrainz discography.
  public static let discography = StateFileKind("a MusicBrainz discography", limit: 8 << 20)
  /// The import's warm-start cache (mapped, not read).
  public static let libraryCache = StateFileKind("the import cache", limit: 1 << 30)
  /// The rate limiter's one number.
  public static let rate = StateFileKind("the rate schedule", limit: 64)
  /// Anything else.
  public static let general = StateFileKind("a state file", limit: 64 << 20)
}

/// Opens state files the way token files are opened, so no file in the state directory can
/// hang or exhaust a session: without blocking (a FIFO answers at once), without following a
/// symbolic link (`/dev/zero` behind a link is never read), regular files only, at most the
/// kind's size, read in bounded pieces.
///
/// What fails those checks is not deepcut's file: the caller sets it aside
/// (`StateDirectory.setAside`).
enum StateFileReader {
  /// Why a path is not a state file deepcut can use.
  enum Refusal: Error, Equatable, CustomStringConvertible {
    case symbolicLink
    case notRegular(String)
    case tooLarge(limit: Int)

    var description: String {
      switch self {
      case .symbolicLink: "a symbolic link"
      case .notRegular(let what): what
      case .tooLarge(let limit):
        "larger than \(limit >> 20 > 0 ? "\(limit >> 20) MiB" : "\(limit) bytes")"
      }
    }
  }

  /// The outcome of opening a path.
  enum Opened {
    case missing
    case refused(Refusal)
    case failed(Int32)
    /// An open descriptor of a regular file of `size` bytes; the caller closes it.
    case file(descriptor: Int32, size: Int)
  }

  /// The largest piece read at once.
  static let pieceSize = 1 << 20

  /// Opens `path`, checking it is a regular file of at most `limit` bytes.
  ///
  /// `writable` opens it for writing too, `create` makes a missing file (0600), `appending`
  /// writes at its end.
  static func open(
    _ path: String, limit: Int, writable: Bool = false, create: Bool = false,
    appending: Bool = false
  ) -> Opened {
    var flags = O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | (writable ? O_RDWR : O_RDONLY)
    if create { flags |= O_CREAT }
    if appending { flags |= O_APPEND }
    let descriptor = Glibc.open(path, flags, 0o600)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return .missing
      case ELOOP: return .refused(.symbolicLink)
      case EISDIR: return .refused(.notRegular("a directory"))
      case ENXIO: return .refused(.notRegular("a socket or FIFO"))
      default: return .failed(errno)
      }
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      return .failed(code)
    }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else {
      close(descriptor)
      return .refused(.notRegular(Self.describe(type)))
    }
    guard status.st_size <= off_t(limit) else {
      close(descriptor)
      return .refused(.tooLarge(limit: limit))
    }
    // The file is regular: reads and writes may block as usual from here.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .file(descriptor: descriptor, size: Int(status.st_size))
  }

  /// The whole file at `path`: `nil` when missing, a refusal when it is not a state file.
  static func read(_ path: String, limit: Int) -> Result<Data?, ReadFailure> {
    switch open(path, limit: limit) {
    case .missing: return .success(nil)
    case .refused(let refusal): return .failure(.refused(refusal))
    case .failed(let code): return .failure(.io(code))
    case .file(let descriptor, let size):
      defer { close(descriptor) }
      return readAll(descriptor, expected: size, limit: limit).map { $0 }
    }
  }

  /// Why `read` gave no bytes.
  enum ReadFailure: Error, Equatable {
    case refused(Refusal)
    case io(Int32)
  }

  /// Every byte of `descriptor`, in pieces of at most `pieceSize`; a file that grows past
  /// `limit` while it is read is refused.
  ///
  /// One buffer of the file's size and a byte more (so the end shows in the first read), grown
  /// only when the file grew meanwhile: a session reads its small state files at start.
  static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<
    Data, ReadFailure
  > {
    var data = Data(count: min(expected, limit) + 1)
    var filled = 0
    while true {
      if filled == data.count {
        guard filled <= limit else { return .failure(.refused(.tooLarge(limit: limit))) }
        data.count = min(data.count + max(4096, data.count), limit + 1)
      }
      let want = min(data.count - filled, pieceSize)
      let count = data.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + filled, want)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.io(errno))
      }
      if count == 0 {
        data.count = filled
        return .success(data)
      }
      filled += count
    }
  }

  private static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }
}
