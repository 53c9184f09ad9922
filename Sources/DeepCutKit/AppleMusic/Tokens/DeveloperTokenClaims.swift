import Foundation

/// What a developer token's JWT payload says about its lifetime, read without verifying it.
///
/// Only used to explain a 401: "the developer token expired on …" is more useful than "not
/// authorized". The signature is Apple's business; deepcut never checks or makes one.
public struct DeveloperTokenClaims: Sendable, Equatable {
  /// When the token stops working (`exp`), if the payload says.
  public var expiresAt: Date?
  /// When it was issued (`iat`), if the payload says.
  public var issuedAt: Date?

  /// The claims of `token`, or `nil` when it is not a JWT with a JSON payload.
  public init?(_ token: AppleMusicToken) {
    let parts = token.secret.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payload = Self.base64URLDecoded(parts[1]),
      let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any]
    else { return nil }
    expiresAt = Self.date(object["exp"])
    issuedAt = Self.date(object["iat"])
  }

  /// Whether the token has expired at `now`; `false` when its expiry is unknown.
  public func isExpired(at now: Date) -> Bool {
    expiresAt.map { $0 <= now } ?? false
  }

  private static func date(_ value: Any?) -> Date? {
    guard let seconds = (value as? NSNumber)?.doubleValue, seconds.isFinite,
      abs(seconds) < 1e11
    else { return nil }
    return Date(timeIntervalSince1970: seconds)
  }

  /// Decodes base64url without padding, as JWTs use it.
  static func base64URLDecoded(_ text: Substring) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
  }
}
