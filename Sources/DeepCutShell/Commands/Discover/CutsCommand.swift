import DeepCutKit

/// `cuts <artist> [--types …] [--sort year|popular|deep]`: the artist's releases the user does
/// not own, with their listeners when known.
enum CutsCommand {
  static let artist = Argument<String>.text(
    "artist", .names([.artists]), missing: "cuts for which artist? (cuts <artist>)")
  static let types = Option<Set<ReleaseType>>.value(
    "--types", "LIST", summary: "release types that count (default album,ep,live,compilation)",
    default: ReleaseType.defaultFilter, values: { ReleaseType.allCases.map(\.rawValue) + ["all"] },
    parseTypes)

  static let command = Command(
    CommandSpec(
      name: "cuts", group: .discover,
      summary: "the artist's catalog releases you don't own, newest first, with total/owned/cuts",
      details: """
        The artist's catalog discography comes through the library's catalog link (never the
        library id) and every page is followed, so prolific artists are not cut off at 25.
        A release is owned when the library holds it by catalog id, or by title with editions
        folded ("Deluxe", "(2011 Remaster)", ...). With MusicBrainz, an album whose tags give
        its release (MUSICBRAINZ_ALBUMID) owns exactly that release's group, whatever the
        titles say: the first time, one lookup per tagged album, cached for good. By default
        singles are left out.
        With the MusicBrainz catalog each cut shows its listeners from ListenBrainz (one
        request for all of them, cached for a week); --sort popular puts the most listened
        first, --sort deep the least (unknown counts last, ties by year).
        """,
      examples: [
        "cuts acid bath", "cuts A$AP Rocky --types single", "cuts king gizzard --types all",
        "cuts acid bath --sort deep",
      ],
      signature: Signature([artist.spec], options: [types.spec, CutSortOption.sort.spec]),
      usage: [
        "cuts <artist> [--types album,ep,single,live,compilation|all] [--sort year|popular|deep]"
      ], isQuery: true)
  ) { session, arguments in
    let artist = try await session.snapshot().artists.resolve(arguments[Self.artist])
    return try await cuts(
      of: artist, types: arguments[Self.types], sort: arguments[CutSortOption.sort], in: session)
  }

