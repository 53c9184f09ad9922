import DeepCutKit
import Foundation

extension Services {
  /// The services for a launch: the sample library, or `--library FILE` imported (or read
  /// from its warm-start cache); either way with the writes and plays of earlier sessions
  /// taken in from the state directory, and the catalog `catalog` asks for.
  ///
  /// An imported library uses MusicBrainz unless told otherwise, and is then served without
  /// links (MusicBrainz links by name, in its own cache); the simulated catalog's links are
  /// kept aside for `set catalog simulated`. The sample library keeps its sample catalog.
  ///
  /// - Parameters:
  ///   - progress: import progress (bytes read), for a terminal.
  ///   - loaded: told what the import produced, so the caller can print its summary.
  ///   - cacheWarning: told when a MusicBrainz cache file was corrupt and moved aside.
  ///   - retryNotice: told before a MusicBrainz retry waits more than a second (a terminal).
  public static func launch(
    libraryFile: String?, state: StateDirectory, clock: any SessionClock,
    catalog options: CatalogOptions = CatalogOptions(), warning: (String) -> Void,
    progress: ((Int64) -> Void)? = nil, loaded: (LibraryLoader.Loaded) -> Void = { _ in },
    cacheWarning: @escaping @Sendable (String) -> Void = { _ in },
    retryNotice: (@Sendable (String) -> Void)? = nil
  ) throws(LibraryLoader.Failure) -> Services {
    var services: Services
    if let path = libraryFile {
      let result = try LibraryLoader.load(
        path, state: state, progress: progress, warning: warning)
      loaded(result)
      let failures = FailureInjector()
      let useMusicBrainz = (options.choice ?? .musicbrainz) == .musicbrainz
      // Apple Music links by name too: the library is then served without simulated links,
      // and the simulated catalog is made only if a session switches to it.
      let unlinked = useMusicBrainz || options.choice == .appleMusic
      let (journal, end) = WriteJournal(state: state, identity: result.identity)
        .read(from: 0, warning: warning)
      let listened = ListeningHistoryFile.load(
        identity: result.identity, from: state, warning: warning)
      if unlinked {
        let simulated = DeferredSimulatedCatalog(
          library: result.library.contents, failures: failures)
        services = Services.library(
          result.library.contents, identity: result.identity, catalog: simulated,
          failures: failures, clock: clock, journal: journal, listened: listened,
          warning: warning)
        services.simulatedLinks = { simulated.links }
      } else {
        // Imported artists have no catalog links: the simulated catalog makes them, per name.
        let simulated = SimulatedCatalog(library: result.library.contents, failures: failures)
        services = Services.library(
          simulated.linkedLibrary, identity: result.identity, catalog: simulated,
          failures: failures, clock: clock, journal: journal, listened: listened,
          warning: warning)
      }
      services.journalOffset = end
      services.baseCatalog = .simulated
      services.initialCatalog = useMusicBrainz ? .musicbrainz : .simulated
    } else {
      let (journal, end) = WriteJournal(state: state, identity: "sample")
        .read(from: 0, warning: warning)
      let listened = ListeningHistoryFile.load(identity: "sample", from: state, warning: warning)
      services = Services.sample(
        clock: clock, journal: journal, listened: listened, warning: warning)
      services.journalOffset = end
      services.initialCatalog = options.choice == .musicbrainz ? .musicbrainz : .sample
      if options.choice == .simulated {
        services.catalog = SimulatedCatalog(
          library: SampleLibrary.contents, failures: services.failures)
        services.baseCatalog = .simulated
        services.initialCatalog = .simulated
      }
    }
    return services.addingOnlineCatalogs(
      options, state: state, cacheWarning: cacheWarning, retryNotice: retryNotice)
  }

  /// The services for `--library mpd` (see `MPDLibrarySetup`), with the online catalogs.
  public static func mpdLibrary(
    address text: String?, environment: [String: String], state: StateDirectory,
    clock: any SessionClock, catalog options: CatalogOptions = CatalogOptions(),
    warning: (String) -> Void, cacheWarning: @escaping @Sendable (String) -> Void = { _ in },
    retryNotice: (@Sendable (String) -> Void)? = nil
  ) throws(UsageError) -> Services {
    let address = try MPDLibrarySetup.address(text, environment: environment)
    return try MPDLibrarySetup.services(
      address: address, state: state, clock: clock, catalog: options, warning: warning
    ).addingOnlineCatalogs(
      options, state: state, cacheWarning: cacheWarning, retryNotice: retryNotice)
  }

  /// These services with MusicBrainz (always set up; it asks nothing until a command needs
  /// it) and, when a server is given, ListenBrainz's counts.
  func addingOnlineCatalogs(
    _ options: CatalogOptions, state: StateDirectory,
    cacheWarning: @escaping @Sendable (String) -> Void,
    retryNotice: (@Sendable (String) -> Void)?
  ) -> Services {
    var services = self
    let musicBrainz = MusicBrainzCatalog.live(
      baseURL: options.musicBrainzURL ?? MusicBrainzQuery.live.baseURL, state: state,
      version: DeepCutVersion.current, clock: RealClock(),
      schedule: options.musicBrainzSchedule, settings: options.musicBrainzSettings,
      warn: cacheWarning, notice: retryNotice)
    services.musicBrainz = musicBrainz
    if let server = options.listenBrainzServer {
      // Offline and the maximum age are the catalog's: one switch for both.
      services.popularity = ListenBrainzPopularity.live(
        baseURL: server, state: state, version: DeepCutVersion.current, clock: RealClock(),
        settings: { musicBrainz.settings }, token: options.listenBrainzToken, warn: cacheWarning)
    }
    return services
  }
}
