/// Why ListenBrainz gave no counts, in one line that says what to do.
public enum ListenBrainzError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server could not be reached (refused, reset, timed out).
  case unreachable(HTTPError)
  /// The server answered with an error, or with something unreadable.
  case failed(HTTPError)

  public var description: String {
    switch self {
    case .unreachable(let error): "ListenBrainz is unreachable (\(error))"
    case .failed(let error): "ListenBrainz: \(error)"
    }
  }

  /// The error for a failed call; `nil` for cancellation, which is not a failure.
  static func from(_ error: HTTPError) -> ListenBrainzError? {
    switch error {
    case .cancelled: nil
    case .timedOut, .refused, .unknownHost, .connection: .unreachable(error)
    case .status, .undecodable, .tooLarge, .asksToWait: .failed(error)
    }
  }
}
