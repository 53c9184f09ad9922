import Foundation
import Synchronization

/// Lines a script runner reads, one at a time: a file's lines, a `-c` string, or stdin.
public protocol ScriptInput: Sendable {
  /// The next line's bytes without its newline, or `nil` at the end.
  func nextLine() async -> [UInt8]?
}

/// A script already in memory, split into lines.
public final class ScriptLines: ScriptInput {
  private let lines: [[UInt8]]
  private let position = Mutex(0)

  /// Splits `bytes` at newlines; a trailing carriage return (a CRLF file) is dropped.
  public init(bytes: some Collection<UInt8>) {
    var lines = Array(bytes).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { $0.last == UInt8(ascii: "\r") ? Array($0.dropLast()) : Array($0) }
    if lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
  }

  /// A script from text.
  public convenience init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  public func nextLine() async -> [UInt8]? {
    position.withLock { index in
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return lines[index]
    }
  }
}

/// Reads a script file, with errors a person can act on.
public enum ScriptFile {
  /// The most a script may hold: more is almost certainly not a script.
  static let maximumBytes = 64 * 1024 * 1024

  /// The file's bytes, or an error naming the problem (missing, a directory, a device,
  /// unreadable, too large).
  ///
  /// Messages call the file `name` (the path as the user wrote it). The file is read in chunks
  /// up to the limit, so an endless pipe is refused instead of filling memory.
  public static func read(_ path: String, name: String? = nil) throws(CommandError) -> [UInt8] {
    let shown = name ?? path
    switch FileKind(path: path) {
    case .missing: throw CommandError("cannot read '\(shown)': no such file")
    case .directory:
      throw CommandError("cannot read '\(shown)': it is a directory, not a script file")
    case .device: throw CommandError("cannot read '\(shown)': it is a device, not a script file")
    case .file: break
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CommandError("cannot read '\(shown)': permission denied")
    }
    defer { try? handle.close() }
    var bytes: [UInt8] = []
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 1 << 20)
      } catch {
        throw CommandError("cannot read '\(shown)': \(error.localizedDescription)")
      }
      guard let chunk, !chunk.isEmpty else { return bytes }
      bytes.append(contentsOf: chunk)
      guard bytes.count <= maximumBytes else {
        throw CommandError("cannot read '\(shown)': more than 64 MiB is too large for a script")
      }
    }
  }
}
