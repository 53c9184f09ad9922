import DeepCutKit

/// Finds the catalog release (or listed track) a person means: by its row in the last listing
/// (`add 1`, `play 3` after `ls tracks …`), by catalog id (`add 1118246789`), or by the title
/// of a release a listing showed this session (`add "Live at the Abyss, Houston 1996"`, or
/// `add release Live at …` to say which kind).
enum CatalogReleaseNames {
  /// The release `text` names, or the listed row its number names, or `nil` when the library
  /// should be asked instead.
  ///
  /// `libraryMatched` says whether the library knows the name: a title is
  /// taken as a release only when the library does not, or with the kind word `release`.
  /// A row of a kind outside `kinds` is an error naming what `command` takes.
  static func release(
    _ text: String, libraryMatched: Bool, accepting kinds: [String], command: String,
    in session: isolated Session
  ) async throws -> ListedRow? {
    var query = text.trimmingSpaces()
    var named = false
    // Only text opening with the word `release` can name one: split (by Character) only then.
    if query.lowercased().hasPrefix("release ") {
      let words = query.split(separator: " ", maxSplits: 1).map(String.init)
      named = words.count == 2 && words[0].lowercased() == "release"
      if named { query = words[1] }
    }
    if !(libraryMatched && !named),
      let row = try row(query, accepting: kinds, command: command, in: session)
    {
      return row
    }
    return try await byIDOrTitle(query, named: named, libraryMatched: libraryMatched, in: session)
      .map(ListedRow.release)
  }

  /// Whether `text` is a number `row` takes as a row (`3`, not `12345` or `three`): only then
  /// need a caller ask whether the library knows it first.
  static func mayNameRow(_ text: String) -> Bool {
    rowNumber(text.trimmingSpaces()) != nil
  }

  /// The row `3` or `row 3` names; `row 3` is a row even where a name is "3".
  private static func rowNumber(_ query: String) -> Int? {
    let digits = explicitRow(query) ?? Substring(query)
    guard let number = Int(digits), digits.count <= 4 else { return nil }
    return number
  }

  /// The digits of `row N`, or `nil` for any other text.
  private static func explicitRow(_ query: String) -> Substring? {
    guard query.utf8.count > 4, query.utf8.count <= 8, query.lowercased().hasPrefix("row ")
    else { return nil }
    return query.dropFirst(4)
  }

  /// Refuses a number that names both a row of the last listing that `command` takes and a
  /// library item exactly (an artist called "104"): which one is meant cannot be told, so the
  /// error says how to choose, as other ambiguous names do.
  ///
  /// `kinds` are the library kinds the name may be, `rowKinds` the rows `command` takes.
  static func refuseRowAlsoNamed(
    _ text: String, among kinds: [String], rowKinds: [String], command: String,
    in snapshot: LibrarySnapshot, session: isolated Session
  ) throws(CommandError) {
    let query = text.trimmingSpaces()
    guard explicitRow(query) == nil, let number = rowNumber(query),
      session.catalogs.rows.indices.contains(number - 1)
    else { return }
    let row = session.catalogs.rows[number - 1]
    guard row.isTaken(by: rowKinds), let named = exactlyNamed(query, among: kinds, in: snapshot)
    else { return }
    throw CommandError(
      "'\(query)' is ambiguous: row \(number) of the last listing (\(row.kind) '\(row.name)') "
        + "and the \(named.kind) named '\(query)'; say '\(command) row \(number)' for the row "
        + "or '\(command) \(named.id)' for the \(named.kind)")
  }

  /// The kind and id of the library item named exactly `number` (Prince's "1999"), if any.
  private static func exactlyNamed(
    _ number: String, among kinds: [String], in snapshot: LibrarySnapshot
  ) -> (kind: String, id: String)? {
    let contents = snapshot.contents
    if kinds.contains("artist"), let artist = contents.artists.first(where: { $0.name == number }) {
      return ("artist", artist.id.rawValue)
    }
    if kinds.contains("album"), let album = contents.albums.first(where: { $0.title == number }) {
      return ("album", album.id.rawValue)
    }
    if kinds.contains("track"), let track = contents.tracks.first(where: { $0.title == number }) {
      return ("track", track.id.rawValue)
    }
    if kinds.contains("playlist"),
      let playlist = contents.playlists.first(where: { $0.name == number })
    {
      return ("playlist", playlist.id.rawValue)
    }
    return nil
  }

  /// The row of the last listing a number (`3`) names, or `nil` when `text` is not one.
  ///
  /// A row of a kind outside `kinds` is an error saying what the row is and what `command`
  /// takes, as is a number beyond the listing.
  static func row(
    _ text: String, accepting kinds: [String], command: String, in session: isolated Session
  ) throws(CommandError) -> ListedRow? {
    let query = text.trimmingSpaces()
    guard let number = rowNumber(query) else { return nil }
    let rows = session.catalogs.rows
    guard (1...max(1, rows.count)).contains(number), !rows.isEmpty else {
      throw CommandError(
        rows.isEmpty
          ? "no numbered listing yet (try 'cuts <artist>', 'discover' or 'ls …', then a row)"
          : "there is no row \(number) in the last listing (rows 1–\(rows.count))")
    }
    let row = rows[number - 1]
    guard row.isTaken(by: kinds) else {
      throw CommandError(
        "row \(number) of the last listing is \(row.kind) '\(row.name)'; '\(command)' takes "
          + alternatives(kinds))
    }
    return row
  }

