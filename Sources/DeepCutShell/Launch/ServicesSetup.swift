import DeepCutKit

extension Services {
  /// The services for a launch: the sample library, or `--library FILE` imported (or read
  /// from its warm-start cache) with the simulated catalog; either way with the writes of
  /// earlier sessions replayed from the state directory.
  ///
  /// - Parameters:
  ///   - progress: import progress (bytes read), for a terminal.
  ///   - loaded: told what the import produced, so the caller can print its summary.
  public static func launch(
    libraryFile: String?, state: StateDirectory, clock: any SessionClock,
    warning: (String) -> Void, progress: ((Int64) -> Void)? = nil,
    loaded: (LibraryLoader.Loaded) -> Void = { _ in }
  ) throws(LibraryLoader.Failure) -> Services {
    guard let path = libraryFile else {
      let (journal, end) = WriteJournal(state: state, identity: "sample")
        .read(from: 0, warning: warning)
      var services = Services.sample(clock: clock, journal: journal, warning: warning)
      services.journalOffset = end
      return services
    }
    let result = try LibraryLoader.load(path, state: state, progress: progress)
    loaded(result)
    let failures = FailureInjector()
    // Imported artists have no catalog links: the simulated catalog makes them, per name.
    let catalog = SimulatedCatalog(library: result.library.contents, failures: failures)
    let (journal, end) = WriteJournal(state: state, identity: result.identity)
      .read(from: 0, warning: warning)
    var services = Services.library(
      catalog.linkedLibrary, identity: result.identity, catalog: catalog, failures: failures,
      clock: clock, journal: journal, warning: warning)
    services.journalOffset = end
    return services
  }
}
