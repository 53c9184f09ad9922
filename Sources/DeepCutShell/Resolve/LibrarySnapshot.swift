import DeepCutKit

/// The library as the shell last read it, indexed for resolving names and completing them.
///
/// Like the app's loaded view state: names resolve against what is loaded, while `ls` and
/// `show` ask the service (and so see injected failures). Rebuilt after every accepted write.
struct LibrarySnapshot: Sendable {
  let contents: LibraryContents
  let artistsByID: [LibraryArtistID: LibraryArtist]
  let albumsByID: [LibraryAlbumID: LibraryAlbum]
  let tracksByID: [LibraryTrackID: LibraryTrack]
  let artists: NameResolver<LibraryArtist>
  let albums: NameResolver<LibraryAlbum>
  let tracks: NameResolver<LibraryTrack>
  let playlists: NameResolver<LibraryPlaylist>
  /// The same four, resolving to `LibraryItemRef`s, by kind (`artist`, `album`, …).
  let itemResolvers: [String: NameResolver<LibraryItemRef>]
  let names: NameIndex

  init(_ contents: LibraryContents) {
    self.contents = contents
    artistsByID = Dictionary(contents.artists.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    albumsByID = Dictionary(contents.albums.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    tracksByID = Dictionary(contents.tracks.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    artists = NameResolver(
      contents.artists.map { .init(id: $0.id.rawValue, name: $0.name, item: $0) }, noun: "artist")
    albums = NameResolver(
      contents.albums.map {
        .init(id: $0.id.rawValue, name: $0.title, detail: $0.artistName, item: $0)
      }, noun: "album")
    tracks = NameResolver(
      contents.tracks.map {
        .init(
          id: $0.id.rawValue, name: $0.title, detail: "\($0.artistName), \($0.albumTitle)",
          item: $0)
      }, noun: "track")
    playlists = NameResolver(
      contents.playlists.map {
        .init(id: $0.id.rawValue, name: $0.name, detail: "\($0.trackIDs.count) tracks", item: $0)
      }, noun: "playlist")
    itemResolvers = [
      "artist": artists.map(detail: { _ in "artist" }) { .artist($0) },
      "album": albums.map(detail: { "album by \($0.detail)" }) { .album($0) },
      "track": tracks.map(detail: { "track by \($0.item.artistName)" }) { .track($0) },
      "playlist": playlists.map(detail: { _ in "playlist" }) { .playlist($0) },
    ]
    names = NameIndex(
      artists: NameList(contents.artists.map(\.name)),
      albums: NameList(contents.albums.map(\.title)),
      tracks: NameList(contents.tracks.map(\.title)),
      playlists: NameList(contents.playlists.map(\.name)))
  }
}

/// Something in the library a command can act on.
enum LibraryItemRef: Sendable {
  case artist(LibraryArtist)
  case album(LibraryAlbum)
  case track(LibraryTrack)
  case playlist(LibraryPlaylist)

  var kind: String {
    switch self {
    case .artist: "artist"
    case .album: "album"
    case .track: "track"
    case .playlist: "playlist"
    }
  }

  /// The item's display name.
  var name: String {
    switch self {
    case .artist(let artist): artist.name
    case .album(let album): album.title
    case .track(let track): track.title
    case .playlist(let playlist): playlist.name
    }
  }
}

extension LibrarySnapshot {
  /// Resolves `text` among several kinds at once (`show`, `play`, `add`): ids first, then the
  /// resolution steps over all the kinds together, so a title that is both an album and a
  /// track is ambiguous and lists both.
  ///
  /// A leading kind word narrows the search when a title is shared: `play album Ágætis byrjun`.
  func resolve(_ text: String, among kinds: [String]) throws(CommandError) -> LibraryItemRef {
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, kinds.count > 1, kinds.contains(words[0].lowercased()) {
      return try resolve(words[1], among: [words[0].lowercased()])
    }
    let parts = kinds.compactMap { itemResolvers[$0] }
    let noun = kinds.count == 1 ? kinds[0] : "item"
    return try NameResolver.union(parts, noun: noun).resolve(text)
  }
}

extension LibrarySnapshot {
  /// Splits `words` at the keyword (`to`, `from`) that separates an item from a playlist.
  ///
  /// Titles may contain the keyword themselves ("Ticket to Ride"), so each occurrence is tried
  /// from the right until the text after it names a playlist.
  func split(_ words: [String], at keyword: String) throws(CommandError)
    -> (item: String, playlist: String?)
  {
    let positions = words.indices.filter { words[$0].lowercased() == keyword && $0 > 0 }
    for position in positions.reversed() where position < words.count - 1 {
      let playlist = words[(position + 1)...].joined(separator: " ")
      if (try? playlists.matches(playlist))?.isEmpty == false {
        return (words[..<position].joined(separator: " "), playlist)
      }
    }
    if let position = positions.last {
      if position == words.count - 1 {
        throw CommandError("'\(keyword)' needs a playlist after it")
      }
      let playlist = words[(position + 1)...].joined(separator: " ")
      _ = try playlists.resolve(playlist)
    }
    return (words.joined(separator: " "), nil)
  }
}
