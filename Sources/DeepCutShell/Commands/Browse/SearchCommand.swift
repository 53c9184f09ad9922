import DeepCutKit

/// `search <text>`: artists, albums, tracks and playlists whose names contain the text.
enum SearchCommand {
  static let text = Argument<String>.text("text", missing: "search for what? (search <text>)")

  static let command = Command(
    CommandSpec(
      name: "search", aliases: ["find"], group: .browse,
      summary: "find artists, albums, tracks and playlists by name",
      details:
        """
        Matches anywhere in the name, ignoring case and accents ('sigur ros' finds Sigur Rós).
        The results are grouped and numbered as one listing: 'show 2' or 'play 3' acts on a row.
        """,
      examples: ["search blue", "search sigur ros", "search blue; show 1"],
      signature: Signature([text.spec]), isQuery: true)
  ) { session, arguments in
    let text = arguments[Self.text]
    let library = session.library
    let results = try await session.read("search results") { try await library.search(text) }
    var output = CommandOutput(results)
    guard !results.isEmpty else {
      output.say("no matches for '\(text)'")
      return output
    }
    // One numbering across the groups, so `show 3`, `play 5` or `add 7 to …` act on a row.
    let rows =
      results.artists.map(ListedRow.artist) + results.albums.map(ListedRow.album)
      + results.tracks.map(ListedRow.track) + results.playlists.map(ListedRow.playlist)
    session.catalogs.rows = rows
    let width = String(rows.count).count
    var number = 0
    func row(_ text: String) -> String {
      number += 1
      let label = String(number)
      return "  " + String(repeating: " ", count: width - label.count) + label + "  " + text
    }
    let groups: [(String, [String])] = [
      ("artists", results.artists.map { "\($0.name)  [\($0.id)]" }),
      ("albums", results.albums.map { "\($0.title) — \($0.artistName)  [\($0.id)]" }),
      (
        "tracks",
        results.tracks.map { "\($0.title) — \($0.artistName), \($0.albumTitle)  [\($0.id)]" }
      ),
      ("playlists", results.playlists.map { "\($0.name)  [\($0.id)]" }),
    ]
    for (heading, lines) in groups where !lines.isEmpty {
      output.say(heading)
      output.say(lines: lines.map(row))
    }
    output.say("('show N', 'play N' or 'add N to PLAYLIST' acts on row N)")
    return output
  }
}
