/// Why the MusicBrainz catalog could not answer, in one line that says what to do.
public enum MusicBrainzError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server could not be reached (refused, reset, timed out).
  case unreachable(HTTPError)
  /// The server answered with an error, or with something unreadable.
  case failed(HTTPError)
  /// Offline, and the cache does not hold what was asked for.
  case notCached(String)
  /// A malformed MBID (from `link ARTIST MBID`, or a corrupted cache).
  case invalidMBID(String)

  public var description: String {
    switch self {
    case .unreachable(let error):
      "MusicBrainz is unreachable (\(error)); work from the cache with --offline or 'set offline on'"
    case .failed(.asksToWait(_, let wait)):
      "MusicBrainz asks to wait \(HTTPError.wait(wait)); try later"
    case .failed(let error): "MusicBrainz: \(error)"
    case .notCached(let what): "offline, and \(what) is not in the MusicBrainz cache yet"
    case .invalidMBID(let text):
      "'\(text)' is not a MusicBrainz id (expected 36 characters like 0df6d50f-7e43-4c6a-8220-61932b67c9c5)"
    }
  }

  /// The error for a failed call; cancellation becomes `CancellationError`.
  static func from(_ error: HTTPError) -> any Error {
    switch error {
    case .cancelled: CancellationError()
    case .timedOut, .refused, .unknownHost, .connection: MusicBrainzError.unreachable(error)
    case .status, .undecodable, .tooLarge, .asksToWait: MusicBrainzError.failed(error)
    }
  }
}
