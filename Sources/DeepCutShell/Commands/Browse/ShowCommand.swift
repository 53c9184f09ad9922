import DeepCutKit

extension CommandSpec {
  /// `show <item>`: one artist, album, track or playlist in detail.
  static let show = CommandSpec(
    name: "show", group: .browse,
    usage: ["show <artist|album|track|playlist>"],
    summary: "show one artist, album, track or playlist in detail",
    details: """
      The name resolves by id, then exact name (ignoring case and accents), then a unique
      prefix, then a unique substring; an ambiguous name lists the candidates with their ids.
      """,
    examples: ["show Acid Bath", "show \"When the Kite String Pops\"", "show i.4DxMHFsqT2a"],
    isQuery: true,
    complete: { request in
      let names = request.names
      return .phrase(
        from: 0,
        names.artists.merged(with: names.albums).merged(with: names.tracks)
          .merged(with: names.playlists))
    },
    run: { session, invocation in
      guard let text = invocation.rest(from: 0) else {
        throw CommandError("show what? (show <artist|album|track|playlist>)")
      }
      let item = try await session.snapshot().resolve(
        text, among: ["artist", "album", "track", "playlist"])
      try await session.show(item)
    })
}

extension Session {
  func show(_ item: LibraryItemRef) async throws {
    switch item {
    case .artist(let artist):
      let albums = try await read("albums") { try await library.albums(by: artist.id) }
      result(ArtistDetail(artist: artist, albums: albums))
      let link = artist.catalogID.map { "catalog artist \($0)" } ?? "unmatched in the catalog"
      say("\(artist.name)  [\(artist.id)]  \(link)")
      say(LibraryTables.albums(albums, showArtist: false))
    case .album(let album):
      let tracks = try await read("tracks") { try await library.tracks(onAlbum: album.id) }
      result(AlbumDetail(album: album, tracks: tracks))
      let total = tracks.reduce(Duration.zero) { $0 + $1.duration }
      let year = album.year.map { ", \($0)" } ?? ""
      say("\(album.title) — \(album.artistName) (\(album.releaseType.label)\(year))  [\(album.id)]")
      say(
        "\(LibraryTables.count(tracks.count, "track")), \(DurationText.minutesSeconds(total))"
          + (album.catalogID.map { ", catalog release \($0)" } ?? ""))
      say(LibraryTables.tracks(tracks, numbering: .album))
    case .track(let track):
      result(track)
      var lines = [
        "\(track.title)  [\(track.id)]",
        "  artist:   \(track.artistName)",
        "  album:    \(track.albumTitle)",
        "  position: disc \(track.discNumber), track \(track.trackNumber)",
        "  time:     \(DurationText.minutesSeconds(track.duration))",
      ]
      lines.append("  playable: " + (track.unplayableReason.map { "no (\($0))" } ?? "yes"))
      if let catalog = track.catalogID { lines.append("  catalog:  song \(catalog)") }
      say(lines: lines)
    case .playlist(let playlist):
      let tracks = try await read("tracks") { try await library.tracks(inPlaylist: playlist.id) }
      result(PlaylistDetail(playlist: playlist, tracks: tracks))
      let total = tracks.reduce(Duration.zero) { $0 + $1.duration }
      say("\(playlist.name)  [\(playlist.id)]\(playlist.canEdit ? "" : "  (not editable)")")
      if !playlist.description.isEmpty { say(playlist.description) }
      say("\(LibraryTables.count(tracks.count, "track")), \(DurationText.minutesSeconds(total))")
      if !tracks.isEmpty { say(LibraryTables.tracks(tracks, numbering: .position)) }
    }
  }
}

private struct ArtistDetail: Encodable {
  var artist: LibraryArtist
  var albums: [LibraryAlbum]
}

private struct AlbumDetail: Encodable {
  var album: LibraryAlbum
  var tracks: [LibraryTrack]
}

private struct PlaylistDetail: Encodable {
  var playlist: LibraryPlaylist
  var tracks: [LibraryTrack]
}
