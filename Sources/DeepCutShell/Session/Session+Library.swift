import DeepCutKit

extension Session {
  /// The library service.
  public nonisolated var library: InMemoryLibraryService { environment.services.library }

  /// The failure switchboard every service consults.
  public nonisolated var failures: FailureInjector { environment.services.failures }

  /// The loaded library, for resolving names (read once, rebuilt after writes).
  func snapshot() async -> LibrarySnapshot {
    if let cached = librarySnapshot { return cached }
    let snapshot = LibrarySnapshot(await library.contents)
    librarySnapshot = snapshot
    return snapshot
  }

  /// The names completion offers, as of the last command.
  public func completionNames() async -> NameIndex {
    await snapshot().names
  }

  /// The journal this session's library writes go to.
  var journal: WriteJournal {
    WriteJournal(state: environment.state, identity: environment.services.identity)
  }

  /// Reads from the service, naming the call in the error a failure becomes.
  func read<T: Sendable>(_ what: String, _ call: () async throws -> T) async throws -> T {
    do {
      return try await call()
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("could not load \(what): \(error)")
    }
  }
}
