import DeepCutKit

/// `add <track|album> [to <playlist>]`: adds to the library, or appends to a playlist.
enum AddCommand {
  static let target = Argument<[String]>.phrase(
    "track|album", .names([.tracks, .albums]), then: "to", "playlist", .names([.playlists]),
    missing: "add what? (add <track|album> [to <playlist>])")

  static let command = Command(
    CommandSpec(
      name: "add", group: .writes,
      summary: "add a track or album to the library, or to the end of a playlist",
      details: """
        Without 'to', the item is added to the library (songs it already holds are ignored, as
        the API ignores them). With 'to', its songs are appended to the playlist (the API only
        appends). Every accepted write is recorded: see 'writes'.
        """,
      examples: ["add Tranquilized to \"Road Trip\"", "add \"When the Kite String Pops\""],
      signature: Signature([target.spec]),
      usage: ["add <track|album>", "add <track|album> to <playlist>"])
  ) { session, arguments in
    let snapshot = await session.snapshot()
    let (itemText, playlistText) = try snapshot.split(arguments[Self.target], at: "to")
    let item = try snapshot.resolve(itemText, among: ["track", "album"])
    let tracks: [LibraryTrack]
    switch item {
    case .track(let track): tracks = [track]
    case .album(let album): tracks = snapshot.contents.tracks.filter { $0.albumID == album.id }
    default: tracks = []
    }
    let ids = tracks.map(\.id)
    guard let playlistText else {
      try await session.write("add to library") { library in
        switch item {
        case .album(let album): try await library.addToLibrary(album: album.id)
        default: try await library.addToLibrary(tracks: ids)
        }
      }
      var output = CommandOutput(["added": item.name])
      output.say("added \(item.kind) '\(item.name)' to the library")
      return output
    }
    let playlist = try snapshot.playlists.resolve(playlistText)
    try await session.write("add to playlist") { library in
      try await library.add(tracks: ids, toPlaylist: playlist.id)
    }
    let count = playlist.trackIDs.count + tracks.count
    var output = CommandOutput(["added": item.name, "playlist": playlist.name])
    output.say(
      "added \(LibraryTables.count(tracks.count, "track")) to '\(playlist.name)' "
        + "(now \(LibraryTables.count(count, "track")))")
    return output
  }
}
