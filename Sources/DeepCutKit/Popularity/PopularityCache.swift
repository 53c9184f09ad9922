import Foundation

/// ListenBrainz's counts in the state directory: `listenbrainz/counts.json`, every release
/// group's counts by MBID with the time they were fetched.
///
/// Only answers ListenBrainz gave are written (nothing from a failed call). A save reads the
/// file, merges and writes it atomically under a `StateLock`, so two sessions on one state
/// directory never lose each other's counts. A file that does not parse is moved aside with a
/// warning and the cache carries on without it. The folder is made on the first save, so a
/// session that never asks for counts leaves no trace.
public final class PopularityCache: Sendable {
  private let state: StateDirectory
  private let loaded = LockedValue<[String: ReleaseGroupCounts]?>(nil)
  private let warn: @Sendable (String) -> Void

  static let folder = "listenbrainz"
  static let fileName = "counts.json"

  /// The cache in `state`; `warn` hears about a corrupt file moved aside.
  public init(state: StateDirectory, warn: @escaping @Sendable (String) -> Void = { _ in }) {
    self.state = state
    self.warn = warn
  }

  /// The cached counts of each of `mbids` (lowercased) that has any, whatever their age.
  public func counts(of mbids: [String]) -> [String: ReleaseGroupCounts] {
    let all = allCounts()
    var found: [String: ReleaseGroupCounts] = [:]
    for mbid in mbids {
      if let counts = all[mbid] { found[mbid] = counts }
    }
    return found
  }

  /// Every cached count, by MBID.
  public func allCounts() -> [String: ReleaseGroupCounts] {
    if let cached = loaded.withLock({ $0 }) { return cached }
    let read = read()
    loaded.withLock { $0 = read }
    return read
  }

  /// Adds `counts` to the cache (replacing what was there for their MBIDs).
  public func save(_ counts: [String: ReleaseGroupCounts]) async throws {
    guard !counts.isEmpty else { return }
    let directory = try StateDirectory(state.file(Self.folder))
    let lock = try await StateLock.acquire("counts.lock", in: directory)
    defer { lock.release() }
    var current = read()
    current.merge(counts) { _, new in new }
    try directory.write(try Self.encoder.encode(CountsFile(counts: current)), to: Self.fileName)
    loaded.withLock { $0 = current }
  }

  private func read() -> [String: ReleaseGroupCounts] {
    let folder = state.file(Self.folder)
    guard FileManager.default.fileExists(atPath: folder.path),
      let directory = try? StateDirectory(folder),
      let data = try? directory.read(Self.fileName)
    else { return [:] }
    do {
      return try JSONDecoder().decode(CountsFile.self, from: data).counts
    } catch {
      warn(directory.quarantine(Self.fileName, reason: "not a ListenBrainz counts file"))
      return [:]
    }
  }

  private struct CountsFile: Codable {
    var version = 1
    var counts: [String: ReleaseGroupCounts]
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()
}
