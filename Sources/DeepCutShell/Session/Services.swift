import DeepCutKit

/// The data a session works on: the library (with its recorded writes), the catalog, and the
/// failure switchboard both consult.
public struct Services: Sendable {
  /// The library the shell reads and writes through: the recording mock, or the user's real
  /// Apple Music library (`--service apple-music`).
  public var library: any MusicLibraryService
  /// The recording mock when `library` is one: its writes are journaled and `writes` lists them.
  public var recording: InMemoryLibraryService?
  /// MPD's library when it is the library (`--library mpd`): the session reads it again when
  /// MPD reports a change, and its plays are kept in deepcut's own listening history.
  public var mpdLibrary: MPDLibraryService?
  /// The Apple Music API when the service or the catalog uses it (see Services+AppleMusic).
  public var appleMusic: AppleMusicServices?
  public var catalog: any CatalogSource
  /// The player sessions drive (`--player mpd`); `nil` for the emulator, which each session
  /// makes afresh (sessions one after another never share one).
  public var player: (any PlayerDevice)?
  public var failures: FailureInjector
  /// Which library this is, for the state files kept per library (`sample`, or an import key).
  public var identity: String
  /// How far into the write journal the library has taken writes in (the session reads on
  /// from there).
  public var journalOffset = 0
  /// The MusicBrainz catalog (always set up; it asks nothing until a command needs it).
  public var musicBrainz: MusicBrainzCatalog?
  /// ListenBrainz's listener counts for MusicBrainz release groups, when a server is to be
  /// asked (it asks nothing until a listing needs counts).
  public var popularity: ListenBrainzPopularity?
  /// The catalog the session starts on: `catalog` above, or MusicBrainz.
  public var initialCatalog: CatalogChoice = .sample
  /// What `catalog` is called in `set catalog` (sample or simulated).
  public var baseCatalog: CatalogChoice = .sample
  /// The simulated catalog's links for an imported library served without them (MusicBrainz
  /// makes its own), so `set catalog simulated` still finds each artist; made when asked for.
  public var simulatedLinks: @Sendable () -> [LibraryArtistID: CatalogArtistID] = { [:] }

  public init(
    library: InMemoryLibraryService, catalog: any CatalogSource, failures: FailureInjector,
    identity: String
  ) {
    self.init(service: library, catalog: catalog, failures: failures, identity: identity)
    recording = library
  }

  /// Services over a real library service (no recording mock, no journal).
  public init(
    service: any MusicLibraryService, catalog: any CatalogSource, failures: FailureInjector,
    identity: String
  ) {
    self.library = service
    self.catalog = catalog
    self.failures = failures
    self.identity = identity
  }

  /// The built-in sample library and catalog, with the journal's writes taken in.
  public static func sample(
    clock: any SessionClock, journal: [WriteLogEntry] = [], listened: [RecentlyPlayedEntry] = [],
    warning: (String) -> Void = { _ in }
  ) -> Services {
    let failures = FailureInjector()
    return library(
      SampleLibrary.contents, identity: "sample", catalog: SampleCatalog(failures: failures),
      failures: failures, clock: clock, journal: journal, listened: listened, warning: warning)
  }

  /// A library over `contents` with the journal's writes (earlier sessions') taken in, and
  /// the plays they saved (`listened`) in its listening history.
  ///
  /// Entries that no longer apply (written over other contents, or by another version) are
  /// skipped with a warning rather than trusted.
  public static func library(
    _ contents: @autoclosure @escaping @Sendable () -> LibraryContents, identity: String,
    catalog: any CatalogSource,
    failures: FailureInjector, clock: any SessionClock, journal: [WriteLogEntry],
    listened: [RecentlyPlayedEntry] = [], warning: (String) -> Void
  ) -> Services {
    let library = InMemoryLibraryService(
      contents: contents(), absorbing: journal, listened: listened, failures: failures,
      clock: clock)
    if library.skippedOnStart > 0 {
      warning("\(library.skippedOnStart) earlier library writes no longer apply; skipped them")
    }
    return Services(library: library, catalog: catalog, failures: failures, identity: identity)
  }
}
