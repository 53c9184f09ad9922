import Foundation
import Synchronization

/// Whether an import reads its source on two threads, and where it splits it.
enum ImportSplit: Sendable {
  /// One pass on the calling thread.
  case never
  /// Sources of at least `minimumSize` bytes split a little before their middle.
  case automatic
  /// Split at the first track boundary at or after this offset, whatever the size (tests).
  case searchingFrom(Int64)

  /// Below this, a second thread costs more than it saves.
  static let minimumSize: Int64 = 2 << 20

  /// Where to look for a track boundary in `source`, or `nil` to read it in one pass.
  func searchStart(in source: ByteSource) -> Int64? {
    switch self {
    case .never: return nil
    case .searchingFrom(let offset): return offset
    case .automatic:
      guard let size = source.size, size >= Self.minimumSize else { return nil }
      // 48%, not half: the second part also holds the playlists (equal halves: 283 M vs 258 M).
      return size * 12 / 25
    }
  }
}

/// Reads a Library.xml into a `RawLibrary` on two cores, with exactly one pass's result.
///
/// The second thread starts at a track boundary near the middle (`TrackBoundary`) and reads
/// from there to the end as if inside `Tracks`; the calling thread reads from the start and
/// stops at that boundary, which confirms it: the first reader meets a track's key exactly
/// there, so the second began where one pass would have been in the same state. Each thread
/// then finishes its part (`finish`: the import maps it, `MappedPart`) and the parts come back
/// in file order, for the caller to join. Errors follow file order: the first part's error, when it has one,
/// is the one a single pass meets first; the second part's otherwise. When the boundary is not
/// confirmed, the first reader simply reads on to the end and the second's work is dropped.
enum SplitLibraryRead {
  /// What the second thread shares with the first.
  private final class Shared: Sendable {
    let cancelled = Atomic<Bool>(false)
    let bytesRead = Atomic<Int64>(0)
  }

  /// The library in `source`, in one part or two, and the offset it was split at (`nil`: read
  /// in one pass); each part is handed to `finish` on the thread that read it.
  static func read<Part: Sendable>(
    _ source: ByteSource, chunkSize: Int, split: ImportSplit, progress: ((Int64) -> Void)?,
    finish: @escaping @Sendable (RawLibrary) -> Part
  ) throws(PlistReadError) -> (parts: [Part], splitAt: Int64?) {
    guard let searchStart = split.searchStart(in: source),
      let boundary = TrackBoundary.first(in: source, from: searchStart)
    else {
      let lexer = PlistLexer(reader: try source.makeReader(onRead: progress), chunkSize: chunkSize)
      var reader = LibraryXMLReader(lexer: lexer)
      return ([finish(try reader.read())], nil)
    }
    let shared = Shared()
    let second = ThreadedWork { () -> Result<Part, PlistReadError> in
      Result { () throws(PlistReadError) -> Part in
        let chunks = try source.makeReader(from: boundary) {
          shared.bytesRead.store($0, ordering: .relaxed)
        }
        var reader = LibraryXMLReader(
          lexer: PlistLexer(reader: chunks, chunkSize: chunkSize, start: boundary),
          isCancelled: { shared.cancelled.load(ordering: .relaxed) })
        return finish(try reader.readFromTrack())
      }
    }
    let first: RawLibrary
    let handedOver: Bool
    do {
      let chunks = try source.makeReader(
        onRead: progress.map { report in
          // Both readers' bytes, without the first one's read-ahead past the boundary.
          { report(min($0, boundary) + shared.bytesRead.load(ordering: .relaxed)) }
        })
      var reader = LibraryXMLReader(
        lexer: PlistLexer(reader: chunks, chunkSize: chunkSize), handOffset: boundary)
      first = try reader.read()
      handedOver = reader.handedOver
    } catch {
      shared.cancelled.store(true, ordering: .relaxed)
      _ = second.join()
      throw error
    }
    guard handedOver else {
      shared.cancelled.store(true, ordering: .relaxed)
      _ = second.join()
      return ([finish(first)], nil)
    }
    let firstPart = finish(first)
    let secondPart = try second.join().get()
    // The second reader's last chunks came after the first reader's last report.
    progress?(boundary + shared.bytesRead.load(ordering: .relaxed))
    return ([firstPart, secondPart], boundary)
  }
}

/// Work running on a thread of its own; `join()` waits for its result.
private final class ThreadedWork<Value: Sendable>: @unchecked Sendable {
  // Written once by the thread before it signals `done`, read only after waiting for it.
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  init(_ body: @escaping @Sendable () -> Value) {
    let thread = Thread { [self] in
      value = body()
      done.signal()
    }
    thread.start()
  }

  /// Waits for the result and hands it over: the work keeps no reference to it (the thread
  /// object may outlive the call, and a part it held would be freed with it, not by its owner).
  func join() -> Value {
    done.wait()
    defer { value = nil }
    return value!
  }
}
