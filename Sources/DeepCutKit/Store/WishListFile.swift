import Foundation

extension StateFileKind {
  /// A library's wish list (`wants`).
  public static let wishList = StateFileKind("the wish list", limit: 4 << 20)
}

/// A catalog release the user wanted in a library that cannot add it (MPD serves files, and no
/// one can download music into it): what `wants` lists.
public struct WishListEntry: Hashable, Sendable, Codable {
  public var release: CatalogRelease
  /// When it was wished for (wall clock).
  public var wishedAt: Date

  public init(release: CatalogRelease, wishedAt: Date) {
    self.release = release
    self.wishedAt = wishedAt
  }
}

/// The wish list of one library in the state directory (`wants-IDENTITY.json`), kept across
/// sessions: read through the state-file checks, written atomically under a lock so two
/// sessions wishing at once both keep theirs.
public enum WishListFile {
  public static func fileName(for identity: String) -> String { "wants-\(identity).json" }

  /// The entries, oldest first; none when there is no file.
  ///
  /// A file that is not a state file
  /// is set aside and one that does not decode moved aside, each with one `warning`.
  public static func load(
    identity: String, from state: StateDirectory, warning: (String) -> Void
  ) -> [WishListEntry] {
    let name = fileName(for: identity)
    do {
      guard let data = try state.read(name, kind: .wishList), !data.isEmpty else { return [] }
      guard let entries = try? decoder.decode([WishListEntry].self, from: data) else {
        warning(state.quarantine(name, reason: "it is not a wish list"))
        return []
      }
      return entries
    } catch {
      if case .setAside(let text) = error { warning(text) } else { warning("\(name): \(error)") }
      return []
    }
  }

  /// Adds `release` unless the list holds it already; returns the list and whether it was new.
  public static func add(
    _ release: CatalogRelease, at date: Date, identity: String, in state: StateDirectory
  ) async throws -> (entries: [WishListEntry], added: Bool) {
    let name = fileName(for: identity)
    guard state.isAvailable else {
      throw StoreError.unavailable
    }
    let lock = try await StateLock.acquire(name + ".lock", in: state)
    defer { lock.release() }
    var entries = load(identity: identity, from: state, warning: { _ in })
    guard !entries.contains(where: { $0.release.id == release.id }) else { return (entries, false) }
    entries.append(WishListEntry(release: release, wishedAt: date))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try state.write(try encoder.encode(entries), to: name)
    return (entries, true)
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
