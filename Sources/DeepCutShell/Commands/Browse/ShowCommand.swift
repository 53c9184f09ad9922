import DeepCutKit

/// `show <item>`: one artist, album, track or playlist in detail.
enum ShowCommand {
  static let item = Argument<String>.text(
    "artist|album|track|playlist", .names([.artists, .albums, .tracks, .playlists]),
    missing: "show what? (show <artist|album|track|playlist>)")

  static let command = Command(
    CommandSpec(
      name: "show", group: .browse,
      summary: "show one artist, album, track or playlist in detail",
      details: """
        The name resolves by id, then exact name (ignoring case and accents), then a unique
        prefix, then a unique substring; an ambiguous name lists the candidates with their ids.
        A number is that row of the last numbered listing ('ls artists' then 'show 2'); a row
        of 'cuts' or 'discover' shows that release, with its listeners where known. 'row 2'
        says so where something is also named "2".
        """,
      examples: ["show Acid Bath", "show \"When the Kite String Pops\"", "show i.4DxMHFsqT2a"],
      signature: Signature([item.spec]), isQuery: true)
  ) { session, arguments in
    let text = arguments[Self.item]
    let kinds = ["artist", "album", "track", "playlist"]
    let snapshot = await session.snapshot()
    try CatalogReleaseNames.refuseRowAlsoNamed(
      text, among: kinds, rowKinds: kinds, command: "show", in: snapshot, session: session)
    // Only a number can name a row; whether the library knows other text is for `resolve`.
    if CatalogReleaseNames.mayNameRow(text),
      !CatalogReleaseNames.libraryKnows(text, among: kinds, in: snapshot),
      let row = try CatalogReleaseNames.row(
        text, accepting: kinds + ["release"], command: "show", in: session)
    {
      if case .release(let release) = row {
        return try await ReleaseDetail.show(release, in: session)
      }
      if case .song(let song) = row { return show(song, row: text) }
      if let item = row.item { return try await show(item, in: session) }
    }
    return try await show(snapshot.resolve(text, among: kinds), in: session)
  }

  /// A catalog song of `ls recent` that the library does not hold, and what a row of it does.
  static func show(_ song: CatalogSong, row: String) -> CommandOutput {
    var output = CommandOutput(song)
    let album = song.albumTitle.isEmpty ? "" : " (\(song.albumTitle))"
    output.say(
      "\(song.title) — \(song.artistName)\(album), "
        + "\(DurationText.minutesSeconds(.milliseconds(song.durationMilliseconds)))  "
        + "[catalog song \(song.id)]",
      "not in your library: 'play \(row.trimmingSpaces())' previews it, "
        + "'add \(row.trimmingSpaces())' adds it")
    return output
  }

  static func show(_ item: LibraryItemRef, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    switch item {
    case .artist(let artist):
      let albums = try await session.read("albums") { try await library.albums(by: artist.id) }
      session.catalogs.list(albums)
      var output = CommandOutput(ArtistDetail(artist: artist, albums: albums))
      if let musicBrainz = session.musicBrainz {
        // `show` is one of the commands that look up (ls never does); a link from tags asks
        // nothing.
        let text: String
        do {
          let link = try await musicBrainz.link(for: artist)
          output.value = ArtistDetail(artist: artist, albums: albums, link: .some(link))
          text = LinkJSON.text(link, of: artist)
        } catch let error as MusicBrainzError {
          text = "MusicBrainz link unknown: \(error)"
        }
        output.say("\(artist.name)  [\(artist.id)]", "  \(text)")
        output.say(LibraryTables.albums(albums, showArtist: false))
        return output
      }
      let link = artist.catalogID.map { "catalog artist \($0)" } ?? "unmatched in the catalog"
      output.say("\(artist.name)  [\(artist.id)]  \(link)")
      output.say(LibraryTables.albums(albums, showArtist: false))
      return output
    case .album(let album):
      let tracks = try await session.read("tracks") { try await library.tracks(onAlbum: album.id) }
      var output = CommandOutput(AlbumDetail(album: album, tracks: tracks))
      let total = tracks.reduce(Duration.zero) { $0 + $1.duration }
      let year = album.year.map { ", \($0)" } ?? ""
      output.say(
        "\(album.title) — \(album.artistName) (\(album.releaseType.label)\(year))  [\(album.id)]")
      output.say(
        "\(LibraryTables.count(tracks.count, "track")), \(DurationText.minutesSeconds(total))"
          + (album.catalogID.map { ", catalog release \($0)" } ?? ""))
      session.catalogs.list(tracks)
      output.say(
        LibraryTables.tracks(
          tracks, numbering: .album, nowPlaying: session.playback.indicator.state))
      return output
    case .track(let track):
      var output = CommandOutput(track)
      output.say(
        "\(track.title)  [\(track.id)]",
        "  artist:   \(track.artistName)",
        "  album:    \(track.albumTitle)",
        "  position: disc \(track.discNumber), track \(track.trackNumber)",
        "  time:     \(DurationText.minutesSeconds(track.duration))",
        "  playable: " + (track.unplayableReason.map { "no (\($0))" } ?? "yes"))
      if let catalog = track.catalogID { output.say("  catalog:  song \(catalog)") }
      return output
    case .playlist(let playlist):
      let tracks = try await session.read("tracks") {
        try await library.tracks(inPlaylist: playlist.id)
      }
      var output = CommandOutput(PlaylistDetail(playlist: playlist, tracks: tracks))
      let total = tracks.reduce(Duration.zero) { $0 + $1.duration }
      output.say("\(playlist.name)  [\(playlist.id)]\(playlist.canEdit ? "" : "  (not editable)")")
      if !playlist.description.isEmpty { output.say(playlist.description) }
      output.say(
        "\(LibraryTables.count(tracks.count, "track")), \(DurationText.minutesSeconds(total))")
      if !tracks.isEmpty {
        session.catalogs.list(tracks)
        output.say(
          LibraryTables.tracks(
            tracks, numbering: .position, nowPlaying: session.playback.indicator.state))
      }
      return output
    }
  }
}

private struct ArtistDetail: Encodable {
  var artist: LibraryArtist
  var albums: [LibraryAlbum]
  /// The MusicBrainz link, with the MusicBrainz catalog only.
  var musicBrainz: LinkJSON?

  init(artist: LibraryArtist, albums: [LibraryAlbum], link: MusicBrainzLink?? = nil) {
    self.artist = artist
    self.albums = albums
    self.musicBrainz = link.map { LinkJSON($0, of: artist) }
  }
}

private struct AlbumDetail: Encodable {
  var album: LibraryAlbum
  var tracks: [LibraryTrack]
}

private struct PlaylistDetail: Encodable {
  var playlist: LibraryPlaylist
  var tracks: [LibraryTrack]
}
