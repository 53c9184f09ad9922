/// A catalog for any library: believable discographies generated from the library's artist
/// names, paged like the Apple Music API, and labelled as simulated wherever it shows.
///
/// An imported library has no catalog links (Library.xml knows nothing of the catalog), so the
/// simulation provides the bridge as well as the releases:
/// - **Links.** Every artist without a catalog link gets a simulated catalog artist id, a
///   10-digit number drawn from its name with `StableHash` (on the rare clash with a taken id,
///   the next draw for that name, in library order). About one artist in twenty, chosen by
///   name, is left unmatched, so the "unmatched" path shows on any library. Artists that already
///   have a link keep it, and the catalog answers for that id too. `linkedLibrary` is the
///   library with these links filled in: serve it with `InMemoryLibraryService` and its
///   `catalogArtist(for:)` answers through the simulation, the supported bridge.
/// - **Releases.** `SimulatedDiscography`: deterministic per artist name, built around the
///   titles the library holds for the artist so that ownership works (owned > 0).
/// - **Answers like the API** (and like `SampleCatalog`): pages of `limit` releases (25 by
///   default, clamped to 1...100) with a `next` cursor; an unknown id, a library id sent by
///   mistake among them, throws `ServiceError.notFound`; every page asks the
///   `FailureInjector` about `.catalogReleases` first.
public struct SimulatedCatalog: CatalogSource {
  public var label: String { "simulated catalog" }
  public var isSimulated: Bool { true }
  /// The switchboard consulted before every page.
  public let failures: FailureInjector
  /// The library it was built for, with every artist the simulation matches linked to its
  /// simulated catalog artist.
  public let linkedLibrary: LibraryContents

  /// One catalog artist and the library's albums its discography is built around.
  private struct Entry: Sendable {
    var artist: CatalogArtist
    var libraryAlbums: [LibraryAlbum]
  }

  private let entries: [CatalogArtistID: Entry]
  /// The discographies generated so far, by artist.
  ///
  /// An artist's pages are asked for in a row, and again on each of the feed's laps over the
  /// library, and generating the discography is most of a page's cost. It is the same every
  /// time, and a 1,600-artist library's discographies take a few megabytes.
  private let generated = LockedValue<[CatalogArtistID: [CatalogRelease]]>([:])

  /// A catalog for `library`'s artists.
  public init(library: LibraryContents, failures: FailureInjector = FailureInjector()) {
    self.failures = failures
    var linked = library
    var taken = Set(library.artists.compactMap(\.catalogID))
    for index in linked.artists.indices where linked.artists[index].catalogID == nil {
      let name = linked.artists[index].name
      guard !Self.leavesUnmatched(name) else { continue }
      var attempt = 0
      while !taken.insert(Self.candidateID(for: name, attempt: attempt)).inserted { attempt += 1 }
      linked.artists[index].catalogID = Self.candidateID(for: name, attempt: attempt)
    }
    let albums = Dictionary(grouping: library.albums, by: \.artistID)
    var entries: [CatalogArtistID: Entry] = [:]
    for artist in linked.artists {
      // Two library artists linked to one catalog artist: the first one names it.
      guard let id = artist.catalogID, entries[id] == nil else { continue }
      entries[id] = Entry(
        artist: CatalogArtist(id: id, name: artist.name), libraryAlbums: albums[artist.id] ?? [])
    }
    self.entries = entries
    self.linkedLibrary = linked
  }

  /// Whether the simulation leaves an artist named `name` unmatched (about one in twenty).
  public static func leavesUnmatched(_ name: String) -> Bool {
    StableHash.fnv1a64("simulated/unmatched/\(name)") % 20 == 0
  }

  /// The simulated catalog id for `name`: 10 digits, `attempt` > 0 only after a clash.
  static func candidateID(for name: String, attempt: Int) -> CatalogArtistID {
    let seed = attempt == 0 ? "simulated/artist/\(name)" : "simulated/artist/\(name)#\(attempt)"
    return CatalogArtistID(
      unchecked: String(2_000_000_000 + StableHash.fnv1a64(seed) % 7_000_000_000))
  }

  /// The catalog artist with this id, or `nil` when the catalog does not know it.
  public func artist(_ id: CatalogArtistID) -> CatalogArtist? {
    entries[id]?.artist
  }

  /// Every release of the artist, oldest first, or `nil` for an unknown id (no failure
  /// injection; for inspection and tests).
  public func discography(of id: CatalogArtistID) -> [CatalogRelease]? {
    entries[id].map {
      SimulatedDiscography.releases(of: $0.artist, libraryAlbums: $0.libraryAlbums)
    }
  }

  private func cachedDiscography(of artist: CatalogArtistID) -> [CatalogRelease]? {
    if let releases = generated.withLock({ $0[artist] }) { return releases }
    guard let releases = discography(of: artist) else { return nil }
    generated.withLock { $0[artist] = releases }
    return releases
  }

  public func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?)
    async throws -> Page<CatalogRelease>
  {
    try failures.check(.catalogReleases)
    guard let releases = cachedDiscography(of: artist) else {
      let hint =
        artist.rawValue.contains(".") ? " (a library id? use the artist's catalog link)" : ""
      throw ServiceError.notFound("catalog artist '\(artist)'\(hint)")
    }
    let path = "/v1/catalog/us/artists/\(artist)/albums"
    let limit = min(max(limit, 1), Self.maximumPageLimit)
    guard let page = PageCursor.page(of: releases, path: path, limit: limit, after: cursor) else {
      throw ServiceError.notFound("page '\(cursor ?? "")' of catalog artist '\(artist)'")
    }
    return page
  }
}
