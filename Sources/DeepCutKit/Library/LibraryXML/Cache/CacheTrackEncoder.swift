import Foundation

/// Interns the tracks' strings for the cache on a thread of its own while an import still makes
/// them, so a first start's second core works on the cache during the mapping instead of after.
///
/// Pass one to `LibraryXMLImporter.importFile(atPath:progress:encodingTracksWith:)`: the mapper
/// hands it each run of tracks as soon as it has made them (`add`), and says when it is done
/// (`finish`). `LibraryCacheCodec.encode(_:key:tracks:)` then waits for the last run and writes
/// the cache; its bytes are exactly those of encoding the library in one go. An encoder holds the
/// tracks of one import: use a new one for each.
public final class CacheTrackEncoder: Sendable {
  /// What the mapper handed over and the thread has not taken yet.
  private struct Queue: Sendable {
    var runs: [[LibraryTrack]] = []
    var finished = false
    var started = false
  }

  private let queue = LockedValue(Queue())
  /// Signalled once per run handed over, and once more at the end.
  private let handedOver = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private let result = LockedValue<TrackCachePiece?>(nil)
  public init() {}

  /// Hands over the next run of tracks, in order, of `total` tracks in all; the first run
  /// starts the thread.
  func add(_ tracks: [LibraryTrack], of total: Int) {
    let start = queue.withLock { queue in
      precondition(!queue.finished, "tracks added after the last run")
      queue.runs.append(tracks)
      defer { queue.started = true }
      return !queue.started
    }
    if start { startThread(expectedTracks: total) }
    handedOver.signal()
  }

  /// Says that every track has been handed over (a library without tracks starts no thread).
  func finish() {
    let started = queue.withLock { queue in
      queue.finished = true
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
        piece.add(run)
      }
      result.withLock { $0 = piece }
      done.signal()
    }
    thread.start()
  }
}
