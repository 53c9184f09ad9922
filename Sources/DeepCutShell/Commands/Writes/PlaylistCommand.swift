import DeepCutKit

/// `playlist create <name>`: a new, empty playlist.
enum PlaylistCommand {
  enum Action: String, CaseIterable {
    case create
  }

  static let name = Argument<String>.text(
    "name", missing: "playlist create needs a name (playlist create Road Trip)")

  static let command = Command(
    CommandSpec(
      name: "playlist", group: .writes,
      summary: "create a playlist",
      examples: ["playlist create Road Trip"],
      signature: .subcommands(
        Action.self, noun: "playlist action", missing: "usage: playlist create <name>"
      ) { _ in [name.spec] })
  ) { session, arguments in
    let name = arguments[Self.name]
    let playlist = try await session.write("create playlist") { library in
      try await library.createPlaylist(named: name)
    }
    var output = CommandOutput(playlist)
    output.say("created playlist '\(playlist.name)'  [\(playlist.id)]")
    return output
  }
}
