import DeepCutKit
import Foundation

/// The command-line options that choose the Apple Music API, parsed purely.
///
/// `--service apple-music` reads the user's own library (Music User Token); `--catalog
/// apple-music` (a `CatalogChoice`, parsed with the other catalog options) reads discographies
/// from Apple's catalog (developer token) for any library. Tokens are not read here but by
/// `Services.applyingAppleMusic`, so parsing stays pure.
public struct AppleMusicLaunchOptions: Sendable, Equatable {
  /// Which library service the session uses.
  public enum Service: String, Sendable, Equatable, CaseIterable {
    case sample
    case appleMusic = "apple-music"
  }

  public var service: Service = .sample
  /// `--storefront CC`; `nil`: the user's (with a user token), else `us`.
  public var storefront: AppleMusicStorefront?
  /// `--apple-music-url URL` (tests, proxies); `nil`: $DEEPCUT_APPLE_MUSIC_URL or Apple's.
  public var baseURL: URL?
  public var developerTokenFile: String?
  public var userTokenFile: String?

  public init() {}

  /// The variable that points the API elsewhere when `--apple-music-url` is not given.
  public static let urlVariable = "DEEPCUT_APPLE_MUSIC_URL"

  /// The option names this parser takes (each needs a value).
  public static let names: Set<String> = [
    "--service", "--storefront", "--apple-music-url", "--developer-token-file",
    "--user-token-file",
  ]

  /// Takes one option and its value; a bad value is a one-line usage error.
  public mutating func take(_ name: String, _ value: String) throws(UsageError) {
    switch name {
    case "--service":
      guard let service = Service(rawValue: value.lowercased()) else {
        throw UsageError("--service is sample or apple-music, not '\(value)'")
      }
      self.service = service
    case "--storefront":
      guard let storefront = AppleMusicStorefront(value) else {
        throw UsageError(
          "--storefront is a two-letter country code such as us or gb, not '\(value)'")
      }
      self.storefront = storefront
    case "--apple-music-url":
      guard let url = Self.parseURL(value) else {
        throw UsageError(
          "--apple-music-url needs an http(s) URL such as http://127.0.0.1:8080, not '\(value)'")
      }
      baseURL = url
    case "--developer-token-file":
      guard !value.isEmpty else { throw UsageError("option '\(name)' needs a non-empty value") }
      developerTokenFile = value
    case "--user-token-file":
      guard !value.isEmpty else { throw UsageError("option '\(name)' needs a non-empty value") }
      userTokenFile = value
    default:
      throw UsageError("unknown option '\(name)'")
    }
  }

  /// An `http` or `https` URL with a host, or `nil`.
  public static func parseURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

}
