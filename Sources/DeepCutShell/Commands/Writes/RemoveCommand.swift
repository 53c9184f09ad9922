import DeepCutKit

/// `remove <track> from <playlist>`: takes every occurrence of a track out of a playlist.
enum RemoveCommand {
  static let target = Argument<[String]>.phrase(
    "track", .names([.tracks]), then: "from", "playlist", .names([.playlists]),
    missing: "usage: remove <track> from <playlist>")

  static let command = Command(
    CommandSpec(
      name: "remove", aliases: ["rm"], group: .writes,
      summary: "remove a track from a playlist (every occurrence)",
      examples: ["remove Tranquilized from \"Road Trip\""],
      signature: Signature([target.spec]),
      usage: ["remove <track> from <playlist>"])
  ) { session, arguments in
    let snapshot = await session.snapshot()
    let (trackText, playlistText) = try snapshot.split(arguments[Self.target], at: "from")
    guard let playlistText, !trackText.isEmpty else {
      throw CommandError("usage: remove <track> from <playlist>")
    }
    let playlist = try snapshot.playlists.resolve(playlistText)
    // Resolve among the playlist's own tracks first: that is what the person is looking at.
    let inPlaylist = playlist.trackIDs.compactMap { snapshot.tracksByID[$0] }
    let local = NameResolver(
      inPlaylist.map {
        .init(id: $0.id.rawValue, name: $0.title, detail: $0.artistName, item: $0)
      },
      noun: "track", scope: "'\(playlist.name)'")
    let track = try local.resolve(trackText)
    try await session.write("remove from playlist") { library in
      try await library.remove(tracks: [track.id], fromPlaylist: playlist.id)
    }
    let left = playlist.trackIDs.filter { $0 != track.id }.count
    var output = CommandOutput(["removed": track.title, "playlist": playlist.name])
    output.say(
      "removed '\(track.title)' from '\(playlist.name)' (now \(LibraryTables.count(left, "track")))"
    )
    return output
  }
}
