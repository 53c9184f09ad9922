import DeepCutKit

/// `ls artists|albums|tracks|playlists|recent|queue [filter]`: lists what the library holds.
enum ListCommand {
  /// What `ls` can list.
  enum Kind: String, CaseIterable {
    case artists, albums, tracks, playlists, recent, queue
  }

  static let kind = Argument<Kind>.choice(
    "kind", what: "list", missing: "ls what? (ls artists|albums|tracks|playlists|recent|queue)")
  /// A filter, or (for albums and tracks) the artist, album or playlist to list.
  static let filter = Argument<String?>.optionalText(
    "filter",
    .computed { before, _ in
      switch before.first {
      case "albums", "artists": .names([.artists])
      case "tracks": .names([.albums, .playlists])
      case "playlists": .names([.playlists])
      default: .none
      }
    })

  static let command = Command(
    CommandSpec(
      name: "ls", aliases: ["list"], group: .browse,
      summary: "list artists, albums, tracks, playlists, recently played, or the queue",
      details: """
        A filter keeps the names that contain it (ignoring case and accents). 'ls albums X'
        lists artist X's albums when X names one; 'ls tracks X' lists album or playlist X's
        tracks. Recently played comes 10 at a time, like the API: 'more' loads the next page;
        over Apple Music it holds songs played from the catalog too, marked 'not in library'
        ('play N' previews one, 'add N' adds it). '--limit N' shows N at a time; 'more' the
        next N.
        """,
      examples: ["ls artists", "ls albums acid bath", "ls tracks Road Trip", "ls recent", "more"],
      signature: Signature([kind.spec, filter.spec], options: [LimitedListing.limit.spec]),
      usage: [
        "ls artists|albums|tracks|playlists|recent [filter] [--limit N]",
        "ls albums <artist>",
        "ls tracks <album|playlist>",
        "ls queue [--limit N]",
      ],
      isQuery: true)
  ) { session, arguments in
    let filter = arguments[Self.filter]
    let limit = arguments[LimitedListing.limit]
    switch arguments[Self.kind] {
    case .artists: return try await artists(filter, limit: limit, in: session)
    case .albums: return try await albums(filter, limit: limit, in: session)
    case .tracks: return try await tracks(filter, limit: limit, in: session)
    case .playlists: return try await playlists(filter, limit: limit, in: session)
    case .recent: return try await RecentPaging.first(filter, limit: limit, in: session)
    case .queue:
      return QueueCommand.listing(
        session.queueListing, width: session.environment.terminalWidth, limit: limit,
        in: session)
    }
  }

  static func artists(_ filter: String?, limit: Int?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let matching = NameFilter(filter)
    let artists = try await session.read("artists") { try await library.artists() }
      .filter { matching.matches($0.name) }
    let counts = try await session.read("albums") { try await library.albumCounts() }
    let table: Table
    let summary: String
    if let musicBrainz = session.musicBrainz {
      // From the cache only: listing never starts a lookup.
      let links = LinkCommands.cachedTexts(artists, in: musicBrainz)
      table = Table(
        [
          .init("#", .right), .name("artist"), .init("albums", .right), .init("MusicBrainz"),
          .id("id"),
        ],
        rows: zip(artists, links).enumerated().map { index, pair in
          let (artist, link) = pair
          return [
            String(index + 1), artist.name, String(counts[artist.id] ?? 0), link,
            artist.id.rawValue,
          ]
        })
      let unchecked = links.filter { $0 == "not checked yet" }.count
      summary =
        "\(LibraryTables.count(artists.count, "artist")) (\(unchecked) not checked yet in the "
        + "\(musicBrainz.label))"
    } else {
      table = LibraryTables.artists(
        artists, albumCounts: counts, simulated: session.activeCatalog.isSimulated)
      let unmatched = artists.filter { $0.catalogID == nil }.count
      summary =
        "\(LibraryTables.count(artists.count, "artist")) (\(unmatched) unmatched in the catalog)"
    }
    session.catalogs.list(artists)
    if let limit, limit < artists.count {
      return LimitedListing.table(
        artists, table: table, noun: "artist", limit: limit, in: session)
    }
    var output = CommandOutput(artists)
    output.say(table)
    output.say(summary)
    return output
  }

