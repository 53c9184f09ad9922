import DeepCutKit

/// `playlist create|rename|delete`: a new, empty playlist, another name for one, or one gone.
enum PlaylistCommand {
  enum Action: String, CaseIterable {
    case create, rename, delete
  }

  static let name = Argument<String>.text(
    "name", missing: "playlist create needs a name (playlist create Road Trip)")
  static let renamed = Argument<[String]>.phrase(
    "playlist", .names([.playlists]), then: "to", "name", .none,
    missing: "usage: playlist rename <playlist> to <name>")
  static let deleted = Argument<String>.text(
    "playlist", .names([.playlists]), missing: "usage: playlist delete <playlist>")

  static let command = Command(
    CommandSpec(
      name: "playlist", group: .writes,
      summary: "create, rename or delete a playlist",
      details: """
        Each is a write, recorded like every other (see 'writes'). At the prompt, 'delete'
        asks first (y or n); in a script it does not ask. The tracks of a deleted playlist
        stay in the library. With --service apple-music only 'create' is possible: the API
        cannot rename or delete a playlist.
        """,
      examples: [
        "playlist create Road Trip", "playlist rename Road Trip to Summer 2026",
        "playlist delete Summer 2026",
      ],
      signature: .subcommands(
        Action.self, noun: "playlist action",
        missing: "usage: playlist create <name> | rename <playlist> to <name> | delete <playlist>"
      ) { action in
        switch action {
        case .create: [name.spec]
        case .rename: [renamed.spec]
        case .delete: [deleted.spec]
        }
      })
  ) { session, arguments in
    switch arguments.subcommand(Action.self) {
    case .rename: return try await rename(arguments[Self.renamed], in: session)
    case .delete: return try await delete(arguments[Self.deleted], in: session)
    default: return try await create(arguments[Self.name], in: session)
    }
  }

  private static func create(_ name: String, in session: isolated Session) async throws
    -> CommandOutput
  {
    let playlist = try await session.write("create playlist") { library in
      try await library.createPlaylist(named: name)
    }
    var output = CommandOutput(playlist)
    output.say("created playlist '\(playlist.name)'  [\(playlist.id)]")
    return output
  }

  private static func rename(_ words: [String], in session: isolated Session) async throws
    -> CommandOutput
  {
    let snapshot = await session.snapshot()
    let (playlist, name) = try split(words, in: snapshot)
    let renamed = try await session.write("rename playlist") { library in
      try await library.renamePlaylist(playlist.id, to: name)
    }
    var output = CommandOutput(renamed)
    output.say("renamed playlist '\(playlist.name)' to '\(renamed.name)'  [\(renamed.id)]")
    return output
  }

  private static func delete(_ text: String, in session: isolated Session) async throws
    -> CommandOutput
  {
    let playlist = try await session.snapshot().playlists.resolve(text)
    let tracks = LibraryTables.count(playlist.trackIDs.count, "track")
    if let confirm = session.confirmation,
      !(await confirm("delete playlist '\(playlist.name)' (\(tracks))?"))
    {
      var output = CommandOutput(["deleted": "no", "playlist": playlist.name])
      output.say("kept playlist '\(playlist.name)'")
      return output
    }
    try await session.write("delete playlist") { library in
      try await library.deletePlaylist(playlist.id)
    }
    var output = CommandOutput(["deleted": "yes", "playlist": playlist.name])
    output.say("deleted playlist '\(playlist.name)' (its \(tracks) stay in the library)")
    return output
  }

  /// Splits `OLD to NEW` into the playlist before a `to` and the name after it.
  ///
  /// Names may hold "to" themselves ("Road to Nowhere"), so the longest start that names a
  /// playlist is taken.
  private static func split(_ words: [String], in snapshot: LibrarySnapshot) throws(CommandError)
    -> (LibraryPlaylist, String)
  {
    let usage = "usage: playlist rename <playlist> to <name>"
    let positions = words.indices.filter {
      words[$0].lowercased() == "to" && $0 > 0 && $0 < words.count - 1
    }
    for position in positions.reversed() {
      let old = words[..<position].joined(separator: " ")
      if let playlist = snapshot.playlists.item(named: old) {
        return (playlist, words[(position + 1)...].joined(separator: " "))
      }
    }
    guard let position = positions.first else { throw CommandError(usage) }
    // No start names a playlist: say why for the shortest.
    _ = try snapshot.playlists.resolve(words[..<position].joined(separator: " "))
    throw CommandError(usage)
  }
}
