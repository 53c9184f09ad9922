import DeepCutKit

/// `search <text>`: artists, albums, tracks and playlists whose names contain the text.
enum SearchCommand {
  static let text = Argument<String>.text("text", missing: "search for what? (search <text>)")

  static let command = Command(
    CommandSpec(
      name: "search", aliases: ["find"], group: .browse,
      summary: "find artists, albums, tracks and playlists by name",
      details:
        "Matches anywhere in the name, ignoring case and accents ('sigur ros' finds Sigur Rós).",
      examples: ["search blue", "search sigur ros"],
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
    if !results.artists.isEmpty {
      output.say("artists")
      output.say(lines: results.artists.map { "  \($0.name)  [\($0.id)]" })
    }
    if !results.albums.isEmpty {
      output.say("albums")
      output.say(lines: results.albums.map { "  \($0.title) — \($0.artistName)  [\($0.id)]" })
    }
    if !results.tracks.isEmpty {
      output.say("tracks")
      output.say(
        lines: results.tracks.map {
          "  \($0.title) — \($0.artistName), \($0.albumTitle)  [\($0.id)]"
        })
    }
    if !results.playlists.isEmpty {
      output.say("playlists")
      output.say(lines: results.playlists.map { "  \($0.name)  [\($0.id)]" })
    }
    return output
  }
}
