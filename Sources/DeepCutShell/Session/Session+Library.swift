import DeepCutKit
import Foundation

extension Session {
  /// The library service: the recording mock or the real one, behind the one protocol.
  public nonisolated var library: any MusicLibraryService { environment.services.library }

  /// The recording mock, when the library is one (its write log and contents).
  public nonisolated var recording: InMemoryLibraryService? { environment.services.recording }

  /// The failure switchboard every service consults.
  public nonisolated var failures: FailureInjector { environment.services.failures }

  /// Reads MPD's library again when MPD reported a change (`idle database`), before the
  /// command runs, and says so on stderr; the names resolve against it from then on.
  func readChangedLibrary() async {
    guard let mpd = environment.services.mpdLibrary, mpd.hasPendingChange else { return }
    let notice = await mpd.refreshIfChanged()
    browse.snapshot = nil
    browse.names = nil
    if let notice { write("note: \(notice)\n", to: .standardError) }
  }

  /// The loaded library, for resolving names (read once, rebuilt after writes).
  func snapshot() async -> LibrarySnapshot {
    if let cached = browse.snapshot { return cached }
    if let mpd = environment.services.mpdLibrary {
      let snapshot = LibrarySnapshot(await mpd.contents)
      browse.snapshot = snapshot
      browse.names = nil
      return snapshot
    }
    guard let recording else { return await realSnapshot() }
    let snapshot: LibrarySnapshot
    if environment.services.identity == "sample", await recording.writeLog.entries.isEmpty {
      // No write taken in: the contents are the built-in sample's, already indexed.
      snapshot = .pristineSample
    } else {
      snapshot = LibrarySnapshot(await recording.contents)
    }
    browse.snapshot = snapshot
    browse.names = nil
    return snapshot
  }

  /// The names completion offers, as of the last command: the library's, the queue's entry
  /// ids, and the files in the working directory (so completion offers what resolves).
  public func completionNames() async -> NameIndex {
    var names: NameIndex
    if browse.snapshot != nil, let cached = browse.names {
      names = cached
    } else {
      names = await snapshot().nameIndex
      browse.names = names
    }
    names.releases = NameList(catalogs.seen.values.map(\.title).sorted())
    // The queue and the working directory change without a new snapshot: read them each time.
    names.queueEntries = NameList(queueListing.rows.map(\.entryID.description))
    let directory = environment.workingDirectory
    names.files = NameList(paths: { folder in Self.entries(of: folder, in: directory) })
    return names
  }

  /// The visible entries of `folder` (relative to `directory` unless absolute), folders with a
  /// trailing `/`; none when it cannot be read.
  nonisolated static func entries(of folder: String, in directory: String) -> [String] {
    let path =
      folder.hasPrefix("/") ? folder : (directory as NSString).appendingPathComponent(folder)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.filter { !$0.hasPrefix(".") }.map { entry in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: (path as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
      return exists && isDirectory.boolValue ? entry + "/" : entry
    }
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
  /// With a real service there is no journal: the write goes to the API, whose request log
  /// `writes` shows.
  func write<T: Sendable>(
    _ what: String, _ call: @Sendable (any MusicLibraryService) async throws -> T
  ) async throws -> T {
    defer { browse.snapshot = nil }
    do {
      guard let writes else { return try await call(library) }
      return try await writes.write(warning: warningSink) { try await call($0) }
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("\(what) failed: \(error); nothing was changed")
    } catch let error as LibraryWriteError {
      throw CommandError("\(what) refused: \(error); nothing was changed")
    } catch let error as StoreError {
      throw CommandError("\(what) not made: \(error); nothing was changed")
    }
  }
}
