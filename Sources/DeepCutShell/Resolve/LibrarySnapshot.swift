import DeepCutKit
import Foundation

/// The library as the shell last read it, indexed for resolving names and completing them.
///
/// Like the app's loaded view state: names resolve against what is loaded, while `ls` and
/// `show` ask the service (and so see injected failures). Rebuilt after every accepted write.
///
/// Each kind is indexed from its own array and remembered (`Memo`): a write changes only the
/// playlists, so the snapshot after it re-indexes only them, and sessions one after another
/// over one library (the fuzzers, the tests) index it once.
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

  init(_ contents: LibraryContents) {
    self.contents = contents
    let artists = Self.indexArtists(contents.artists)
    let albums = Self.indexAlbums(contents.albums)
    let tracks = Self.indexTracks(contents.tracks)
    let playlists = Self.indexPlaylists(contents.playlists)
    artistsByID = artists.byID
    albumsByID = albums.byID
    tracksByID = tracks.byID
    self.artists = artists.resolver
    self.albums = albums.resolver
    self.tracks = tracks.resolver
    self.playlists = playlists.resolver
    itemResolvers = [
      "artist": artists.asItems, "album": albums.asItems, "track": tracks.asItems,
      "playlist": playlists.asItems,
    ]
  }

  private static let indexArtists = Memo { (artists: [LibraryArtist]) in
    NamedItems(
      artists, noun: "artist", id: \.id,
      candidate: { .init(id: $0.id.rawValue, name: $0.name, item: $0) },
      itemDetail: { _ in "artist" }, asItem: { .artist($0) })
  }

  private static let indexAlbums = Memo { (albums: [LibraryAlbum]) in
    NamedItems(
      albums, noun: "album", id: \.id,
      candidate: { .init(id: $0.id.rawValue, name: $0.title, detail: $0.artistName, item: $0) },
      itemDetail: { "album by \($0.detail)" }, asItem: { .album($0) })
  }

  private static let indexTracks = Memo { (tracks: [LibraryTrack]) in
    NamedItems(
      tracks, noun: "track", id: \.id,
      candidate: {
        .init(
          id: $0.id.rawValue, name: $0.title, detail: "\($0.artistName), \($0.albumTitle)",
          item: $0)
      },
      itemDetail: { "track by \($0.item.artistName)" }, asItem: { .track($0) })
  }

  private static let indexPlaylists = Memo { (playlists: [LibraryPlaylist]) in
    NamedItems(
      playlists, noun: "playlist", id: \.id,
      candidate: {
        .init(id: $0.id.rawValue, name: $0.name, detail: "\($0.trackIDs.count) tracks", item: $0)
      },
      itemDetail: { _ in "playlist" }, asItem: { .playlist($0) })
  }
}

extension LibrarySnapshot {
  /// The names completion offers (sorted and folded: built only when a prompt needs them),
  /// each in a form that resolves for the argument it completes (see `OfferedNames`).
  var nameIndex: NameIndex {
    let offered = OfferedNamesCache(self)
    var index = NameIndex(
      artists: NameList(contents.artists.map(\.name)),
      albums: NameList(contents.albums.map(\.title)),
      tracks: NameList(contents.tracks.map(\.title)),
      playlists: NameList(contents.playlists.map(\.name)))
    index.offered = { kinds in offered.names(among: kinds) }
    index.playlistTracks = { playlist in offeredTracks(inPlaylist: playlist) }
    return index
  }

  /// The words that name a kind in front of a name; completion keeps them outside the quotes.
  static let kindWords: Set<String> = ["album", "artist", "playlist", "track"]

  /// The built-in sample library as no session has changed it, indexed once per process: a
  /// session that only reads (a script, a fuzz input) does not index it again.
  static let pristineSample = LibrarySnapshot(SampleLibrary.contents)
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
    if let item = byArtist(text, among: kinds) { return item }
    return try resolver(among: kinds).resolve(text)
  }

  /// The one item `text` names among `kinds` as `resolve` finds it, or `nil` where `resolve`
  /// throws: for checks, which need no message (its nearest names are most of a miss's cost).
  func item(named text: String, among kinds: [String]) -> LibraryItemRef? {
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, kinds.count > 1, kinds.contains(words[0].lowercased()) {
      return item(named: words[1], among: [words[0].lowercased()])
    }
    if let item = byArtist(text, among: kinds) { return item }
    return resolver(among: kinds).item(named: text)
  }

  /// The resolvers of `kinds` as one.
  private func resolver(among kinds: [String]) -> NameResolver<LibraryItemRef> {
    let parts = kinds.compactMap { itemResolvers[$0] }
    return NameResolver.union(parts, noun: kinds.count == 1 ? kinds[0] : "item")
  }
}

extension LibrarySnapshot {
  /// `TITLE by ARTIST` or `TITLE — ARTIST`: the one track or album with that title by that
  /// artist (ignoring case and accents), or `nil` to resolve the text as a plain name (a
  /// title may contain " by " itself: "Stand by Me").
  func byArtist(_ text: String, among kinds: [String]) -> LibraryItemRef? {
    Self.byArtist(text) { title, artist in
      var found: [LibraryItemRef] = []
      if kinds.contains("track") {
        found += contents.tracks.filter {
          Self.same($0.title, title) && Self.same($0.artistName, artist)
        }
        .map { .track($0) }
      }
      if kinds.contains("album") {
        found += contents.albums.filter {
          Self.same($0.title, title) && Self.same($0.artistName, artist)
        }
        .map { .album($0) }
      }
      return found
    }
  }

  /// The one item `find(title, artist)` finds where `text` splits at ` — ` or ` by ` (the
  /// last one), or `nil`.
  static func byArtist<Item>(_ text: String, find: (_ title: String, _ artist: String) -> [Item])
    -> Item?
  {
    // Foundation's case-insensitive search is slow; ASCII text without " by " in any case
    // (and so without " — ") has neither separator.
    if text.utf8.allSatisfy({ $0 < 0x80 }), !text.lowercased().contains(" by ") { return nil }
    for separator in [" — ", " by "] {
      guard let range = text.range(of: separator, options: [.backwards, .caseInsensitive])
      else { continue }
      let found = find(String(text[..<range.lowerBound]), String(text[range.upperBound...]))
      if found.count == 1 { return found[0] }
    }
    return nil
  }

  /// Whether two names are the same ignoring case and accents.
  static func same(_ a: String, _ b: String) -> Bool {
    a.compare(b, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
  }

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
      if !playlists.candidates(matching: playlist).isEmpty {
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
