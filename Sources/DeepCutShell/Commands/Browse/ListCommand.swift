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
        tracks. Recently played comes 10 at a time, like the API: 'more' loads the next page.
        """,
      examples: ["ls artists", "ls albums acid bath", "ls tracks Road Trip", "ls recent", "more"],
      signature: Signature([kind.spec, filter.spec]),
      usage: [
        "ls artists|albums|tracks|playlists|recent [filter]",
        "ls albums <artist>",
        "ls tracks <album|playlist>",
        "ls queue",
      ],
      isQuery: true)
  ) { session, arguments in
    let filter = arguments[Self.filter]
    switch arguments[Self.kind] {
    case .artists: return try await artists(filter, in: session)
    case .albums: return try await albums(filter, in: session)
    case .tracks: return try await tracks(filter, in: session)
    case .playlists: return try await playlists(filter, in: session)
    case .recent: return try await RecentPaging.first(filter, in: session)
    case .queue: return QueueCommand.listing(session.playback.queueListing)
    }
  }

  static func artists(_ filter: String?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let artists = try await session.read("artists") { try await library.artists() }
      .filter { matchesFilter($0.name, filter) }
    let albums = try await session.read("albums") { try await library.albums() }
    let counts = Dictionary(grouping: albums, by: \.artistID).mapValues(\.count)
    var output = CommandOutput(artists)
    output.say(
      LibraryTables.artists(
        artists, albumCounts: counts, simulated: session.environment.services.catalog.isSimulated))
    let unmatched = artists.filter { $0.catalogID == nil }.count
    output.say(
      "\(LibraryTables.count(artists.count, "artist")) (\(unmatched) unmatched in the catalog)")
    return output
  }

  static func albums(_ argument: String?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let snapshot = await session.snapshot()
    if let argument, let artist = try? snapshot.artists.resolve(argument) {
      let albums = try await session.read("albums") { try await library.albums(by: artist.id) }
      var output = CommandOutput(albums)
      output.say("\(artist.name): \(LibraryTables.count(albums.count, "album"))")
      output.say(LibraryTables.albums(albums, showArtist: false))
      return output
    }
    let albums = try await session.read("albums") { try await library.albums() }
      .filter { matchesFilter($0.title, argument) || matchesFilter($0.artistName, argument) }
    var output = CommandOutput(albums)
    output.say(LibraryTables.albums(albums))
    output.say(LibraryTables.count(albums.count, "album"))
    return output
  }

  static func tracks(_ argument: String?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let snapshot = await session.snapshot()
    if let argument, let item = try? snapshot.resolve(argument, among: ["album", "playlist"]) {
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
      var output = CommandOutput(tracks)
      output.say("\(name): \(LibraryTables.count(tracks.count, "track"))")
      output.say(LibraryTables.tracks(tracks, numbering: numbering))
      return output
    }
    let tracks = try await session.read("tracks") { try await library.tracks() }.filter { track in
      matchesFilter(track.title, argument) || matchesFilter(track.artistName, argument)
        || matchesFilter(track.albumTitle, argument)
    }
    var output = CommandOutput(tracks)
    output.say(LibraryTables.tracks(tracks, numbering: .position))
    output.say(LibraryTables.count(tracks.count, "track"))
    return output
  }

  static func playlists(_ filter: String?, in session: isolated Session) async throws
    -> CommandOutput
  {
    let library = session.library
    let playlists = try await session.read("playlists") { try await library.playlists() }
      .filter { matchesFilter($0.name, filter) }
    var output = CommandOutput(playlists)
    output.say(LibraryTables.playlists(playlists))
    output.say(LibraryTables.count(playlists.count, "playlist"))
    return output
  }
}
