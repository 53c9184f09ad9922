import DeepCutKit
import Foundation

extension Services {
  /// These services with the Apple Music API put in where `options` ask; unchanged when they
  /// ask for nothing.
  ///
  /// Reads the tokens (a missing or badly kept one is a one-line error); asks the network
  /// nothing. `libraryFile` says whether the library is an import (its artists have no catalog
  /// relationship, so the catalog is searched by name).
  public func applyingAppleMusic(
    _ options: AppleMusicLaunchOptions, catalogChoice: CatalogChoice?, libraryFile: String?,
    environment: [String: String], clock: any SessionClock
  ) throws -> Services {
    let realService = options.service == .appleMusic
    guard realService || catalogChoice == .appleMusic else { return self }
    if realService, libraryFile != nil {
      throw UsageError("--library and --service apple-music cannot be combined (pick one library)")
    }
    if realService, let choice = catalogChoice, choice == .sample || choice == .simulated {
      throw UsageError(
        "--service apple-music reads discographies from apple-music or musicbrainz, not \(choice.rawValue)"
      )
    }
    let credentials = try AppleMusicCredentials.load(
      developerTokenFile: options.developerTokenFile, userTokenFile: options.userTokenFile,
      environment: environment)
    if options.service == .appleMusic, credentials.userToken == nil {
      throw AppleMusicTokenError(
        "--service apple-music needs a Music User Token: set \(AppleMusicTokenSource.userVariable)"
          + " or give --user-token-file FILE (see README: Using a real Apple Music account)")
    }
    var baseURL = options.baseURL ?? AppleMusicAPI.defaultBaseURL
    if options.baseURL == nil, let text = environment[AppleMusicLaunchOptions.urlVariable] {
      guard let url = AppleMusicLaunchOptions.parseURL(text) else {
        throw UsageError("\(AppleMusicLaunchOptions.urlVariable) is not an http(s) URL: '\(text)'")
      }
      baseURL = url
    }
    let client = RetryingHTTPClient(
      transport: CurlTransport(),
      userAgent: UserAgent.deepcut(version: DeepCutVersion.current),
      clock: RealClock())
    let api = AppleMusicAPI(baseURL: baseURL, credentials: credentials, client: client)
    let storefronts = options.storefront.map(AppleMusicStorefrontChoice.fixed) ?? .users()
    let catalog = AppleMusicCatalog(api: api, storefronts: storefronts, failures: failures)
    var services = self
    var apple = AppleMusicServices(api: api, catalog: catalog)
    services.catalog = catalog
    services.baseCatalog = .appleMusic
    let musicBrainzFirst = catalogChoice == .musicbrainz && musicBrainz != nil
    services.initialCatalog = musicBrainzFirst ? .musicbrainz : .appleMusic
    if options.service == .appleMusic {
      let library = AppleMusicLibraryService(api: api, failures: failures, clock: clock)
      apple.library = library
      services.library = library
      services.recording = nil
      services.identity = "apple-music"
    } else if libraryFile != nil {
      apple.bridge = CatalogBridge.appleMusicSearch(catalog)
    }
    services.appleMusic = apple
    return services
  }
}
