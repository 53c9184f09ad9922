/// The two tokens of the Apple Music API: the developer token (always) and the Music User
/// Token (for the user's own library under `/v1/me/`).
public struct AppleMusicCredentials: Sendable, CustomStringConvertible {
  /// Sent as `Authorization: Bearer …` with every request.
  public var developerToken: AppleMusicToken
  /// Sent as `Music-User-Token` with every `/v1/me/` request; `nil` limits deepcut to the
  /// catalog.
  public var userToken: AppleMusicToken?

  public init(developerToken: AppleMusicToken, userToken: AppleMusicToken? = nil) {
    self.developerToken = developerToken
    self.userToken = userToken
  }

  /// Reads both tokens from their files (`--developer-token-file`, `--user-token-file`) or
  /// variables; a missing developer token is an error naming both ways to give one.
  public static func load(
    developerTokenFile: String?, userTokenFile: String?, environment: [String: String]
  ) throws(AppleMusicTokenError) -> AppleMusicCredentials {
    let developerSource = AppleMusicTokenSource.choose(
      file: developerTokenFile, variable: AppleMusicTokenSource.developerVariable)
    guard let developer = try developerSource.read(environment: environment) else {
      throw AppleMusicTokenError(
        "the Apple Music API needs a developer token: set \(AppleMusicTokenSource.developerVariable)"
          + " or give --developer-token-file FILE (see README: Using a real Apple Music account)")
    }
    let userSource = AppleMusicTokenSource.choose(
      file: userTokenFile, variable: AppleMusicTokenSource.userVariable)
    return AppleMusicCredentials(
      developerToken: developer, userToken: try userSource.read(environment: environment))
  }

  public var description: String {
    "developer token <token>, music user token \(userToken == nil ? "none" : "<token>")"
  }
}
