import DeepCutKit
import Foundation

/// The Apple Music side of a session: the API (whose request log `writes` shows with the real
/// service), and what uses it.
public struct AppleMusicServices: Sendable {
  public var api: AppleMusicAPI
  /// The user's library through the API (`--service apple-music`).
  public var library: AppleMusicLibraryService?
  /// The catalog through the API, when it is the session's catalog.
  public var catalog: AppleMusicCatalog?
  /// How the feed links artists to the catalog when the library has no catalog relationship
  /// (an imported Library.xml): an exact name search, else unmatched.
  public var bridge: CatalogBridge?

  /// What `status` says about the service, the catalog and the player.
  public func summary(catalogLabel: String, player: String = "emulated") -> String {
    let service =
      library == nil ? "the recording mock" : "your Apple Music library (\(api.baseURL.host ?? ""))"
    return "library: \(service) · catalog: \(catalogLabel) · player: \(player)"
  }
}
