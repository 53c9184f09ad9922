import Foundation

extension MusicBrainzCatalog {
  /// What the cache says about `libraryName`, without any lookup (`ls artists`).
  public enum CachedLink: Hashable, Sendable {
    /// Various Artists, Unknown Artist or empty: never looked up.
    case placeholder
    case notChecked
    case known(MusicBrainzLink)
  }

  /// The cached link of `libraryName`, instantly.
  public func cachedLink(for libraryName: String) -> CachedLink {
    cachedLinks(for: [libraryName])[0]
  }

  /// The cached links of `libraryNames`, in order, from one read of the cache: each name is
  /// folded once, for the placeholder check and the cache key both (`ls artists`).
  public func cachedLinks(for libraryNames: [String]) -> [CachedLink] {
    let links = cache.allLinks()
    return libraryNames.map { name in
      let key = MusicBrainzCache.key(name)
      if CombinedCredit.isPlaceholder(folded: key) { return .placeholder }
      return links[key].map(CachedLink.known) ?? .notChecked
    }
  }

  /// The cached link of `artist`, instantly: as `link(for:)` would answer it without asking.
  public func cachedLink(for artist: LibraryArtist) -> CachedLink {
    cachedLinks(for: [artist])[0]
  }

  /// The cached links of `artists`, in order, from one read of the cache (`ls artists`).
  ///
  /// An artist whose tags name one artist is known without any lookup: its pin if it has
  /// one, else the link from its tags (cached or not yet).
  public func cachedLinks(for artists: [LibraryArtist]) -> [CachedLink] {
    let links = cache.allLinks()
    return artists.map { artist in
      let key = MusicBrainzCache.key(artist.name)
      if CombinedCredit.isPlaceholder(folded: key) { return .placeholder }
      let named = links[key]
      guard case .one(let mbid) = ArtistTags(artist), named?.isPinned != true else {
        return named.map(CachedLink.known) ?? .notChecked
      }
      let tagged = links[MusicBrainzCache.key(folded: key, taggedID: mbid)]
      return .known(tagged ?? tagLink(artist.name, mbid))
    }
  }

  /// The link of `artist`: from its tags when they name one artist (no request, and never
  /// over a pin), else by its name as `link(for:)` finds it.
  ///
  /// Two library artists of one name tagged with different ids get two links. Works
  /// offline: the tags need no server.
  public func link(for artist: LibraryArtist) async throws -> MusicBrainzLink? {
    guard !CombinedCredit.isPlaceholder(artist.name), case .one(let mbid) = ArtistTags(artist)
    else { return try await link(for: artist.name) }
    if let pinned = cache.link(for: artist.name), pinned.isPinned { return pinned }
    if let cached = cache.link(for: artist.name, taggedID: mbid) { return cached }
    let link = tagLink(artist.name, mbid)
    try await cache.save(link)
    return link
  }

  /// The link from tags of `libraryName` to `mbid`, dated now.
  private func tagLink(_ libraryName: String, _ mbid: String) -> MusicBrainzLink {
    MusicBrainzLink(
      libraryName: libraryName, state: .linked(mbid: mbid, name: "", origin: .tags),
      checked: now())
  }

  /// The link of `libraryName`, searched for only when the cache has none that is fresh.
  ///
  /// A pin is always used; a search's answer is cached. `nil` for a placeholder name.
  /// Offline, only the cache answers.
  public func link(for libraryName: String) async throws -> MusicBrainzLink? {
    if CombinedCredit.isPlaceholder(libraryName) { return nil }
    if let cached = cache.link(for: libraryName),
      cached.isPinned || isFresh(cached.checked) || settings.offline
    {
      return cached
    }
    guard !settings.offline else {
      throw MusicBrainzError.notCached("the link of '\(libraryName)'")
    }
    let link = try await search(libraryName, splitting: true)
    try await cache.save(link)
    return link
  }

  /// Pins `libraryName` to `mbid` by hand, checking with the server that the artist exists
  /// (offline, the pin is kept without its name).
  @discardableResult
  public func pin(_ libraryName: String, to mbid: String) async throws -> MusicBrainzLink {
    let mbid = mbid.lowercased()
    guard MBID.isValid(mbid) else { throw MusicBrainzError.invalidMBID(mbid) }
    var name = ""
    if !settings.offline {
      name = try await fetch(MusicBrainzJSON.ArtistLookup.self, query.artist(mbid)).name
    }
    let link = MusicBrainzLink(
      libraryName: libraryName, state: .linked(mbid: mbid, name: name, origin: .pinned),
      checked: now())
    try await cache.save(link)
    return link
  }

  /// Forgets the link of `libraryName` (pinned or found), so the next lookup searches again.
  @discardableResult
  public func unlink(_ libraryName: String) async throws -> Bool {
    try await cache.removeLink(for: libraryName)
  }

