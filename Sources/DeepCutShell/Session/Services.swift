import DeepCutKit

/// The data a session works on: the library (with its recorded writes), the catalog, and the
/// failure switchboard both consult.
public struct Services: Sendable {
  public var library: InMemoryLibraryService
  public var catalog: any CatalogSource
  public var failures: FailureInjector
  /// Which library this is, for the state files kept per library (`sample`, or an import key).
  public var identity: String

  public init(
    library: InMemoryLibraryService, catalog: any CatalogSource, failures: FailureInjector,
    identity: String
  ) {
    self.library = library
    self.catalog = catalog
    self.failures = failures
    self.identity = identity
  }

  /// The built-in sample library and catalog, with `log`'s writes replayed.
  ///
  /// A log that no longer applies (saved by another version) is dropped with a warning rather
  /// than trusted.
  public static func sample(
    clock: any SessionClock, log: WriteLog = WriteLog(), warning: (String) -> Void = { _ in }
  ) -> Services {
    let failures = FailureInjector()
    let library: InMemoryLibraryService
    do {
      library = try InMemoryLibraryService(replaying: log, failures: failures, clock: clock)
    } catch {
      warning("earlier library writes no longer apply (\(error)); starting from the sample")
      library = InMemoryLibraryService(failures: failures, clock: clock)
    }
    return Services(
      library: library, catalog: SampleCatalog(failures: failures), failures: failures,
      identity: "sample")
  }
}
