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
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line -> [UInt8] in
        line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
      }
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
  /// The file's bytes, or an error naming the problem (missing, a directory, unreadable).
  ///
  /// Messages call the file `name` (the path as the user wrote it).
  public static func read(_ path: String, name: String? = nil) throws(CommandError) -> [UInt8] {
    let path = path
    let shown = name ?? path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError("cannot read '\(shown)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandError("cannot read '\(shown)': it is a directory, not a script file")
    }
    guard FileManager.default.isReadableFile(atPath: path),
      let data = FileManager.default.contents(atPath: path)
    else {
      throw CommandError("cannot read '\(shown)': permission denied")
    }
    guard data.count <= 64 * 1024 * 1024 else {
      throw CommandError("cannot read '\(shown)': \(data.count) bytes is too large for a script")
    }
    return Array(data)
  }
}
