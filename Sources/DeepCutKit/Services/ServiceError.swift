/// Why a library or catalog call failed, in the categories the app's error handling knows.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The network was unreachable or timed out.
  case network
  /// The developer or music user token was missing, expired or refused (HTTP 401/403).
  case auth
  /// The resource does not exist (HTTP 404), for example a library id sent to the catalog.
  case notFound(String)
  /// Too many requests (HTTP 429); try again after the given number of seconds.
  case rateLimited(retryAfterSeconds: Int)
  /// The call was cancelled; never shown as a failure.
  case cancelled

  public var description: String {
    switch self {
    case .network: "network unreachable (timed out)"
    case .auth: "not authorized (the music user token was refused)"
    case .notFound(let what): "not found: \(what)"
    case .rateLimited(let seconds): "rate limited (retry after \(seconds)s)"
    case .cancelled: "cancelled"
    }
  }
}
