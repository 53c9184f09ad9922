import DeepCutKit

extension CommandSpec {
  /// `ls artists|albums|tracks|playlists|recent [filter]`: lists what the library holds.
  static let list = CommandSpec(
    name: "ls", aliases: ["list"], group: .browse,
    usage: [
      "ls artists|albums|tracks|playlists|recent [filter]",
      "ls albums <artist>",
      "ls tracks <album|playlist>",
      "ls queue",
    ],
    summary: "list artists, albums, tracks, playlists, recently played, or the queue",
    details: """
      A filter keeps the names that contain it (ignoring case and accents). 'ls albums X'
      lists artist X's albums when X names one; 'ls tracks X' lists album or playlist X's
      tracks. Recently played comes 10 at a time, like the API: 'more' loads the next page.
      """,
    examples: ["ls artists", "ls albums acid bath", "ls tracks Road Trip", "ls recent", "more"],
    isQuery: true,
    complete: { request in
      guard let kind = request.arguments.first else {
        return .word(request, ListKind.allCases.map(\.rawValue))
      }
      switch kind {
      case "albums": return .phrase(from: 1, request.names.artists)
      case "tracks":
        return .phrase(from: 1, request.names.albums.merged(with: request.names.playlists))
      case "artists": return .phrase(from: 1, request.names.artists)
      case "playlists": return .phrase(from: 1, request.names.playlists)
      default: return nil
      }
    },
    run: { session, invocation in
      guard let word = invocation[0] else {
        throw CommandError("ls what? (ls artists|albums|tracks|playlists|recent|queue)")
      }
      let kind = try ListKind(
        rawValue: Keyword.match(word, among: ListKind.allCases.map(\.rawValue), what: "list"))
      let filter = invocation.rest(from: 1)
      switch kind {
      case .artists: try await session.listArtists(filter)
      case .albums: try await session.listAlbums(filter)
      case .tracks: try await session.listTracks(filter)
      case .playlists: try await session.listPlaylists(filter)
      case .recent: try await session.listRecent(filter)
      case .queue:
        let listing = session.playback.queueListing
        session.result(listing)
        session.say(listing.description)
      case nil: break
      }
    })
}

/// What `ls` can list.
enum ListKind: String, CaseIterable {
  case artists, albums, tracks, playlists, recent, queue
}

extension Session {
  func listArtists(_ filter: String?) async throws {
    let artists = try await read("artists") { try await library.artists() }
      .filter { matchesFilter($0.name, filter) }
    let albums = try await read("albums") { try await library.albums() }
    let counts = Dictionary(grouping: albums, by: \.artistID).mapValues(\.count)
    result(artists)
    say(
      LibraryTables.artists(
        artists, albumCounts: counts, simulated: environment.services.catalog.isSimulated))
    let unmatched = artists.filter { $0.catalogID == nil }.count
    say("\(LibraryTables.count(artists.count, "artist")) (\(unmatched) unmatched in the catalog)")
  }

  func listAlbums(_ argument: String?) async throws {
    let snapshot = await snapshot()
    if let argument, let artist = try? snapshot.artists.resolve(argument) {
      let albums = try await read("albums") { try await library.albums(by: artist.id) }
      result(albums)
      say("\(artist.name): \(LibraryTables.count(albums.count, "album"))")
      say(LibraryTables.albums(albums, showArtist: false))
      return
    }
    let albums = try await read("albums") { try await library.albums() }
      .filter { matchesFilter($0.title, argument) || matchesFilter($0.artistName, argument) }
    result(albums)
    say(LibraryTables.albums(albums))
    say(LibraryTables.count(albums.count, "album"))
  }

  func listTracks(_ argument: String?) async throws {
    let snapshot = await snapshot()
    if let argument, let item = try? snapshot.resolve(argument, among: ["album", "playlist"]) {
      switch item {
      case .album(let album):
        let tracks = try await read("tracks") { try await library.tracks(onAlbum: album.id) }
        result(tracks)
        say("\(album.title) — \(album.artistName): \(LibraryTables.count(tracks.count, "track"))")
        say(LibraryTables.tracks(tracks, numbering: .album))
      case .playlist(let playlist):
        let tracks = try await read("tracks") { try await library.tracks(inPlaylist: playlist.id) }
        result(tracks)
        say("\(playlist.name): \(LibraryTables.count(tracks.count, "track"))")
        say(LibraryTables.tracks(tracks, numbering: .position))
      default:
        break
      }
      return
    }
    let tracks = try await read("tracks") { try await library.tracks() }.filter { track in
      matchesFilter(track.title, argument) || matchesFilter(track.artistName, argument)
        || matchesFilter(track.albumTitle, argument)
    }
    result(tracks)
    say(LibraryTables.tracks(tracks, numbering: .position))
    say(LibraryTables.count(tracks.count, "track"))
  }

  func listPlaylists(_ filter: String?) async throws {
    let playlists = try await read("playlists") { try await library.playlists() }
      .filter { matchesFilter($0.name, filter) }
    result(playlists)
    say(LibraryTables.playlists(playlists))
    say(LibraryTables.count(playlists.count, "playlist"))
  }
}
