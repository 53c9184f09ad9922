import DeepCutKit

extension CommandSpec {
  /// `cuts <artist> [--types …]`: the artist's releases the user does not own.
  static let cuts = CommandSpec(
    name: "cuts", group: .discover,
    usage: ["cuts <artist> [--types album,ep,single,live,compilation|all]"],
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
    options: [
      OptionSpec(
        "--types", value: "LIST",
        summary: "release types that count (default album,ep,live,compilation)",
        values: { ReleaseType.allCases.map(\.rawValue) + ["all"] })
    ],
    isQuery: true,
    complete: { request in .phrase(from: 0, request.names.artists) },
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("cuts for which artist? (cuts <artist>)")
      }
      let types = try parseTypes(invocation.options["--types"])
      let artist = try await session.snapshot().artists.resolve(text)
      try await session.showCuts(of: artist, types: types)
    })
}

/// Reads `--types album,ep` (`all` for every type).
func parseTypes(_ text: String?) throws(CommandError) -> Set<ReleaseType> {
  guard let text else { return ReleaseType.defaultFilter }
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

extension Session {
  func showCuts(of artist: LibraryArtist, types: Set<ReleaseType>) async throws {
    let link = try await read("\(artist.name)'s catalog link") {
      try await library.catalogArtist(for: artist.id)
    }
    guard let link else {
      result(
        CutsDocument(
          artist: artist, catalog: catalogLabel,
          simulated: environment.services.catalog.isSimulated, catalogID: nil, total: 0, owned: 0,
          cuts: []))
      say(
        "\(artist.name) is unmatched: the library has no catalog link for it, so its releases "
          + "cannot be looked up (it is listed, never silently dropped)")
      return
    }
    let releases = try await read("\(artist.name)'s catalog releases") {
      try await catalog.allReleases(of: link.id)
    }
    let albums = try await read("albums") { try await library.albums(by: artist.id) }
    let cuts = ArtistCuts(releases: releases, albums: albums, artists: [artist], types: types)
    let simulated = environment.services.catalog.isSimulated
    result(
      CutsDocument(
        artist: artist, catalog: catalogLabel, simulated: simulated, catalogID: link.id,
        total: cuts.total, owned: cuts.owned, cuts: cuts.cuts))
    let typeNote =
      types == ReleaseType.defaultFilter
      ? "" : " (types: \(types.sorted().map(\.label).joined(separator: ", ")))"
    say(
      "\(artist.name) in the \(catalogLabel)\(typeNote): \(cuts.total) / \(cuts.owned) / "
        + "\(cuts.cuts.count)  (total / owned / cuts)")
    guard !cuts.cuts.isEmpty else {
      say(
        "you own every release"
          + (cuts.total == 0 ? " (the catalog lists none of these types)" : ""))
      return
    }
    say(
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
  }
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
