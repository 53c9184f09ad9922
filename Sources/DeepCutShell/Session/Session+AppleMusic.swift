import DeepCutKit

extension Session {
  /// The names of a real library, fetched whole on first use.
  ///
  /// A library that cannot be read gives an empty snapshot, not kept, and a warning saying
  /// why, so the command that needed a name fails on it and the next one tries again.
  func realSnapshot() async -> LibrarySnapshot {
    guard let service = environment.services.appleMusic?.library else {
      return LibrarySnapshot(LibraryContents())
    }
    do {
      let snapshot = LibrarySnapshot(try await service.contents())
      browse.snapshot = snapshot
      browse.names = nil
      return snapshot
    } catch {
      warn("could not load your library: \(error)")
      return LibrarySnapshot(LibraryContents())
    }
  }
}