  static func cuts(
    of artist: LibraryArtist, types: Set<ReleaseType>, sort: CutSort = .year,
    in session: isolated Session
  ) async throws -> CommandOutput {
    let library = session.library
    let catalog = session.catalog
    // Read after each lookup: a catalog names its storefront only once it has asked for it.
    var catalogLabel = session.catalogLabel
    let simulated = session.activeCatalog.isSimulated
    let bridge = session.bridge
    let linkID = try await session.read("\(artist.name)'s catalog link") {
      try await bridge.link(artist)
    }
    let linkJSON = session.musicBrainz.map { Self.link(of: artist, in: $0) }
    guard let linkID else {
      catalogLabel = session.catalogLabel
      var output = CommandOutput(
        CutsDocument(
          artist: artist, catalog: catalogLabel, simulated: simulated, catalogID: nil, total: 0,
          owned: 0, cuts: [], musicBrainz: linkJSON))
      if let musicBrainz = session.musicBrainz,
        case .known(let link) = musicBrainz.cachedLink(for: artist)
      {
        output.say("\(artist.name) in the \(catalogLabel): \(LinkJSON.text(link, of: artist))")
        if case .unmatched(_, true) = link.state {
          output.say("pick one with 'link \(artist.name) MBID'")
        }
        return output
      }
      output.say(
        "\(artist.name) is unmatched: the library has no catalog link for it, so its releases "
          + "cannot be looked up (it is listed, never silently dropped)")
      return output
    }
    let link = CatalogArtist(id: linkID, name: artist.name)
    let releases = try await session.read("\(artist.name)'s catalog releases") {
      try await catalog.allReleases(of: link.id)
    }
    let albums = try await session.read("albums") {
      try await library.albums(by: artist.id) + bridge.creditedAlbums(artist)
    }
    // This artist's albums only: at most one lookup per tagged album not cached yet.
    let exact = try await bridge.exactReleases(albums, true)
    catalogLabel = session.catalogLabel
    var linked = artist
    linked.catalogID = link.id
    var cuts = ArtistCuts(
      releases: releases, albums: albums, artists: [linked], exact: exact, types: types)
    // Never in the way of the listing: a failed lookup leaves counts out and says so.
    let counts = try await CutCounts.lookup(cuts.cuts, sort: sort, fetch: true, in: session)
    cuts.cuts = counts.sorted(cuts.cuts, by: sort)
    var output = CommandOutput(
      CutsDocument(
        artist: artist, catalog: catalogLabel, simulated: simulated, catalogID: link.id,
        total: cuts.total, owned: cuts.owned,
        cuts: cuts.cuts.map { CutEntry($0, counts: counts) },
        musicBrainz: linkJSON))
    for warning in exact.warnings { output.warn(warning) }
    let typeNote =
      types == ReleaseType.defaultFilter
      ? "" : " (types: \(types.sorted().map(\.label).joined(separator: ", ")))"
    var ageNote = ""
    if let age = session.musicBrainz?.discographyAge(of: link.id.rawValue) {
      ageNote = age < .seconds(60) ? ", fetched just now" : ", cached \(AgeText.describe(age)) ago"
    }
    output.say(
      "\(artist.name) in the \(catalogLabel)\(typeNote)\(ageNote): \(cuts.total) / "
        + "\(cuts.owned) / \(cuts.cuts.count)  (total / owned / cuts)")
    guard !cuts.cuts.isEmpty else {
      output.say(
        "you own every release"
          + (cuts.total == 0 ? " (the catalog lists none of these types)" : ""))
      return output
    }
    if let note = counts.note(for: cuts.cuts, sort: sort, next: "cuts \(artist.name)") {
      output.say(note)
    }
    session.catalogs.list(cuts.cuts)
    let listeners = counts.showsColumn(for: cuts.cuts)
    output.say(
      Table(
        [
          .init("#", .right), .init("year", .right), .init("release"), .init("type"),
          .init("tracks", .right),
        ] + (listeners ? [.init("listeners", .right)] : []) + [.id("catalog id")],
        rows: cuts.cuts.enumerated().map { row, release in
          [
            String(row + 1), release.year.map(String.init) ?? "", release.title,
            release.releaseType.label, release.trackCount > 0 ? String(release.trackCount) : "",
          ] + (listeners ? [counts.cell(release)] : []) + [release.id.rawValue]
        }))
    // Only a catalog that lists a release's tracks can add or preview one (CatalogReleaseSource).
    if session.activeCatalog is any CatalogReleaseSource {
      output.say("('add N' adds row N to the library, 'play N' previews it)")
    }
    return output
  }
}

extension CutsCommand {
  /// `artist`'s MusicBrainz link as the cache has it now (just looked up), for `--json`.
  static func link(of artist: LibraryArtist, in musicBrainz: MusicBrainzCatalog) -> LinkJSON {
    switch musicBrainz.cachedLink(for: artist) {
    case .known(let link): LinkJSON(link, of: artist)
    case .placeholder, .notChecked: LinkJSON(nil, of: artist)
    }
  }
}

/// Reads `--types album,ep` (`all` for every type).
private func parseTypes(_ text: String) throws(CommandError) -> Set<ReleaseType> {
  var types: Set<ReleaseType> = []
  for word in text.split(separator: ",").map({
    $0.trimmingCharacters(in: .whitespaces).lowercased()
  }) {
    if word == "all" { return Set(ReleaseType.allCases) }
    guard let type = ReleaseType(rawValue: word) else {
      let names = ReleaseType.allCases.map(\.rawValue) + ["all"]
      let near = NameSuggester.nearest(to: word, among: names)
      let hint = near.isEmpty ? "" : "did you mean '\(near[0])'? "
      throw CommandError(
        "'\(word)' is not a release type (\(hint)\(names.joined(separator: ", ")))")
    }
    types.insert(type)
  }
  guard !types.isEmpty else { throw CommandError("--types needs at least one type") }
  return types
}

/// `cuts --json`.
private struct CutsDocument: Encodable {
  var artist: LibraryArtist
  var catalog: String
  var simulated: Bool
  var catalogID: CatalogArtistID?
  var total: Int
  var owned: Int
  var cuts: [CutEntry]
  /// The artist's MusicBrainz link and its origin, with the MusicBrainz catalog only.
  var musicBrainz: LinkJSON?
}
