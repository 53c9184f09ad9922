import DeepCutKit

extension CommandSpec {
  /// `add <track|album> [to <playlist>]`: adds to the library, or appends to a playlist.
  static let add = CommandSpec(
    name: "add", group: .writes,
    usage: ["add <track|album>", "add <track|album> to <playlist>"],
    summary: "add a track or album to the library, or to the end of a playlist",
    details: """
      Without 'to', the item is added to the library (songs it already holds are ignored, as
      the API ignores them). With 'to', its songs are appended to the playlist (the API only
      appends). Every accepted write is recorded: see 'writes'.
      """,
    examples: ["add Tranquilized to \"Road Trip\"", "add \"When the Kite String Pops\""],
    complete: { request in
      if let index = request.arguments.lastIndex(of: "to"), index > 0 {
        return .phrase(from: index + 1, request.names.playlists)
      }
      return .phrase(from: 0, request.names.tracks.merged(with: request.names.albums))
    },
    run: { session, invocation in
      guard !invocation.arguments.isEmpty else {
        throw CommandError("add what? (add <track|album> [to <playlist>])")
      }
      let snapshot = await session.snapshot()
      let (itemText, playlistText) = try splitTarget(invocation.arguments, keyword: "to", snapshot)
      let item = try snapshot.resolve(itemText, among: ["track", "album"])
      let tracks: [LibraryTrack]
      switch item {
      case .track(let track): tracks = [track]
      case .album(let album):
        tracks = snapshot.contents.tracks.filter { $0.albumID == album.id }
      default: tracks = []
      }
      guard let playlistText else {
        try await session.write("add to library") {
          switch item {
          case .album(let album): try await session.library.addToLibrary(album: album.id)
          default: try await session.library.addToLibrary(tracks: tracks.map(\.id))
          }
        }
        session.result(["added": itemName(item)])
        session.say("added \(item.kind) '\(itemName(item))' to the library")
        return
      }
      let playlist = try snapshot.playlists.resolve(playlistText)
      try await session.write("add to playlist") {
        try await session.library.add(tracks: tracks.map(\.id), toPlaylist: playlist.id)
      }
      let count = playlist.trackIDs.count + tracks.count
      session.result(["added": itemName(item), "playlist": playlist.name])
      session.say(
        "added \(LibraryTables.count(tracks.count, "track")) to '\(playlist.name)' "
          + "(now \(LibraryTables.count(count, "track")))")
    })
}

/// The display name of an item.
func itemName(_ item: LibraryItemRef) -> String {
  switch item {
  case .artist(let artist): artist.name
  case .album(let album): album.title
  case .track(let track): track.title
  case .playlist(let playlist): playlist.name
  }
}

/// Splits `words` at the keyword (`to`, `from`) that separates an item from a playlist.
///
/// Titles may contain the keyword themselves ("Ticket to Ride"), so each occurrence is tried
/// from the right until the text after it names a playlist.
func splitTarget(_ words: [String], keyword: String, _ snapshot: LibrarySnapshot)
  throws(CommandError) -> (item: String, playlist: String?)
{
  let positions = words.indices.filter { words[$0].lowercased() == keyword && $0 > 0 }
  for position in positions.reversed() where position < words.count - 1 {
    let playlist = words[(position + 1)...].joined(separator: " ")
    if (try? snapshot.playlists.matches(playlist))?.isEmpty == false {
      return (words[..<position].joined(separator: " "), playlist)
    }
  }
  if let position = positions.last {
    if position == words.count - 1 {
      throw CommandError("'\(keyword)' needs a playlist after it")
    }
    let playlist = words[(position + 1)...].joined(separator: " ")
    _ = try snapshot.playlists.resolve(playlist)
  }
  return (words.joined(separator: " "), nil)
}
