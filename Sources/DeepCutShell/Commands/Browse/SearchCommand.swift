import DeepCutKit

extension CommandSpec {
  /// `search <text>`: artists, albums, tracks and playlists whose names contain the text.
  static let search = CommandSpec(
    name: "search", aliases: ["find"], group: .browse,
    usage: ["search <text>"],
    summary: "find artists, albums, tracks and playlists by name",
    details:
      "Matches anywhere in the name, ignoring case and accents ('sigur ros' finds Sigur Rós).",
    examples: ["search blue", "search sigur ros"],
    isQuery: true,
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("search for what? (search <text>)")
      }
      let results = try await session.read("search results") {
        try await session.library.search(text)
      }
      session.result(results)
      guard !results.isEmpty else {
        session.say("no matches for '\(text)'")
        return
      }
      if !results.artists.isEmpty {
        session.say("artists")
        session.say(lines: results.artists.map { "  \($0.name)  [\($0.id)]" })
      }
      if !results.albums.isEmpty {
        session.say("albums")
        session.say(lines: results.albums.map { "  \($0.title) — \($0.artistName)  [\($0.id)]" })
      }
      if !results.tracks.isEmpty {
        session.say("tracks")
        session.say(
          lines: results.tracks.map {
            "  \($0.title) — \($0.artistName), \($0.albumTitle)  [\($0.id)]"
          })
      }
      if !results.playlists.isEmpty {
        session.say("playlists")
        session.say(lines: results.playlists.map { "  \($0.name)  [\($0.id)]" })
      }
    })
}
