import DeepCutKit

extension Session {
  /// The library service.
  public nonisolated var library: InMemoryLibraryService { environment.services.library }

  /// The failure switchboard every service consults.
  public nonisolated var failures: FailureInjector { environment.services.failures }

  /// The loaded library, for resolving names (read once, rebuilt after writes).
  func snapshot() async -> LibrarySnapshot {
    if let cached = browse.snapshot { return cached }
    let snapshot = LibrarySnapshot(await library.contents)
    browse.snapshot = snapshot
    return snapshot
  }

  /// The names completion offers, as of the last command.
  public func completionNames() async -> NameIndex {
    await snapshot().names
  }

  /// Reads from the service, naming the call in the error a failure becomes.
  func read<T: Sendable>(_ what: String, _ call: () async throws -> T) async throws -> T {
    do {
      return try await call()
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("could not load \(what): \(error)")
    }
  }

  /// Performs a library write as the app would, and keeps it in the shared journal.
  ///
  /// `JournaledLibrary` does the journal's part; a failure (injected or refused) changes
  /// nothing and says so.
  func write<T: Sendable>(
    _ what: String, _ call: @Sendable (InMemoryLibraryService) async throws -> T
  ) async throws -> T {
    defer { browse.snapshot = nil }
    do {
      return try await writes.write(warning: warningSink, call)
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("\(what) failed: \(error); nothing was changed")
    } catch let error as LibraryWriteError {
      throw CommandError("\(what) refused: \(error); nothing was changed")
    } catch let error as StoreError {
      throw CommandError("\(what) not made: \(error); nothing was changed")
    }
  }
}
