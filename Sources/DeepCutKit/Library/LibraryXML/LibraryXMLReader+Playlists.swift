/// Reading `Playlists`: an array of playlist dicts, each with an array of `{Track ID}` items.
extension LibraryXMLReader {
  /// The array of playlist dicts, up to its `</array>`.
  mutating func readPlaylists() throws(PlistReadError) {
    try expect(.arrayStart, after: "Playlists")
    while true {
      let token = try lexer.next()
      switch token {
      case .arrayEnd:
        return
      case .dictStart:
        library.playlists.append(try readPlaylist(at: lexer.tokenOffset))
      case .endOfFile:
        throw unexpected(token, expected: "</array>")
      default:
        try skipUnexpected(token, expected: .dictStart, for: "a playlist")
      }
    }
  }

  private mutating func readPlaylist(at offset: Int64) throws(PlistReadError) -> RawPlaylist {
    var playlist = RawPlaylist(offset: offset)
    while try nextKey() {
      guard let key = currentKey else {
        try skipValue()
        continue
      }
      switch key {
      case .name: playlist.name = try string(for: key)
      case .description: playlist.description = try string(for: key)
      case .playlistPersistentID: playlist.persistentID = try hex(for: key)
      case .master: playlist.isMaster = try bool(for: key) ?? false
      case .folder: playlist.isFolder = try bool(for: key) ?? false
      case .distinguishedKind: playlist.distinguishedKind = try integer(for: key)
      case .playlistItems:
        // The master playlist names every track, and the mapper leaves it out: its items
        // (half of a large export's) are skipped, not read.
        if playlist.isMaster { try skipValue() } else { playlist.items = try items(for: key) }
      case .smartInfo, .smartCriteria:
        playlist.isSmart = true
        try skipValue()
      case .music, .movies, .tvShows, .podcasts, .audiobooks, .voiceMemos:
        if try bool(for: key) == true { playlist.content.insert(Self.content(for: key)) }
      default:
        try skipValue()
      }
    }
    return playlist
  }

  private static func content(for key: PlistKey) -> RawPlaylist.Content {
    switch key {
    case .music: .music
    case .movies: .movies
    case .tvShows: .tvShows
    case .podcasts: .podcasts
    case .audiobooks: .audiobooks
    default: .voiceMemos
    }
  }

  /// `Playlist Items`: an array of dicts, each naming one track by `Track ID`.
  private mutating func items(for key: PlistKey) throws(PlistReadError) -> [Int64] {
    guard try nextValue(is: .arrayStart, for: key) else { return [] }
    var items: [Int64] = []
    while true {
      let token = try lexer.next()
      let offset = lexer.tokenOffset
      switch token {
      case .arrayEnd:
        return items
      case .dictStart:
        var trackID: Int64?
        while try nextKey() {
          if currentKey == .trackID {
            trackID = try integer(for: .trackID)
          } else {
            try skipValue()
          }
        }
        if let trackID {
          items.append(trackID)
        } else {
          library.issues.record(.malformedPlaylistItem, at: offset, "an item without a Track ID")
        }
      case .endOfFile:
        throw unexpected(token, expected: "</array>")
      default:
        try skipRest(of: token)
        library.issues.record(
          .malformedPlaylistItem, at: offset, "an item that is \(token.description), not <dict>")
      }
    }
  }
}
