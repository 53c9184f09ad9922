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
  public static func sample(
    clock: any SessionClock, log: WriteLog = WriteLog(),
    dropLog: (_ reason: String) -> Void = { _ in }
  ) -> Services {
    let failures = FailureInjector()
    return library(
      SampleLibrary.contents, identity: "sample", catalog: SampleCatalog(failures: failures),
      failures: failures, clock: clock, log: log, dropLog: dropLog)
  }

  /// A library over `contents` with `log`'s writes replayed.
  ///
  /// A log that no longer applies (saved over other contents, by another version, or edited)
  /// is not trusted: the library starts without it and `dropLog` is told why, so the caller
  /// can keep the file out of the way of the session's own writes.
  public static func library(
    _ contents: LibraryContents, identity: String, catalog: any CatalogSource,
    failures: FailureInjector, clock: any SessionClock, log: WriteLog,
    dropLog: (_ reason: String) -> Void
  ) -> Services {
    let library: InMemoryLibraryService
    do {
      library = try InMemoryLibraryService(
        contents: contents, replaying: log, failures: failures, clock: clock)
    } catch {
      dropLog("its writes no longer apply: \(error)")
      library = InMemoryLibraryService(contents: contents, failures: failures, clock: clock)
    }
    return Services(library: library, catalog: catalog, failures: failures, identity: identity)
  }
}
