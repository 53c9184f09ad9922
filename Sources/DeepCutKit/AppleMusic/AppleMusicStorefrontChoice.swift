import Synchronization

/// Which storefront the catalog is read in: one given (`--storefront`), or the user's own,
/// read once from `/v1/me/storefront` (`us` when there is no Music User Token).
public final class AppleMusicStorefrontChoice: Sendable {
  private let state: Mutex<AppleMusicStorefront?>

  private init(_ storefront: AppleMusicStorefront?) {
    state = Mutex(storefront)
  }

  /// Always `storefront`.
  public static func fixed(_ storefront: AppleMusicStorefront) -> AppleMusicStorefrontChoice {
    AppleMusicStorefrontChoice(storefront)
  }

  /// The user's, read on first use.
  public static func users() -> AppleMusicStorefrontChoice { AppleMusicStorefrontChoice(nil) }

  /// The storefront, once known.
  public var known: AppleMusicStorefront? { state.withLock { $0 } }

  /// The storefront, asking the API for the user's the first time; a failure to read it is
  /// thrown (and asked again next time), never guessed around.
  func resolve(_ api: AppleMusicAPI) async throws(ServiceError) -> AppleMusicStorefront {
    if let known { return known }
    var storefront = AppleMusicStorefront.unitedStates
    if api.credentials.userToken != nil {
      let document = try await api.get(
        AppleMusicDocument<AppleMusicCatalogJSON.Storefront>.self, .storefront)
      guard let id = document.data.first?.id, let read = AppleMusicStorefront(id) else {
        throw .reported(.network, "the Apple Music API did not say your storefront")
      }
      storefront = read
    }
    return state.withLock { known in
      if known == nil { known = storefront }
      return known!
    }
  }
}
