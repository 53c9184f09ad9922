/// One of MPD's stored playlists: its name and the URIs it lists, in order.
public struct MPDStoredPlaylist: Hashable, Sendable {
  public var name: String
  public var uris: [String]

  public init(name: String, uris: [String]) {
    self.name = name
    self.uris = uris
  }

  /// The library id of the playlist named `name`: derived from the name, as MPD knows a
  /// playlist only by it (a renamed playlist is, to MPD, another one).
  public static func id(named name: String) -> LibraryPlaylistID {
    LibraryPlaylistID(derivedFrom: "mpd\u{1F}playlist\u{1F}" + name)
  }
}
