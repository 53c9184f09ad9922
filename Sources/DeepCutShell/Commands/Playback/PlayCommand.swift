import DeepCutKit

extension CommandSpec {
  /// `play [item]`: replaces the queue with a track, album, playlist or artist and plays it;
  /// with no argument, resumes.
  static let play = CommandSpec(
    name: "play", group: .playback,
    usage: ["play", "play <track|album|playlist|artist>"],
    summary: "play a track, album, playlist or artist (replacing the queue); 'play' resumes",
    details: """
      The indicator (the app's optimistic 'now playing') changes at once; the emulated player
      follows after its start latency ('set latency 300ms'). A track that cannot be played
      here fails to start, and the reconciler rolls the indicator back and says why.
      """,
    examples: [
      "play Three Little Birds", "play \"Ágætis byrjun\"", "play Late Night Drive", "play",
    ],
    complete: { request in
      let names = request.names
      return .phrase(
        from: 0,
        names.tracks.merged(with: names.albums).merged(with: names.playlists)
          .merged(with: names.artists))
    },
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        try session.perform(.resume)
        session.result(session.playback.status(at: session.environment.clock.now))
        return
      }
      let item = try await session.snapshot().resolve(
        text, among: ["track", "album", "playlist", "artist"])
      let tracks = try await session.tracks(of: item)
      try session.perform(.play(tracks, startingAt: 0))
      session.result(session.playback.status(at: session.environment.clock.now))
    })
}

extension Session {
  /// The tracks an item stands for, in play order; an empty selection is an error.
  func tracks(of item: LibraryItemRef) async throws -> [LibraryTrack] {
    let tracks: [LibraryTrack]
    switch item {
    case .track(let track):
      tracks = [track]
    case .album(let album):
      tracks = try await read("the album's tracks") { try await library.tracks(onAlbum: album.id) }
    case .playlist(let playlist):
      tracks = try await read("the playlist's tracks") {
        try await library.tracks(inPlaylist: playlist.id)
      }
    case .artist(let artist):
      let albums = try await read("the artist's albums") { try await library.albums(by: artist.id) }
      var all: [LibraryTrack] = []
      for album in albums {
        all += try await read("the album's tracks") { try await library.tracks(onAlbum: album.id) }
      }
      tracks = all
    }
    guard !tracks.isEmpty else {
      throw CommandError("'\(itemName(item))' has no tracks to play")
    }
    return tracks
  }
}
