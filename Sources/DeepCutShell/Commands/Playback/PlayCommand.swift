import DeepCutKit

/// `play [item]`: replaces the queue with a track, album, playlist or artist and plays it;
/// with no argument, resumes.
enum PlayCommand {
  /// What `play` and `queue add` take: anything with tracks.
  static let playable: Candidates = .names([
    .tracks, .albums, .playlists, .artists, .releases,
  ])
  static let item = Argument<String?>.optionalText("track|album|playlist|artist", playable)

  static let command = Command(
    CommandSpec(
      name: "play", group: .playback,
      summary: "play a track, album, playlist, artist or catalog release; 'play' resumes",
      details: """
        The indicator (the app's optimistic 'now playing') changes at once; the emulated player
        follows after its start latency ('set latency 300ms'). A track that cannot be played
        here fails to start, and the reconciler rolls the indicator back and says why.
        """,
      examples: [
        "play Three Little Birds", "play album \"Ágætis byrjun\"", "play Late Night Drive", "play",
        "cuts acid bath; play 1",
      ],
      signature: Signature([item.spec]),
      usage: ["play", "play <track|album|playlist|artist>"])
  ) { session, arguments in
    var output = CommandOutput()
    if let text = arguments[Self.item] {
      let tracks = try await tracks(named: text, in: session)
      output.add(try await session.perform(.play(tracks, startingAt: 0)))
    } else {
      output.add(try await session.perform(.resume))
    }
    if session.wantsDocument { output.value = session.playbackStatus }
    return output
  }

  /// The tracks an item named by `text` stands for, in play order.
  ///
  /// An empty selection is an error; `command` names the command in errors.
  static func tracks(named text: String, command: String = "play", in session: isolated Session)
    async throws
    -> [LibraryTrack]
  {
    try session.requirePlaybackAuthorization(command)
    let kinds = ["track", "album", "playlist", "artist"]
    let snapshot = await session.snapshot()
    // Resolved once: whether the library knows the name, and then the item it names.
    try CatalogReleaseNames.refuseRowAlsoNamed(
      text, among: kinds, rowKinds: kinds + ["release"], command: command, in: snapshot,
      session: session)
    let resolved = Result { () throws(CommandError) in try snapshot.resolve(text, among: kinds) }
    let known = CatalogReleaseNames.libraryKnows(
      text, among: kinds, in: snapshot, resolved: resolved)
    let listed = try await CatalogReleaseNames.release(
      text, libraryMatched: known, accepting: kinds + ["release"], command: command, in: session)
    switch listed {
    case .release(let release):
      // A preview, as the app's catalog playback: the release is not added.
      return try await CatalogReleaseNames.tracks(of: release, in: session).map(\.preview)
    case .song(let song):
      // A song played from the catalog (`ls recent`), previewed as a release's songs are.
      return [song.preview]
    default: break
    }
    let item = try listed?.item ?? resolved.get()
    let library = session.library
    let tracks: [LibraryTrack]
    switch item {
    case .track(let track):
      tracks = [track]
    case .album(let album):
      tracks = try await session.read("the album's tracks") {
        try await library.tracks(onAlbum: album.id)
      }
    case .playlist(let playlist):
      tracks = try await session.read("the playlist's tracks") {
        try await library.tracks(inPlaylist: playlist.id)
      }
    case .artist(let artist):
      let albums = try await session.read("the artist's albums") {
        try await library.albums(by: artist.id)
      }
      var all: [LibraryTrack] = []
      for album in albums {
        all += try await session.read("the album's tracks") {
          try await library.tracks(onAlbum: album.id)
        }
      }
      tracks = all
    }
    guard !tracks.isEmpty else {
      throw CommandError("'\(item.name)' has no tracks to play")
    }
    return tracks
  }
}
