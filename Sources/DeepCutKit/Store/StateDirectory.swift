import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The directory where deepcut keeps what must outlive a session: history, library writes, the
/// feed cache, the import cache.
///
/// `$XDG_STATE_HOME/deepcut` (default `~/.local/state/deepcut`), created 0700. Files are
/// written atomically and created 0600. A file that does not parse is moved aside as
/// `NAME.corrupt-TIME` with a warning, and the session carries on without it.
public struct StateDirectory: Sendable {
  public let url: URL
  /// `url`'s path, kept as text: files are read by path.
  public let path: String

  /// Uses `url`, creating it (and its parents) with mode 0700 when missing.
  public init(_ url: URL) throws(StoreError) {
    self.url = url
    path = url.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .io("state directory \(url.path) is a file, not a directory", ENOTDIR)
      }
      removeAbandonedTemporaryFiles()
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .io("cannot create state directory \(url.path)", errno == 0 ? EACCES : errno)
    }
  }

  /// Deletes the temporary files of writes that a killed session never finished
  /// (`.NAME.tmp-PID-N`, whose process is gone); the files they were replacing are intact.
  private func removeAbandonedTemporaryFiles() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names where name.hasPrefix(".") {
      guard let range = name.range(of: ".tmp-"),
        let pid = Int32(name[range.upperBound...].prefix { $0 != "-" })
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(file(name).path) }
    }
  }

  /// The default location: `$XDG_STATE_HOME/deepcut`, or `~/.local/state/deepcut`.
  public static func defaultURL(environment: [String: String]) -> URL {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state).appendingPathComponent("deepcut")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/state/deepcut")
  }

  /// A fresh private directory under the system's temporary directory, for scripts: a script
  /// means the same thing every time because it never sees an earlier session's state.
  public static func temporary() throws(StoreError) -> StateDirectory {
    // A new name each time; creating it fails rather than reuse a directory already there.
    let path = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("deepcut-" + UUID().uuidString).path
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .io("cannot create a temporary state directory", errno)
    }
    return StateDirectory(made: path)
  }

  /// The directory `temporary()` has just made at `path`: it exists, is private and empty, so
  /// there is nothing to create, check or clean up.
  private init(made path: String) {
    url = URL(fileURLWithPath: path, isDirectory: true)
    self.path = path
  }

  /// The path of a file in the directory.
  public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The path of a file in the directory, as text (no `URL` made).
  public func filePath(_ name: String) -> String { path + "/" + name }

  /// The file's contents, or `nil` when it does not exist.
  ///
  /// Read with `open` and `read` rather than `FileManager.contents(atPath:)`, which leaks a
  /// buffer on this toolchain (LeakSanitizer, in the state-files fuzz target). Read into one
  /// buffer of the file's size and a byte more (so the end shows in the first read), grown
  /// only when the file grew meanwhile: a session reads its state files at start, and a
  /// cleared 64 KiB chunk per read was most of that for the small files they are.
  public func read(_ name: String) throws(StoreError) -> Data? {
    let path = filePath(name)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw .io("cannot read \(path)", errno)
    }
    defer { close(fd) }
    var status = stat()
    let size = fstat(fd, &status) == 0 ? max(0, Int(status.st_size)) : 0
    var data = Data(count: size + 1)
    var filled = 0
    while true {
      if filled == data.count { data.count += max(4096, data.count) }
      let count = data.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io("cannot read \(path)", errno)
      }
      if count == 0 {
        data.count = filled
        return data
      }
      filled += count
    }
  }

  /// Replaces the file atomically (0600); `durable: false` skips the syncs, for a file that
  /// can be rebuilt (see `AtomicFile`).
  public func write(_ data: Data, to name: String, durable: Bool = true) throws(StoreError) {
    try AtomicFile.write(data, to: file(name), durable: durable)
  }

  /// Moves a file that does not parse out of the way (`NAME.corrupt-20261130T101500`) and
  /// returns the warning to show.
  @discardableResult
  public func quarantine(_ name: String, reason: String, at date: Date = Date()) -> String {
    let stamp = Self.stampFormatter.string(from: date)
    let target = "\(name).corrupt-\(stamp)"
    let moved = rename(file(name).path, file(target).path) == 0
    return moved
      ? "\(name) was corrupt (\(reason)); moved aside to \(target), starting without it"
      : "\(name) was corrupt (\(reason)) and could not be moved aside; ignoring it"
  }

  /// Deletes the directory and everything in it (for temporary script state).
  public func removeAll() {
    Self.removeTree(atPath: path)
  }

  /// Removes the file or directory tree at `path`, not following symbolic links; what cannot
  /// be removed stays.
  public static func removeTree(atPath path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  private static let stampFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss"
    return formatter
  }()
}
