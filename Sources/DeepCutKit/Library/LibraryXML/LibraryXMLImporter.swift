import Foundation

/// A library read from a Library.xml: the model, and what the import did to build it.
public struct LibraryImport: Hashable, Sendable, Codable {
  public var contents: LibraryContents
  public var summary: LibraryImportSummary

  public init(contents: LibraryContents, summary: LibraryImportSummary) {
    self.contents = contents
    self.summary = summary
  }
}

/// Imports a Music or iTunes library export (File › Library › Export Library…).
///
/// One pass on one thread: the file is streamed in chunks (`ByteSource`, `ByteWindow`) through
/// a hand-written plist tokenizer (`PlistLexer`), read into what each entry says
/// (`LibraryXMLReader`, `RawLibrary`), then mapped by the import rules (`LibraryMapper`). The
/// file is never loaded whole: Foundation's parsers either fail on large files on Linux
/// (`XMLParser(data:)`) or need several times the file's size in memory
/// (`PropertyListSerialization`). The file is only ever read.
public enum LibraryXMLImporter {
  /// How many plays "recently played" keeps: about what Apple's own history holds (§2.3 of
  /// apple-formats.md), so artists the user has not played lately stay "forgotten" for the feed.
  public static let recentlyPlayedLimit = 50

  /// Imports the Library.xml at `path`.
  ///
  /// - Parameter progress: called after each chunk with the bytes read so far (compare with the
  ///   file's size to draw a progress bar).
  /// - Throws: `LibraryXMLError` locating the first problem (`FILE:LINE: expected </dict>,
  ///   found end of file`) when the file can't be read or is not a well-formed plist.
  public static func importFile(
    atPath path: String, progress: ((_ bytesRead: Int64) -> Void)? = nil
  ) throws(LibraryXMLError) -> LibraryImport {
    try importSource(.file(path: path), name: path, progress: progress)
  }

  /// Imports a Library.xml already in memory; `name` stands for the file in messages.
  public static func importBytes(
    _ bytes: [UInt8], name: String = "Library.xml"
  ) throws(LibraryXMLError) -> LibraryImport {
    try importSource(.memory(bytes), name: name)
  }

  /// Imports from any source, `chunkSize` bytes at a time (tests vary it).
  static func importSource(
    _ source: ByteSource, name: String, chunkSize: Int = PlistLexer.chunkSize,
    progress: ((Int64) -> Void)? = nil
  ) throws(LibraryXMLError) -> LibraryImport {
    let raw: RawLibrary
    do {
      let lexer = PlistLexer(reader: try source.makeReader(onRead: progress), chunkSize: chunkSize)
      var reader = LibraryXMLReader(lexer: lexer)
      raw = try reader.read()
    } catch {
      let line = error.offset.flatMap { source.lineNumbers(at: [$0])[$0] }
      throw LibraryXMLError(file: name, line: line, message: error.message)
    }
    var mapper = LibraryMapper(raw: raw, recentlyPlayedLimit: recentlyPlayedLimit)
    var (contents, summary, notes) = mapper.map()
    summary.source = name
    summary.warnings = located(raw.issues, in: source, name: name) + notes
    return LibraryImport(contents: contents, summary: summary)
  }

  /// One warning per kind of issue the reader worked around, pointing at the first one.
  private static func located(_ issues: ImportIssues, in source: ByteSource, name: String)
    -> [String]
  {
    let kinds = ImportIssues.Kind.allCases.filter { issues.entries[$0] != nil }
    let lines = source.lineNumbers(at: kinds.compactMap { issues.entries[$0]?.firstOffset })
    return kinds.compactMap { kind in
      guard let entry = issues.entries[kind] else { return nil }
      let place = lines[entry.firstOffset].map { "\(name):\($0): " } ?? "\(name): "
      let what: String
      switch kind {
      case .unexpectedType: what = entry.count.counting("value") + " of an unexpected type"
      case .unreadableValue: what = entry.count.counting("value") + " that could not be read"
      case .malformedPlaylistItem:
        what = entry.count.counting("playlist entry", "playlist entries") + " without a track"
      }
      return "\(place)ignored \(what) (the first: \(entry.firstDetail))"
    }
  }
}
