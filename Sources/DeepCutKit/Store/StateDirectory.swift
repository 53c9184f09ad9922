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
  /// Why there is no directory to use (it could not be created), or `nil` when there is one.
  ///
  /// Without one a session runs as psql and sqlite3 do without a home: no history or caches
  /// are read or kept (reads find nothing, cache writes do nothing), and only a library write
  /// says it cannot be saved.
  public let unavailableReason: String?

  /// Whether there is a directory to read and write.
  public var isAvailable: Bool { unavailableReason == nil }

  /// Whether this is a script's own directory (`scratch()`), removed when the script ends: what
  /// only a later session would read (the listening history) is not written to it.
  public private(set) var isScratch = false

  /// A state directory at `url` that could not be made, for `reason`.
  public static func unavailable(_ url: URL, reason: String) -> StateDirectory {
    StateDirectory(url: url, unavailableReason: reason)
  }

  private init(url: URL, unavailableReason: String) {
    self.url = url
    path = url.path
    self.unavailableReason = unavailableReason
  }

  /// Uses `url`, creating it (and its parents) with mode 0700 when missing.
  public init(_ url: URL) throws(StoreError) {
    self.url = url
    path = url.path
    unavailableReason = nil
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

  /// A fresh private directory under the system's temporary directory (`$TMPDIR`, else
  /// `/tmp`, as `NSTemporaryDirectory()` answers on Linux), for scripts: a script means the
  /// same thing every time because it never sees an earlier session's state.
  public static func temporary(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(StoreError) -> StateDirectory {
    // A new name each time; `mkdir` fails rather than reuse a directory already there. A
    // random number, `mkdir` and the environment the launch already holds, instead of `UUID`,
    // `FileManager` and `NSTemporaryDirectory()`: this runs at every `-c` start, and their
    // Foundation work was a measurable part of one (`-c status` against `mpc status`).
    let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let separator = base.hasSuffix("/") ? "" : "/"
    let name = "deepcut-" + String(UInt64.random(in: .min ... .max), radix: 16)
    let path = base + separator + name
    guard mkdir(path, 0o700) == 0 else {
      throw .io("cannot create a temporary state directory", errno)
    }
    return StateDirectory(made: path)
  }

  /// A `temporary()` directory that a script owns and removes at its end.
  public static func scratch(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(StoreError) -> StateDirectory {
    var state = try temporary(environment: environment)
    state.isScratch = true
    return state
  }

  /// The directory `temporary()` has just made at `path`: it exists, is private and empty, so
  /// there is nothing to create, check or clean up.
  private init(made path: String) {
    url = URL(fileURLWithPath: path, isDirectory: true)
    self.path = path
    unavailableReason = nil
  }

  /// The path of a file in the directory.
  public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The path of a file in the directory, as text (no `URL` made).
  public func filePath(_ name: String) -> String { path + "/" + name }

  /// The file's contents, or `nil` when it does not exist.
  ///
  /// Opened as token files are (`StateFileReader`): a symbolic link, FIFO, device, directory
  /// or a file larger than `kind` allows is set aside (`NAME.bad-TIME`) and throws
  /// `StoreError.setAside`, whose text is the one warning to show; the caller starts without
  /// the file. Read with `open` and `read` rather than `FileManager.contents(atPath:)`, which
  /// leaks a buffer on this toolchain (LeakSanitizer, in the state-files fuzz target).
  public func read(_ name: String, kind: StateFileKind = .general) throws(StoreError) -> Data? {
    guard isAvailable else { return nil }
    let path = filePath(name)
    switch StateFileReader.read(path, limit: kind.limit) {
    case .success(let data): return data
    case .failure(.io(let code)): throw .io("cannot read \(path)", code)
    case .failure(.refused(let refusal)):
      throw .setAside(setAside(name, kind: kind, reason: refusal.description))
    }
  }

  /// The file opened for reading, checked as `read` checks it, for a caller that maps it:
  /// its descriptor (the caller closes it) and size; `nil` when missing.
  public func open(_ name: String, kind: StateFileKind) throws(StoreError) -> (
    descriptor: Int32, size: Int
  )? {
    guard isAvailable else { return nil }
    switch StateFileReader.open(filePath(name), limit: kind.limit) {
    case .missing: return nil
    case .file(let descriptor, let size): return (descriptor, size)
    case .failed(let code): throw .io("cannot read \(filePath(name))", code)
    case .refused(let refusal):
      throw .setAside(setAside(name, kind: kind, reason: refusal.description))
    }
  }

  /// Moves a file that is not a state file (a link, a FIFO, too large…) out of the way
  /// (`NAME.bad-20261130T101500`) and returns the warning to show, which names it.
  @discardableResult
  public func setAside(
    _ name: String, kind: StateFileKind = .general, reason: String, at date: Date = Date()
  ) -> String {
    let what = "\(filePath(name)) (\(kind)) is \(reason)"
    guard let target = moveAside(name, as: "bad", at: date) else {
      return "\(what) and could not be moved aside; starting without it"
    }
    return "\(what); moved aside to \(target), starting without it"
  }

  /// Renames `name` to `NAME.LABEL-TIME`; returns the new name, or `nil` when it could not.
  public func moveAside(_ name: String, as label: String, at date: Date = Date()) -> String? {
    let target = "\(name).\(label)-\(Self.stamp(date))"
    return rename(filePath(name), filePath(target)) == 0 ? target : nil
  }

  /// Replaces the file atomically (0600); `durable: false` skips the syncs, for a file that
  /// can be rebuilt (see `AtomicFile`).
  public func write(_ data: Data, to name: String, durable: Bool = true) throws(StoreError) {
    guard isAvailable else { return }
    try AtomicFile.write(data, to: file(name), durable: durable)
  }

  /// Moves a file that does not parse out of the way (`NAME.corrupt-20261130T101500`) and
  /// returns the warning to show.
  @discardableResult
  public func quarantine(_ name: String, reason: String, at date: Date = Date()) -> String {
    guard let target = moveAside(name, as: "corrupt", at: date) else {
      return "\(name) was corrupt (\(reason)) and could not be moved aside; ignoring it"
    }
    return "\(name) was corrupt (\(reason)); moved aside to \(target), starting without it"
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

  /// `date` as a file name's stamp, `20261130T101500` (UTC).
  public static func stamp(_ date: Date) -> String { stampFormatter.string(from: date) }

  private static let stampFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss"
    return formatter
  }()
}
