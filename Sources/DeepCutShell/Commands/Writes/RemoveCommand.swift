import DeepCutKit

/// `remove <track> from <playlist>`: takes every occurrence of a track out of a playlist.
enum RemoveCommand {
  static let target = Argument<[String]>.phrase(
    "track", .names([.playlistTracks]), then: "from", "playlist", .names([.playlists]),
    missing: "usage: remove <track> from <playlist>")

  static let command = Command(
    CommandSpec(
      name: "remove", aliases: ["rm"], group: .writes,
      summary: "remove a track from a playlist (every occurrence)",
      examples: ["remove \"Maria También\" from \"Late Night Drive\""],
      signature: Signature([target.spec]),
      usage: ["remove <track> from <playlist>"])
  ) { session, arguments in
    let snapshot = await session.snapshot()
    let (trackText, playlistText) = try snapshot.split(arguments[Self.target], at: "from")
    guard let playlistText, !trackText.isEmpty else {
      throw CommandError("usage: remove <track> from <playlist>")
    }
    let playlist = try snapshot.playlists.resolve(playlistText)
    // Among the playlist's own tracks: that is what the person is looking at.
    let track = try snapshot.track(trackText, in: playlist)
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
