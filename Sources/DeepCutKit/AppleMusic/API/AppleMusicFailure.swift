import Foundation

/// Turns what the HTTP layer threw into the `ServiceError` the shell knows, with a line that
/// says what went wrong and what to do.
///
/// The mapping is the real counterpart of each injectable failure kind:
/// | kind | from |
/// |---|---|
/// | network | timeouts, refused or dropped connections, 5xx (HTML gateway pages too) and unreadable answers, after the retries |
/// | auth | 401: the developer token (its expiry read from the JWT); 403: the Music User Token |
/// | notfound | 404 (a `40403` on the catalog relationship is no failure: unmatched) |
/// | ratelimit | 429, after the retries |
/// | cancel | the calling task was cancelled |
/// Other 4xx answers (400 `40015` "Insufficient Privileges") are reported as network failures
/// with Apple's own words. No line ever holds a token: tokens are masked in server text.
enum AppleMusicFailure {
  static func serviceError(
    _ error: HTTPError, request: AppleMusicPath, credentials: AppleMusicCredentials, now: Date
  ) -> ServiceError {
    let line: String
    switch error {
    case .cancelled:
      return .cancelled
    case .asksToWait(_, let wait):
      line =
        "the Apple Music API asks to wait \(HTTPError.wait(wait)) (HTTP 429); try later"
      return .reported(.ratelimit, line)
    case .timedOut, .refused, .unknownHost, .connection, .undecodable, .tooLarge:
      line = "the Apple Music API failed (\(error)); check the connection and try again"
      return .reported(.network, masked(line, credentials))
    case .status(let code, _, let message, let retryAfter):
      let apple = message.isEmpty ? "" : ": \(message)"
      switch code {
      case 401:
        return .reported(.auth, developerTokenRefused(credentials, now: now))
      case 403:
        line =
          request.isPersonal
          ? "the Music User Token was refused (HTTP 403\(apple)): it is wrong, expired or revoked;"
            + " get a new one (README: Using a real Apple Music account)"
          : "the Apple Music API refused \(request) (HTTP 403\(apple))"
        return .reported(.auth, masked(line, credentials))
      case 404:
        return .notFound(masked("\(request) (HTTP 404\(apple))", credentials))
      case 429:
        let seconds = Int((retryAfter ?? .zero).seconds.rounded(.up))
        line =
          "the Apple Music API is limiting requests (HTTP 429) and still was after retrying;"
          + " wait a minute" + (seconds > 0 ? " (it asked for \(seconds)s)" : "")
        return .reported(.ratelimit, line)
      case 500..<600:
        line = "the Apple Music API failed (HTTP \(code)\(apple)) and still did after retrying"
        return .reported(.network, masked(line, credentials))
      default:
        line = "the Apple Music API refused \(request) (HTTP \(code)\(apple))"
        return .reported(.network, masked(line, credentials))
      }
    }
  }

  /// The 401 line: the developer token, and when its payload says it expired, the date.
  static func developerTokenRefused(_ credentials: AppleMusicCredentials, now: Date) -> String {
    let base = "the developer token was refused (HTTP 401): it is wrong or expired"
    guard let claims = DeveloperTokenClaims(credentials.developerToken),
      let expiry = claims.expiresAt
    else { return base + "; mint a new one (README: Using a real Apple Music account)" }
    let date = expiry.formatted(.iso8601.year().month().day())
    return claims.isExpired(at: now)
      ? "the developer token expired on \(date) (HTTP 401); mint a new one"
      : base + " (its payload says it is valid until \(date); check its key id and team id)"
  }

  /// Whether a 404 is Apple's "No related resources" (`40403`): the catalog relationship of
  /// an unmatched library item.
  static func isNoRelatedResources(_ error: HTTPError) -> Bool {
    guard case .status(404, _, let message, _) = error else { return false }
    return message.hasSuffix("(40403)")
  }

  /// `text` with each token replaced by `<token>`, should a server ever echo one.
  static func masked(_ text: String, _ credentials: AppleMusicCredentials) -> String {
    var result = text
    for token in [credentials.developerToken, credentials.userToken].compactMap(\.self) {
      result = result.replacingOccurrences(of: token.secret, with: "<token>")
    }
    return result
  }
}
