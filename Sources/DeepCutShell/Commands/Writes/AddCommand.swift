import DeepCutKit

/// `add <track|album> [to <playlist>]`: adds to the library, or appends to a playlist.
enum AddCommand {
  static let target = Argument<[String]>.phrase(
    "track|album|release", .names([.tracks, .albums, .releases]), then: "to", "playlist",
    .names([.playlists]),
    missing: "add what? (add <track|album> [to <playlist>])")

  static let command = Command(
    CommandSpec(
      name: "add", group: .writes,
      summary: "add a catalog release to the library, or a release, track or album to a playlist",
      details: """
        A catalog release (a row of the last 'cuts' or 'discover' listing, a catalog id, or the
        title of a release listed this session; 'release TITLE' to say so) is added as the API
        adds it: a new album and songs with new library ids, linked to the catalog, and it
        stops being a cut at once. What the library already holds (its tracks and albums, or a
        release it owns) is "already in your library" and nothing is written. With 'to', the
        songs are appended to the playlist (the API only appends; a release is added to the
        library first). Every accepted write is recorded: see 'writes'. With --service
        apple-music a release is requested from Apple, which adds it in its own time (it may
        take a while to appear in your library; its songs can join a playlist once it has).
        """,
      examples: [
        "cuts acid bath; add 1", "add Tranquilized to \"Crate Digging\"",
        "add \"When the Kite String Pops\"",
      ],
      signature: Signature([target.spec]),
      usage: [
        "add <release|row|catalog id>", "add <track|album|release> to <playlist>",
      ])
  ) { session, arguments in
    let snapshot = await session.snapshot()
    let (itemText, playlistText) = try snapshot.split(arguments[Self.target], at: "to")
    try CatalogReleaseNames.refuseRowAlsoNamed(
      itemText, among: ["track", "album"], rowKinds: ["release", "track", "album"],
      command: "add", in: snapshot, session: session)
    let known = CatalogReleaseNames.libraryKnows(itemText, among: ["track", "album"], in: snapshot)
    let listed = try await CatalogReleaseNames.release(
      itemText, libraryMatched: known, accepting: ["release", "track", "album"], command: "add",
      in: session)
    if case .song(let song) = listed {
      guard playlistText == nil else {
        throw CommandError(
          "'\(song.title)' is not in your library yet: 'add' it first, then add it to a "
            + "playlist once it appears (Apple adds songs in its own time)")
      }
      return try await add(song, in: session)
    }
    if case .release(let release) = listed {
      let playlist = try playlistText.map { text throws(CommandError) in
        try snapshot.playlists.resolve(text)
      }
      return try await add(release, to: playlist, in: session)
    }
    let item = try listed?.item ?? snapshot.resolve(itemText, among: ["track", "album"])
    let tracks: [LibraryTrack]
    switch item {
    case .track(let track): tracks = [track]
    case .album(let album): tracks = snapshot.contents.tracks.filter { $0.albumID == album.id }
    default: tracks = []
    }
    let ids = tracks.map(\.id)
    guard let playlistText else {
      // Library items are the library's already: the API would ignore them.
      var output = CommandOutput(["alreadyInLibrary": item.name])
      output.say("\(item.kind) '\(item.name)' is already in your library; nothing was added")
      return output
    }
    let playlist = try snapshot.playlists.resolve(playlistText)
    if tracks.isEmpty, session.environment.services.appleMusic?.library != nil {
      // An album Apple has accepted but not added yet (202) has no songs to append.
      throw CommandError(
        "'\(item.name)' was requested but is not in your library yet: add it to "
          + "'\(playlist.name)' in a later session, once it appears")
    }
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

  /// Asks for a catalog song the library does not hold (a row of `ls recent`) to be added.
  static func add(_ song: CatalogSong, in session: isolated Session) async throws
    -> CommandOutput
  {
    try await session.write("add to library") { library in
      try await library.addToLibrary(song: song)
    }
    var output = CommandOutput(AddSongDocument(song: song, pending: true))
    output.say(
      "requested song '\(song.title)' by \(song.artistName) (catalog \(song.id)): Apple "
        + "accepted it; it may take a while to appear in your library")
    return output
  }

  /// Adds a catalog release to the library, or its tracks to a playlist.
  ///
  /// The real service sends Apple the release's catalog id alone (its tracks are not read);
  /// Apple adds it later, so its songs can join a playlist only once it is in the library.
  static func add(
    _ release: CatalogRelease, to playlist: LibraryPlaylist?, in session: isolated Session
  ) async throws -> CommandOutput {
    if session.environment.services.mpdLibrary != nil {
      return try await WantsCommand.wish(release, in: session)
    }
    let real = session.environment.services.appleMusic?.library
    if let real, let playlist {
      // How many songs the library holds of it: `nil` when it does not own it.
      let songs = try await session.read("your albums") { () async throws -> Int? in
        guard let owner = try await real.owner(of: release) else { return nil }
        return try await real.tracks(onAlbum: owner.id).count
      }
      guard let songs else {
        throw CommandError(
          "'\(release.title)' is not in your library yet: 'add' it first, then add it to "
            + "'\(playlist.name)' once it appears (Apple adds albums in its own time)")
      }
      guard songs > 0 else {
        throw CommandError(
          "'\(release.title)' was requested but is not in your library yet: add it to "
            + "'\(playlist.name)' in a later session, once it appears")
      }
    }
    let tracks =
      real != nil && playlist == nil
      ? [] : try await CatalogReleaseNames.tracks(of: release, in: session)
    let result: CatalogAddResult
    if let playlist {
      result = try await session.write("add to playlist") { library in
        try await library.add(release: release, tracks: tracks, toPlaylist: playlist.id)
      }
    } else {
      result = try await session.write("add to library") { library in
        try await library.addToLibrary(release: release, tracks: tracks)
      }
    }
    let album = result.album
    var output = CommandOutput(
      AddReleaseDocument(
        release: release, album: album, added: result != .alreadyInLibrary(album),
        pending: result == .requested(album) ? true : nil, playlist: playlist?.name))
    switch result {
    case .requested:
      output.say(
        "requested release '\(release.title)' by \(release.artistName) (catalog \(release.id)):"
          + " Apple accepted it; it may take a while to appear in your library")
    case .added:
      output.say(
        "added release '\(release.title)' by \(release.artistName) to the library: album "
          + "\(album.id), \(LibraryTables.count(tracks.count, "track")), catalog \(release.id)")
    case .alreadyInLibrary:
      output.say(
        "'\(release.title)' is already in your library (album '\(album.title)', \(album.id))"
          + (playlist == nil ? "; nothing was added" : ""))
    }
    if let playlist {
      output.say(
        "added \(LibraryTables.count(tracks.count, "track")) of '\(release.title)' to "
          + "'\(playlist.name)'")
    }
    return output
  }
}

/// `add --json` for a catalog release.
private struct AddReleaseDocument: Encodable {
  var release: CatalogRelease
  var album: LibraryAlbum
  /// `false` when the library already owned it.
  var added: Bool
  /// `true` when Apple accepted the request but adds the album later (202).
  var pending: Bool?
  var playlist: String?
}

/// `add --json` for a catalog song: Apple adds it later (202), so it is always pending.
private struct AddSongDocument: Encodable {
  var song: CatalogSong
  var pending: Bool
}