  /// Forgets the links of `artist`: its pin or search by name, and the one from its tags
  /// (which the next lookup takes from the tags again).
  @discardableResult
  public func unlink(_ artist: LibraryArtist) async throws -> Bool {
    guard case .one(let mbid) = ArtistTags(artist) else { return try await unlink(artist.name) }
    return try await cache.removeLink(for: artist.name, taggedID: mbid)
  }

  /// The discography of `mbid`: the cache's while fresh, else fetched whole and cached.
  public func discography(of mbid: String) async throws -> MusicBrainzCache.Discography {
    guard MBID.isValid(mbid) else { throw MusicBrainzError.invalidMBID(mbid) }
    let cached = cache.discography(of: mbid)
    if let cached, settings.offline || isFresh(cached.fetched) { return cached }
    guard !settings.offline else {
      throw MusicBrainzError.notCached("the discography of \(artistName(of: mbid) ?? mbid)")
    }
    let fetched = try await fetchDiscography(of: mbid)
    try cache.save(fetched)
    return fetched
  }

  /// How long ago the discography of `mbid` was fetched, if it is cached.
  public func discographyAge(of mbid: String) -> Duration? {
    cache.discography(of: mbid).map { .seconds(max(now().timeIntervalSince($0.fetched), 0)) }
  }

  /// Searches for `name`; when nothing matches and `splitting`, tries it as a combined credit.
  private func search(_ name: String, splitting: Bool) async throws -> MusicBrainzLink {
    let results = try await fetch(MusicBrainzJSON.ArtistSearch.self, query.artistSearch(name))
    let state: MusicBrainzLink.State
    switch ArtistMatcher.match(name, among: results.artists) {
    case .matched(let candidate):
      state = .linked(
        mbid: candidate.mbid, name: candidate.name, origin: .search(score: candidate.score))
    case .ambiguous(let candidates):
      state = .unmatched(candidates: candidates, ambiguous: true)
    case .none(let candidates):
      if splitting, let parts = CombinedCredit.parts(of: name),
        let credited = try await credit(parts)
      {
        state = credited
      } else {
        state = .unmatched(candidates: candidates, ambiguous: false)
      }
    }
    return MusicBrainzLink(libraryName: name, state: state, checked: now())
  }

  /// Links each part of a combined credit (through the cache); `nil` when none links.
  private func credit(_ names: [String]) async throws -> MusicBrainzLink.State? {
    var parts: [MusicBrainzLink.Part] = []
    for name in names where !CombinedCredit.isPlaceholder(name) {
      var link = cache.link(for: name)
      if link == nil || !(link!.isPinned || isFresh(link!.checked)) {
        link = try await search(name, splitting: false)
        try await cache.save(link!)
      }
      parts.append(MusicBrainzLink.Part(name: name, mbid: link?.mbid))
    }
    return parts.contains { $0.mbid != nil } ? .credited(parts) : nil
  }

  /// Every release group of `mbid`, 100 at a time until the count is reached, oldest first.
  private func fetchDiscography(of mbid: String) async throws -> MusicBrainzCache.Discography {
    let artistName = artistName(of: mbid) ?? ""
    var groups: [MusicBrainzJSON.ReleaseGroup] = []
    var offset = 0
    while true {
      let page = try await fetch(
        MusicBrainzJSON.ReleaseGroupBrowse.self, query.releaseGroups(of: mbid, offset: offset))
      groups += page.releaseGroups
      offset += page.releaseGroups.count
      if page.releaseGroups.isEmpty || offset >= page.count { break }
    }
    let releases = MusicBrainzReleases.releases(
      from: groups, artistID: CatalogArtistID(unchecked: mbid), artistName: artistName)
    return MusicBrainzCache.Discography(
      mbid: mbid, artistName: artistName, fetched: now(), releases: releases)
  }

  /// The MusicBrainz name of `mbid`, from the links cache; for an artist linked only by its
  /// tags (whose MusicBrainz name is never asked for), the library's name.
  func artistName(of mbid: String) -> String? {
    var tagged: String?
    for link in cache.allLinks().values {
      guard case .linked(mbid, let name, let origin) = link.state else { continue }
      if !name.isEmpty { return name }
      // The least name, should several library names carry the id: the same every time.
      if origin == .tags { tagged = min(tagged ?? link.libraryName, link.libraryName) }
    }
    return tagged
  }

  func fetch<Value: Decodable>(_ type: Value.Type, _ url: URL) async throws -> Value {
    if let error = recentlyUnreachable() { throw MusicBrainzError.unreachable(error) }
    do {
      let value = try await client.getJSON(type, from: url)
      record(unreachable: nil)
      return value
    } catch {
      switch error {
      case .timedOut, .refused, .unknownHost, .connection: record(unreachable: error)
      default: break
      }
      throw MusicBrainzError.from(error)
    }
  }
}
