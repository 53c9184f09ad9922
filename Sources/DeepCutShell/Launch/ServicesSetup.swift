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
    // A log that no longer applies is moved aside like a corrupt one: the session's first
    // write would otherwise replace it, and with it the earlier writes.
    guard let path = libraryFile else {
      let log = WriteLogFile.load(from: state, identity: "sample", warning: warning)
      return .sample(
        clock: clock, log: log,
        dropLog: { warning(state.quarantine(WriteLogFile.name(for: "sample"), reason: $0)) })
    }
    let result = try LibraryLoader.load(path, state: state, progress: progress)
    loaded(result)
    let failures = FailureInjector()
    // Imported artists have no catalog links: the simulated catalog makes them, per name.
    let catalog = SimulatedCatalog(library: result.library.contents, failures: failures)
    let log = WriteLogFile.load(from: state, identity: result.identity, warning: warning)
    return .library(
      catalog.linkedLibrary, identity: result.identity, catalog: catalog, failures: failures,
      clock: clock, log: log,
      dropLog: { warning(state.quarantine(WriteLogFile.name(for: result.identity), reason: $0)) })
  }
}
