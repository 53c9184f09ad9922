import Foundation

/// Interns the tracks' strings for the cache on a thread of its own while an import still makes
/// them, so a first start's second core works on the cache during the mapping instead of after.
///
/// Pass one to `LibraryXMLImporter.importFile(atPath:progress:encodingTracksWith:)`: the mapper
/// lends it each run of tracks as soon as it has made them (`add(lent:of:)`), in place in the
/// array it is filling, and then hands it that array (`finish(keeping:)`).
/// `LibraryCacheCodec.encode(_:key:tracks:)` then waits for the last run and writes the cache;
/// its bytes are exactly those of encoding the library in one go. An encoder holds the tracks of
/// one import: use a new one for each.
public final class CacheTrackEncoder: Sendable {
  /// A run of tracks lent in place: its memory is the array `finish(keeping:)` hands over.
  private struct LentRun: @unchecked Sendable {
    let tracks: UnsafeBufferPointer<LibraryTrack>
  }

  /// What the mapper handed over and the thread has not taken yet.
  private struct Queue: Sendable {
    var runs: [LentRun] = []
    /// The array the runs are in, kept (so unchanged: a change would copy it) until the
    /// thread is done with them.
    var tracks: [LibraryTrack]?
    var finished = false
    var started = false
  }

  private let queue = LockedValue(Queue())
  /// Signalled once per run handed over, and once more at the end.
  private let handedOver = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private let result = LockedValue<TrackCachePiece?>(nil)
  public init() {}

  /// Lends the next run of tracks, in order, of `total` tracks in all; the first run starts
  /// the thread.
  ///
  /// The run must stay where it is, unchanged, until `finish(keeping:)` hands over the array
  /// holding it: the mapper lends runs of the array it is still filling.
  func add(lent run: UnsafeBufferPointer<LibraryTrack>, of total: Int) {
    let start = queue.withLock { queue in
      precondition(!queue.finished, "tracks added after the last run")
      queue.runs.append(LentRun(tracks: run))
      defer { queue.started = true }
      return !queue.started
    }
    if start { startThread(expectedTracks: total) }
    handedOver.signal()
  }

  /// Says that every track has been lent, from `tracks`, which the encoder keeps until it has
  /// read them (a library without tracks starts no thread).
  func finish(keeping tracks: [LibraryTrack]) {
    let started = queue.withLock { queue in
      queue.finished = true
      queue.tracks = tracks
      return queue.started
    }
    if started { handedOver.signal() } else { result.withLock { $0 = TrackCachePiece() } }
  }

  /// The strings of every track handed over, once the thread has interned them.
  func piece() -> TrackCachePiece {
    if let piece = result.withLock({ $0 }) { return piece }
    done.wait()
    return result.withLock { $0! }
  }

  private func startThread(expectedTracks: Int) {
    let thread = Thread { [self] in
      var piece = TrackCachePiece(expectedTracks: expectedTracks)
      while true {
        handedOver.wait()
        let next = queue.withLock { queue in
          queue.runs.isEmpty ? nil : queue.runs.removeFirst()
        }
        guard let run = next else { break }
        piece.add(run.tracks)
      }
      queue.withLock { $0.tracks = nil }
      result.withLock { $0 = piece }
      done.signal()
    }
    thread.start()
  }
}
