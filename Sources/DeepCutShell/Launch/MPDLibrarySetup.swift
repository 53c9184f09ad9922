import DeepCutKit
import Foundation

/// Builds the services for `--library mpd`: MPD's library, found as mpc finds MPD (`--mpd`,
/// else `MPD_HOST`/`MPD_PORT`), with its warm-start cache and listening history in the state
/// directory, and the catalog an imported library gets (MusicBrainz unless told otherwise).
enum MPDLibrarySetup {
  /// Which MPD library this is, for its state files: one per address.
  static func identity(of address: MPDAddress) -> String {
    let hash = String(StableHash.fnv1a64(address.description), radix: 16)
    return "mpd-" + String(repeating: "0", count: 16 - hash.count) + hash
  }

  /// The address `--mpd` gives, else the environment's; a mistake is one line.
  static func address(_ text: String?, environment: [String: String]) throws(UsageError)
    -> MPDAddress
  {
    do throws(MPDAddressError) {
      if let text { return try MPDAddress.parse(text) }
      return try MPDAddress.fromEnvironment(environment)
    } catch {
      throw UsageError("--library mpd: \(error)")
    }
  }

  /// The services over MPD's library; MPD down is one line saying where it tried.
  static func services(
    address: MPDAddress, state: StateDirectory, clock: any SessionClock,
    catalog options: CatalogOptions, warning: (String) -> Void
  ) throws(UsageError) -> Services {
    let identity = identity(of: address)
    let failures = FailureInjector()
    let listened = ListeningHistoryFile.load(identity: identity, from: state, warning: warning)
    let useMusicBrainz = (options.choice ?? .musicbrainz) == .musicbrainz
    // MusicBrainz links by name and tags in its own cache; the simulated catalog's links are
    // filled in, as for an imported library, also after MPD's database changed.
    var link: @Sendable (LibraryContents) -> LibraryContents = { $0 }
    if !useMusicBrainz {
      link = { SimulatedCatalog(library: $0, failures: failures).linkedLibrary }
    }
    let opened: MPDLibraryService.Opened
    do throws(MPDError) {
      opened = try MPDLibraryService.open(
        address: address,
        cache: .init(state: state, name: MPDLibraryCache.fileName(identity: identity)),
        listened: listened, failures: failures, clock: clock, warning: warning, link: link)
    } catch {
      throw UsageError(
        "--library mpd: \(error); start mpd, or say where it listens with --mpd ADDRESS or "
          + "MPD_HOST")
    }
    var services: Services
    if useMusicBrainz {
      let simulated = DeferredSimulatedCatalog(library: opened.contents, failures: failures)
      services = Services(
        service: opened.service, catalog: simulated, failures: failures, identity: identity)
      services.simulatedLinks = { simulated.links }
    } else {
      services = Services(
        service: opened.service,
        catalog: SimulatedCatalog(library: opened.contents, failures: failures),
        failures: failures, identity: identity)
    }
    services.mpdLibrary = opened.service
    services.baseCatalog = .simulated
    services.initialCatalog = useMusicBrainz ? .musicbrainz : .simulated
    return services
  }
}
