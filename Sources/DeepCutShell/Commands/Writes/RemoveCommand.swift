import DeepCutKit

extension CommandSpec {
  /// `remove <track> from <playlist>`: takes every occurrence of a track out of a playlist.
  static let remove = CommandSpec(
    name: "remove", aliases: ["rm"], group: .writes,
    usage: ["remove <track> from <playlist>"],
    summary: "remove a track from a playlist (every occurrence)",
    examples: ["remove Tranquilized from \"Road Trip\""],
    complete: { request in
      if let index = request.arguments.lastIndex(of: "from"), index > 0 {
        return .phrase(from: index + 1, request.names.playlists)
      }
      return .phrase(from: 0, request.names.tracks)
    },
    run: { session, invocation in
      let snapshot = await session.snapshot()
      let (trackText, playlistText) = try splitTarget(
        invocation.arguments, keyword: "from", snapshot)
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
      try await session.write("remove from playlist") {
        try await session.library.remove(tracks: [track.id], fromPlaylist: playlist.id)
      }
      let left = playlist.trackIDs.filter { $0 != track.id }.count
      session.result(["removed": track.title, "playlist": playlist.name])
      session.say(
        "removed '\(track.title)' from '\(playlist.name)' (now \(LibraryTables.count(left, "track")))"
      )
    })
}
