import Foundation

/// The MusicBrainz catalog's files in the state directory (`musicbrainz/`): the artist links in
/// `links.json`, each discography in `discographies/MBID.json` with its fetch time, and the
/// release group of each tagged release in `release-groups.json` (`+ReleaseGroups`).
///
/// Every write is atomic (`AtomicFile`); links are read, merged and written under a
/// `StateLock`, so two sessions on one state directory never lose each other's links. A file
/// that does not parse is moved aside with a warning (`StateDirectory.quarantine`) and the
/// cache carries on without it. Only successful answers are ever written.
///
/// The folders are made on the first write, so a session that never uses MusicBrainz leaves
/// no trace of it.
public final class MusicBrainzCache: Sendable {
  private let state: StateDirectory
  private let folders = LockedValue<Folders?>(nil)
  private let links = LockedValue<[String: MusicBrainzLink]?>(nil)
  /// Release MBID → release group MBID, once read (`+ReleaseGroups`).
  let releaseGroupMap = LockedValue<[String: String]?>(nil)
  let warn: @Sendable (String) -> Void

  static let linksFile = "links.json"

  /// `musicbrainz/` and `musicbrainz/discographies/`.
  struct Folders: Sendable {
    var main: StateDirectory
    var discographies: StateDirectory
  }

  /// The cache in `state`; `warn` hears about corrupt files moved aside.
  public init(state: StateDirectory, warn: @escaping @Sendable (String) -> Void = { _ in }) {
    self.state = state
    self.warn = warn
  }

  /// The folders, made when `create` and missing; `nil` when missing and not to be made.
  func folders(create: Bool) throws(StoreError) -> Folders? {
    if let folders = folders.withLock({ $0 }) { return folders }
    guard state.isAvailable else { return nil }
    let main = state.file("musicbrainz")
    guard create || FileManager.default.fileExists(atPath: main.path) else { return nil }
    let mainDirectory = try StateDirectory(main)
    let made = Folders(
      main: mainDirectory, discographies: try StateDirectory(mainDirectory.file("discographies")))
    folders.withLock { $0 = made }
    return made
  }

  // MARK: Links

  /// The key a library name is filed under: folded, so `Sigur Rós` and `sigur ros` share one.
  public static func key(_ libraryName: String) -> String { ArtistMatcher.fold(libraryName) }

  /// The key a link from tags is filed under: the folded name, a tab, the id.
  ///
  /// A folded name never holds a tab (`ArtistMatcher.fold` makes each run of whitespace one
  /// space), so no name's key is ever one of these, and two library artists of one name
  /// tagged with different ids keep two links.
  public static func key(_ libraryName: String, taggedID mbid: String) -> String {
    key(folded: key(libraryName), taggedID: mbid)
  }

  /// `key(_:taggedID:)` of a name already folded by `key(_:)`.
  static func key(folded: String, taggedID mbid: String) -> String { folded + "\t" + mbid }

  /// The key `link` is filed under.
  static func key(of link: MusicBrainzLink) -> String {
    if link.isFromTags, let mbid = link.mbid { return key(link.libraryName, taggedID: mbid) }
    return key(link.libraryName)
  }

  /// The cached link for `libraryName`, without any lookup.
  public func link(for libraryName: String) -> MusicBrainzLink? {
    allLinks()[Self.key(libraryName)]
  }

  /// The cached link from tags for `libraryName` tagged `mbid`, without any lookup.
  public func link(for libraryName: String, taggedID mbid: String) -> MusicBrainzLink? {
    allLinks()[Self.key(libraryName, taggedID: mbid)]
  }

  /// Every cached link, by key.
  public func allLinks() -> [String: MusicBrainzLink] {
    if let cached = links.withLock({ $0 }) { return cached }
    let loaded = readLinks()
    links.withLock { $0 = loaded }
    return loaded
  }

  /// Records `link` (replacing what was there for its name, or its name and tagged id).
  public func save(_ link: MusicBrainzLink) async throws {
    try await updateLinks { $0[Self.key(of: link)] = link }
  }

  /// Forgets the link of `libraryName` (and the one from tags naming `taggedID`); returns
  /// whether there was one.
  @discardableResult
  public func removeLink(for libraryName: String, taggedID: String? = nil) async throws -> Bool {
    var removed = false
    try await updateLinks {
      removed = $0.removeValue(forKey: Self.key(libraryName)) != nil
      if let taggedID {
        removed =
          $0.removeValue(forKey: Self.key(libraryName, taggedID: taggedID)) != nil || removed
      }
    }
    return removed
  }

  private func updateLinks(_ change: (inout [String: MusicBrainzLink]) -> Void) async throws {
    guard let directory = try folders(create: true)?.main else { return }
    let lock = try await StateLock.acquire("musicbrainz.lock", in: directory)
    defer { lock.release() }
    var current = readLinks()
    change(&current)
    let file = LinksFile(links: current)
    try directory.write(try Self.encoder.encode(file), to: Self.linksFile)
    links.withLock { $0 = current }
  }

  private func readLinks() -> [String: MusicBrainzLink] {
    guard let directory = try? folders(create: false)?.main,
      let data = read(Self.linksFile, kind: .links, in: directory)
    else { return [:] }
    do {
      return try JSONDecoder().decode(LinksFile.self, from: data).links
    } catch {
      warn(directory.quarantine(Self.linksFile, reason: "not a links file"))
      return [:]
    }
  }

  /// The file's bytes, or `nil` (missing or unreadable); one that is not a state file (a
  /// directory, a link, a FIFO, too large) is set aside and `warn` says so, naming it.
  func read(_ name: String, kind: StateFileKind, in directory: StateDirectory) -> Data? {
    do {
      return try directory.read(name, kind: kind)
    } catch {
      warn(error.description)
      return nil
    }
  }

  private struct LinksFile: Codable {
    var version = 1
    var links: [String: MusicBrainzLink]
  }

  // MARK: Discographies

  /// A fetched discography: every release group, oldest first, and when it was fetched.
  public struct Discography: Codable, Hashable, Sendable {
    public var mbid: String
    public var artistName: String
    public var fetched: Date
    public var releases: [CatalogRelease]

    public init(mbid: String, artistName: String, fetched: Date, releases: [CatalogRelease]) {
      self.mbid = mbid
      self.artistName = artistName
      self.fetched = fetched
      self.releases = releases
    }
  }

  /// The cached discography of `mbid`, whatever its age.
  public func discography(of mbid: String) -> Discography? {
    guard MBID.isValid(mbid) else { return nil }
    let name = "\(mbid).json"
    guard let directory = try? folders(create: false)?.discographies,
      let data = read(name, kind: .discography, in: directory)
    else { return nil }
    do {
      return try JSONDecoder().decode(Discography.self, from: data)
    } catch {
      warn(directory.quarantine(name, reason: "not a discography"))
      return nil
    }
  }

  /// Stores a complete discography.
  public func save(_ discography: Discography) throws {
    guard MBID.isValid(discography.mbid) else {
      throw MusicBrainzError.invalidMBID(discography.mbid)
    }
    guard let directory = try folders(create: true)?.discographies else { return }
    try directory.write(try Self.encoder.encode(discography), to: "\(discography.mbid).json")
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()
}
