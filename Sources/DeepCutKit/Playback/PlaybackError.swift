/// Why a playback command was refused; a refused command changes nothing.
public enum PlaybackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `play` or `queue add` with no tracks.
  case nothingToPlay
  /// `play` asked to start at an index the selection does not have.
  case startOutOfRange(index: Int, count: Int)
  /// A command that needs an entry (resume, next, prev, seek) on an empty queue.
  case emptyQueue
  /// An entry id that is not in the queue (it may have been removed).
  case unknownEntry(QueueEntryID)
  /// `queue move` to a position outside the queue (0-based index).
  case positionOutOfRange(index: Int, count: Int)
  case negativeSeek
  case alreadyInterrupted
  case notInterrupted
  /// A setting that must not be negative (latency, window, delay), by name.
  case negativeSetting(String)

  public var description: String {
    switch self {
    case .nothingToPlay: "nothing to play"
    case .startOutOfRange(let index, let count):
      "cannot start at item \(index + 1): the selection has \(count)"
    case .emptyQueue: "the queue is empty"
    case .unknownEntry(let id): "no entry \(id) in the queue"
    case .positionOutOfRange(let index, let count):
      "position \(index + 1) is outside the queue (1–\(count))"
    case .negativeSeek: "cannot seek before the start of the track"
    case .alreadyInterrupted: "the player is already interrupted"
    case .notInterrupted: "the player is not interrupted"
    case .negativeSetting(let name): "\(name) cannot be negative"
    }
  }
}
