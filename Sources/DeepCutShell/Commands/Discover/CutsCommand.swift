import DeepCutKit

/// `cuts <artist> [--types …]`: the artist's releases the user does not own.
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
        folded ("Deluxe", "(2011 Remaster)", ...). By default singles are left out.
        """,
      examples: [
        "cuts acid bath", "cuts A$AP Rocky --types single", "cuts king gizzard --types all",
      ],
      signature: Signature([artist.spec], options: [types.spec]),
      usage: ["cuts <artist> [--types album,ep,single,live,compilation|all]"], isQuery: true)
  ) { session, arguments in
    let artist = try await session.snapshot().artists.resolve(arguments[Self.artist])
    return try await cuts(of: artist, types: arguments[Self.types], in: session)
  }

  static func cuts(
    of artist: LibraryArtist, types: Set<ReleaseType>, in session: isolated Session
  ) async throws -> CommandOutput {
    let library = session.library
    let catalog = session.catalog
    let catalogLabel = session.catalogLabel
    let simulated = session.environment.services.catalog.isSimulated
    let link = try await session.read("\(artist.name)'s catalog link") {
      try await library.catalogArtist(for: artist.id)
    }
    guard let link else {
      var output = CommandOutput(
        CutsDocument(
          artist: artist, catalog: catalogLabel, simulated: simulated, catalogID: nil, total: 0,
          owned: 0, cuts: []))
      output.say(
        "\(artist.name) is unmatched: the library has no catalog link for it, so its releases "
          + "cannot be looked up (it is listed, never silently dropped)")
      return output
    }
    let releases = try await session.read("\(artist.name)'s catalog releases") {
      try await catalog.allReleases(of: link.id)
    }
    let albums = try await session.read("albums") { try await library.albums(by: artist.id) }
    let cuts = ArtistCuts(releases: releases, albums: albums, artists: [artist], types: types)
    var output = CommandOutput(
      CutsDocument(
        artist: artist, catalog: catalogLabel, simulated: simulated, catalogID: link.id,
        total: cuts.total, owned: cuts.owned, cuts: cuts.cuts))
    let typeNote =
      types == ReleaseType.defaultFilter
      ? "" : " (types: \(types.sorted().map(\.label).joined(separator: ", ")))"
    output.say(
      "\(artist.name) in the \(catalogLabel)\(typeNote): \(cuts.total) / \(cuts.owned) / "
        + "\(cuts.cuts.count)  (total / owned / cuts)")
    guard !cuts.cuts.isEmpty else {
      output.say(
        "you own every release"
          + (cuts.total == 0 ? " (the catalog lists none of these types)" : ""))
      return output
    }
    output.say(
      Table(
        [
          .init("year", .right), .init("release"), .init("type"), .init("tracks", .right),
          .init("catalog id"),
        ],
        rows: cuts.cuts.map {
          [
            $0.year.map(String.init) ?? "", $0.title, $0.releaseType.label, String($0.trackCount),
            $0.id.rawValue,
          ]
        }))
    return output
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
      let names = ReleaseType.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandError("'\(word)' is not a release type (\(names), or all)")
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
  var cuts: [CatalogRelease]
}
