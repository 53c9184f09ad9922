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
/// The file is streamed in chunks through a hand-written plist tokenizer, never loaded whole:
/// Foundation's parsers either fail on large files on Linux (`XMLParser(data:)`) or need several
/// times the file's size in memory (`PropertyListSerialization`). The file is only ever read.
/// A file of `ImportSplit.minimumSize` or more is read and mapped on two threads, split at a
/// track near its middle (`SplitLibraryRead`, `MappedPart`), with exactly the result of one
/// pass.
public enum LibraryXMLImporter {
  /// How many plays "recently played" keeps: about what Apple's own history holds (§2.3 of
  /// apple-formats.md), so artists the user has not played lately stay "forgotten" for the feed.
  public static let recentlyPlayedLimit = 50

  /// Imports the Library.xml at `path`.
  ///
  /// - Parameters:
  ///   - progress: called after each chunk with the bytes read so far (compare with the file's
  ///     size to draw a progress bar).
  ///   - cacheTracks: gets the tracks as they are made, to start on the cache
  ///     (`LibraryCacheCodec.encode(_:key:tracks:)`) while the import goes on.
  /// - Throws: `LibraryXMLError` locating the first problem (`FILE:LINE: expected </dict>,
  ///   found end of file`) when the file can't be read or is not a well-formed plist.
  public static func importFile(
    atPath path: String, progress: ((_ bytesRead: Int64) -> Void)? = nil,
    encodingTracksWith cacheTracks: CacheTrackEncoder? = nil
  ) throws(LibraryXMLError) -> LibraryImport {
    try importSource(
      .file(path: path), name: path, progress: progress, cacheTracks: cacheTracks)
  }

  /// Imports a Library.xml already in memory; `name` stands for the file in messages.
  public static func importBytes(
    _ bytes: [UInt8], name: String = "Library.xml"
  ) throws(LibraryXMLError) -> LibraryImport {
    try importSource(.memory(bytes), name: name)
  }

  /// Imports from any source, `chunkSize` bytes at a time (tests vary it and the split).
  static func importSource(
    _ source: ByteSource, name: String, chunkSize: Int = PlistLexer.chunkSize,
    split: ImportSplit = .automatic, progress: ((Int64) -> Void)? = nil,
    cacheTracks: CacheTrackEncoder? = nil
  ) throws(LibraryXMLError) -> LibraryImport {
    try importReportingSplit(
      source, name: name, chunkSize: chunkSize, split: split, progress: progress,
      cacheTracks: cacheTracks
    ).library
  }

  /// Imports from any source, and says where the file was split over two threads, if it was.
  static func importReportingSplit(
    _ source: ByteSource, name: String, chunkSize: Int = PlistLexer.chunkSize,
    split: ImportSplit = .automatic, progress: ((Int64) -> Void)? = nil,
    cacheTracks: CacheTrackEncoder? = nil
  ) throws(LibraryXMLError) -> (library: LibraryImport, splitAt: Int64?) {
    var mapper: LibraryMapper
    var issues = ImportIssues()
    let splitAt: Int64?
    do {
      let (parts, at) = try SplitLibraryRead.read(
        source, chunkSize: chunkSize, split: split, progress: progress, finish: MappedPart.init)
      splitAt = at
      for part in parts { issues.append(part.raw.issues) }
      // Consumed: the mapper, and then the freeing thread, must be the parts' only holder.
      mapper = LibraryMapper(
        parts: consume parts, recentlyPlayedLimit: recentlyPlayedLimit, cacheTracks: cacheTracks)
    } catch {
      let line = error.offset.flatMap { source.lineNumbers(at: [$0])[$0] }
      throw LibraryXMLError(file: name, line: line, message: error.message)
    }
    var (contents, summary, notes) = mapper.map()
    summary.source = name
    summary.warnings = located(issues, in: source, name: name) + notes
    freeOnAnotherThread(&mapper)
    return (LibraryImport(contents: contents, summary: summary), splitAt)
  }

  /// Frees what the reader collected on a thread of its own when it is large: a release for
  /// every string of every entry (10.6 M instructions for 50,000 tracks), which the caller need
  /// not wait for.
  ///
  /// The parts go straight from the mapper into the box the thread empties, so no reference
  /// stays behind here: one released after the thread's would free them all on this thread.
  /// The thread runs at the lowest priority, so it takes a core only when the shell and the
  /// cache writer leave one idle, and the exit does not wait for it.
  private static func freeOnAnotherThread(_ mapper: inout LibraryMapper) {
    guard mapper.parts.reduce(0, { $0 + $1.raw.tracks.count }) >= 4_096 else { return }
    let leftovers = Leftovers()
    leftovers.parts = mapper.takeParts()
    Thread {
      #if os(Linux)
        // Linux keeps the nice value per thread: `0` is the calling thread only.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
      #endif
      leftovers.parts = []
    }.start()
  }

  /// Parts that only the freeing thread holds once it starts.
  private final class Leftovers: @unchecked Sendable {
    // Written before the thread starts, then only by the freeing thread.
    var parts: [MappedPart] = []
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
