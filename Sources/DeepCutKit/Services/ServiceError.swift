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
  /// The user has not let the app use Apple Music (`MusicAuthorization`).
  case notAuthorized(MusicAuthorization.Status)
  /// A real service's failure: its category (the kinds a failure can be injected as) and the
  /// service's own one-line account, which says what to do ("the developer token expired on
  /// …"). Never carries a token.
  case reported(FailureInjector.Kind, String)

  public var description: String {
    switch self {
    case .network: "network unreachable (timed out)"
    case .auth: "not authorized (the music user token was refused)"
    case .notFound(let what): "not found: \(what)"
    case .rateLimited(let seconds): "rate limited (retry after \(seconds)s)"
    case .cancelled: "cancelled"
    case .notAuthorized(.restricted):
      "Apple Music access is restricted on this device (Screen Time or a device profile)"
    case .notAuthorized(let status):
      "Apple Music access is \(status == .denied ? "denied" : "not granted"): allow it in "
        + "Settings › Privacy › Media & Apple Music"
    case .reported(_, let line): line
    }
  }

  /// The category of the failure, the same for the mock and a real service.
  public var kind: FailureInjector.Kind {
    switch self {
    case .network: .network
    case .auth: .auth
    case .notFound: .notfound
    case .rateLimited: .ratelimit
    case .cancelled: .cancel
    case .notAuthorized: .auth
    case .reported(let kind, _): kind
    }
  }
}
