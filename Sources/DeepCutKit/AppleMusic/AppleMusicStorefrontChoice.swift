import Synchronization

/// Which storefront the catalog is read in: one given (`--storefront`), or the user's own,
/// read once from `/v1/me/storefront` (`us` when there is no Music User Token).
public final class AppleMusicStorefrontChoice: Sendable {
  private let state: Mutex<AppleMusicStorefront?>
  /// The one read of the user's storefront under way, shared by concurrent callers.
  private let reading = Mutex<Task<AppleMusicStorefront, any Error>?>(nil)

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
    let task = reading.withLock { reading in
      if let running = reading { return running }
      let started = Task { try await Self.read(api) }
      reading = started
      return started
    }
    do {
      let storefront = try await task.value
      state.withLock { if $0 == nil { $0 = storefront } }
      return storefront
    } catch {
      reading.withLock { $0 = nil }
      throw (error as? ServiceError) ?? .cancelled
    }
  }

  /// The user's storefront, or `us` without a Music User Token.
  private static func read(_ api: AppleMusicAPI) async throws(ServiceError) -> AppleMusicStorefront
  {
    guard api.credentials.userToken != nil else { return .unitedStates }
    let document = try await api.get(
      AppleMusicDocument<AppleMusicCatalogJSON.Storefront>.self, .storefront)
    guard let id = document.data.first?.id, let read = AppleMusicStorefront(id) else {
      throw .reported(.network, "the Apple Music API did not say your storefront")
    }
    return read
  }
}