  /// "an artist, album or playlist".
  private static func alternatives(_ kinds: [String]) -> String {
    let first = kinds.first.map { ($0.first == "a" ? "an " : "a ") + $0 } ?? ""
    guard kinds.count > 1 else { return first }
    return ([first] + kinds.dropFirst().dropLast()).joined(separator: ", ") + " or "
      + kinds[kinds.count - 1]
  }

  /// The release a catalog id or a listed title names.
  private static func byIDOrTitle(
    _ query: String, named: Bool, libraryMatched: Bool, in session: isolated Session
  ) async throws -> CatalogRelease? {
    if let id = CatalogReleaseID(query), query.count > 4 {
      if let seen = session.catalogs.seen[id] { return seen }
      guard let source = session.catalog.releaseSource else {
        throw CommandError("the \(session.catalogLabel) cannot look releases up by id")
      }
      let release = try await session.read("catalog release \(id)") {
        try await source.release(id)
      }
      session.catalogs.seen[id] = release
      return release
    }
    guard named || !libraryMatched else { return nil }
    if let listed = seenResolver(in: session).item(named: query) { return listed }
    // A local catalog answers at once: a title resolves against all of it, not only the
    // releases listed so far. Unnamed, only an exact title is taken from it.
    await learnLocalCatalog(in: session)
    let resolver = seenResolver(in: session)
    if named { return try resolver.resolve(query) }
    let folded = NameFolding.fold(query)
    let exact = session.catalogs.seen.values.filter { NameFolding.fold($0.title) == folded }
    // Two releases of one title (a reissue) are ambiguous: list them, as 'release TITLE' does.
    if exact.count > 1 { return try resolver.resolve(query) }
    return exact.count == 1 ? exact[0] : nil
  }

  /// The releases seen this session, by title.
  private static func seenResolver(in session: isolated Session) -> NameResolver<CatalogRelease> {
    NameResolver(
      session.catalogs.seen.values.sorted { $0.id < $1.id }.map {
        .init(id: $0.id.rawValue, name: $0.title, detail: "release by \($0.artistName)", item: $0)
      }, noun: "release")
  }

  /// Puts every release of the library's artists in a local catalog (sample, simulated) among
  /// the seen ones, once a session; a remote catalog's only after a lookup of the artist.
  private static func learnLocalCatalog(in session: isolated Session) async {
    let local = session.catalogChoice == .sample || session.catalogChoice == .simulated
    guard local, !session.catalogs.seenWholeCatalog else { return }
    let bridge = session.bridge
    let catalog = session.catalog
    for artist in await session.snapshot().contents.artists {
      // An unmatched artist (no link) or a failing page leaves those titles to a listing.
      guard let id = try? await bridge.link(artist) else { continue }
      for release in (try? await catalog.allReleases(of: id)) ?? [] {
        session.catalogs.seen[release.id] = release
      }
    }
    session.catalogs.seenWholeCatalog = true
  }

  /// The release's tracks, from the catalog.
  static func tracks(of release: CatalogRelease, in session: isolated Session) async throws
    -> [CatalogTrack]
  {
    guard let source = session.catalog.releaseSource else {
      throw CommandError("the \(session.catalogLabel) cannot list a release's tracks")
    }
    let tracks = try await session.read("the tracks of '\(release.title)'") {
      try await source.tracks(of: release.id)
    }
    guard !tracks.isEmpty else { throw CommandError("'\(release.title)' has no tracks") }
    return tracks
  }

  /// Whether the library resolves `text` to one of `kinds` without an error.
  ///
  /// A number is a row unless something is named exactly that (Prince's "1999"): a title that
  /// merely contains it ("Demos: 1993-1996") does not take `add 99` away from the listing.
  /// `resolved` is `snapshot.resolve(text, among: kinds)` when the caller has it already.
  static func libraryKnows(
    _ text: String, among kinds: [String], in snapshot: LibrarySnapshot,
    resolved: Result<LibraryItemRef, CommandError>? = nil
  ) -> Bool {
    let trimmed = text.trimmingSpaces()
    if !trimmed.isEmpty, trimmed.allSatisfy(\.isNumber) {
      return exactlyNamed(trimmed, among: kinds, in: snapshot) != nil
    }
    // `row 3` names a row, whatever the library holds.
    if explicitRow(trimmed).map({ Int($0) != nil }) == true { return false }
    if let resolved { return (try? resolved.get()) != nil }
    return snapshot.item(named: text, among: kinds) != nil
  }
}
