import DeepCutKit
import Foundation

/// The catalog options of a launch: `--catalog`, `--musicbrainz-url`, `--offline`,
/// `--max-age`, and ListenBrainz's `--listenbrainz-url` and token.
public struct CatalogOptions: Sendable, Equatable {
  /// `nil`: the library's default (sample for the sample library, MusicBrainz for an import).
  public var choice: CatalogChoice?
  /// Where MusicBrainz is (`--musicbrainz-url`, or `DEEPCUT_MUSICBRAINZ_URL`).
  public var musicBrainzURL: URL?
  /// Only the cache answers.
  public var offline = false
  /// How old a cached link or discography may be (default a week).
  public var maxAge: Duration?
  /// Requests per second to MusicBrainz (`DEEPCUT_MUSICBRAINZ_RATE`): 1 for musicbrainz.org,
  /// which asks for it; more only for a mirror of your own, or a test's local server.
  public var requestsPerSecond: Double?
  /// Where ListenBrainz is (`--listenbrainz-url`, or `DEEPCUT_LISTENBRAINZ_URL`); `nil`:
  /// api.listenbrainz.org while MusicBrainz is musicbrainz.org, and no counts with a
  /// MusicBrainz server of one's own (a mirror or a test's, which must not reach the internet).
  public var listenBrainzURL: URL?
  /// The ListenBrainz user token file (`--listenbrainz-token-file`), read at launch.
  public var listenBrainzTokenFile: String?
  /// The token read from it or from `DEEPCUT_LISTENBRAINZ_TOKEN` (never shown or stored).
  public var listenBrainzToken: AppleMusicToken?

  public init(
    choice: CatalogChoice? = nil, musicBrainzURL: URL? = nil, offline: Bool = false,
    maxAge: Duration? = nil
  ) {
    self.choice = choice
    self.musicBrainzURL = musicBrainzURL
    self.offline = offline
    self.maxAge = maxAge
  }

  /// The environment variable naming a MusicBrainz server (a mirror, or a test's).
  public static let urlVariable = "DEEPCUT_MUSICBRAINZ_URL"
  /// The environment variable naming a ListenBrainz server.
  public static let listenBrainzURLVariable = "DEEPCUT_LISTENBRAINZ_URL"
  /// The environment variable holding a ListenBrainz user token.
  public static let listenBrainzTokenVariable = "DEEPCUT_LISTENBRAINZ_TOKEN"
  /// The environment variable setting the request rate (requests per second).
  public static let rateVariable = "DEEPCUT_MUSICBRAINZ_RATE"

  /// The rate limit: MusicBrainz's own, or `requestsPerSecond` with the same burst.
  var musicBrainzSchedule: RateSchedule {
    guard let rate = requestsPerSecond, rate > 0 else { return .musicBrainz }
    return RateSchedule(spacing: .seconds(1 / rate), burst: RateSchedule.musicBrainz.burst)
  }

  /// Reads a base URL: `http` or `https` with a host.
  public static func parseURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// Reads a maximum age: `7d`, `12h`, `30m`, `0` (always fetch), or any duration `wait` takes.
  public static func parseAge(_ text: String) -> Duration? {
    if let days = text.hasSuffix("d") ? Double(text.dropLast()) : nil, days >= 0 {
      return .seconds(days * 86_400)
    }
    if let hours = text.hasSuffix("h") ? Double(text.dropLast()) : nil, hours >= 0 {
      return .seconds(hours * 3_600)
    }
    if text == "0" { return .zero }
    return DurationText.parse(text)
  }

  /// The ListenBrainz server counts come from, or `nil` when none is to be asked.
  var listenBrainzServer: URL? {
    if let listenBrainzURL { return listenBrainzURL }
    return musicBrainzURL == nil ? ListenBrainzPopularity.liveURL : nil
  }

  /// The catalog settings these options ask for.
  var musicBrainzSettings: MusicBrainzCatalog.Settings {
    var settings = MusicBrainzCatalog.Settings(offline: offline)
    if let maxAge { settings.maxAge = maxAge }
    return settings
  }
}
