/// Why a Library.xml could not be imported, located in the file: prints as `FILE:LINE: message`.
public struct LibraryXMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path or name the import was given.
  public var file: String
  /// The 1-based line of the problem, or `nil` when the file could not be read at all.
  public var line: Int?
  /// One line saying what was expected and what was found.
  public var message: String

  public init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String {
    guard let line else { return "\(file): \(message)" }
    return "\(file):\(line): \(message)"
  }
}

/// A failure inside the reader, located by byte offset; the importer turns the offset into a
/// line number only when it reports the error, so counting lines costs nothing on success.
struct PlistReadError: Error, Hashable {
  /// The byte offset of the problem, or `nil` for failures with no place (an unreadable file).
  var offset: Int64?
  var message: String
}