  static func albums(_ argument: String?, limit: Int?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let snapshot = await session.snapshot()
    if let argument,
      let artist = try listedArtist(argument, in: snapshot, session: session)
        ?? snapshot.artists.item(named: argument)
    {
      let albums = try await session.read("albums") { try await library.albums(by: artist.id) }
      session.catalogs.list(albums)
      let table = LibraryTables.albums(albums, showArtist: false)
      if let limit, limit < albums.count {
        return LimitedListing.table(albums, table: table, noun: "album", limit: limit, in: session)
      }
      var output = CommandOutput(albums)
      output.say("\(artist.name): \(LibraryTables.count(albums.count, "album"))")
      output.say(table)
      return output
    }
    let matching = NameFilter(argument)
    let albums = try await session.read("albums") { try await library.albums() }
      .filter { matching.matches($0.title, $0.artistName) }
    session.catalogs.list(albums)
    return LimitedListing.table(
      albums, table: LibraryTables.albums(albums), noun: "album", limit: limit, in: session)
  }

  static func tracks(_ argument: String?, limit: Int?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let snapshot = await session.snapshot()
    if let argument,
      let item = try listedItem(
        argument, among: ["album", "playlist"], in: snapshot, session: session)
        ?? snapshot.item(named: argument, among: ["album", "playlist"])
    {
      let (name, tracks, numbering): (String, [LibraryTrack], LibraryTables.TrackNumbering)
      switch item {
      case .album(let album):
        name = "\(album.title) — \(album.artistName)"
        tracks = try await session.read("tracks") { try await library.tracks(onAlbum: album.id) }
        numbering = .album
      case .playlist(let playlist):
        name = playlist.name
        tracks = try await session.read("tracks") {
          try await library.tracks(inPlaylist: playlist.id)
        }
        numbering = .position
      default:
        return .none
      }
      let table = LibraryTables.tracks(
        tracks, numbering: numbering, nowPlaying: session.playback.indicator.state,
        playable: playable(on: session.player))
      if let limit, limit < tracks.count {
        return LimitedListing.table(tracks, table: table, noun: "track", limit: limit, in: session)
      }
      var output = CommandOutput(tracks)
      output.say("\(name): \(LibraryTables.count(tracks.count, "track"))")
      session.catalogs.list(tracks)
      output.say(table)
      return output
    }
    let matching = NameFilter(argument)
    let tracks = try await session.read("tracks") { try await library.tracks() }.filter { track in
      matching.matches(track.title, track.artistName, track.albumTitle)
    }
    session.catalogs.list(tracks)
    return LimitedListing.table(
      tracks,
      table: LibraryTables.tracks(
        tracks, numbering: .position, nowPlaying: session.playback.indicator.state,
        playable: playable(on: session.player)),
      noun: "track", limit: limit, in: session)
  }

  /// Whether a track plays on `player`, when the player decides that itself (MPD plays only
  /// the files in its database); `nil` for the emulator.
  static func playable(on player: any PlayerDevice) -> ((LibraryTrack) -> Bool)? {
    guard let mpd = player as? MPDPlayer else { return nil }
    return { track in
      if case .success = mpd.uri(for: track) { return true }
      return false
    }
  }

  static func playlists(_ filter: String?, limit: Int?, in session: isolated Session)
    async throws
    -> CommandOutput
  {
    let library = session.library
    let matching = NameFilter(filter)
    let playlists = try await session.read("playlists") { try await library.playlists() }
      .filter { matching.matches($0.name) }
    session.catalogs.list(playlists)
    return LimitedListing.table(
      playlists, table: LibraryTables.playlists(playlists), noun: "playlist", limit: limit,
      in: session)
  }

  /// The artist a row number names after a numbered listing (`ls artists; ls albums 2`).
  private static func listedArtist(
    _ argument: String, in snapshot: LibrarySnapshot, session: isolated Session
  ) throws(CommandError) -> LibraryArtist? {
    guard
      case .artist(let artist) = try listedItem(
        argument, among: ["artist"], in: snapshot, session: session)
    else { return nil }
    return artist
  }

  /// The item of `kinds` a row number names, or `nil` when `argument` is a name or filter.
  ///
  /// Without a numbered listing a number stays a filter (`ls albums 1999`).
  private static func listedItem(
    _ argument: String, among kinds: [String], in snapshot: LibrarySnapshot,
    session: isolated Session
  ) throws(CommandError) -> LibraryItemRef? {
    let command = "ls \(kinds == ["artist"] ? "albums" : "tracks")"
    try CatalogReleaseNames.refuseRowAlsoNamed(
      argument, among: kinds, rowKinds: kinds, command: command, in: snapshot, session: session)
    guard !session.catalogs.rows.isEmpty, CatalogReleaseNames.mayNameRow(argument),
      !CatalogReleaseNames.libraryKnows(argument, among: kinds, in: snapshot)
    else { return nil }
    return try CatalogReleaseNames.row(argument, accepting: kinds, command: command, in: session)?
      .item
  }
}
