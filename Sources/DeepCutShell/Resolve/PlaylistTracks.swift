import DeepCutKit

/// Naming a track inside a playlist (`remove X from PLAYLIST`): among the playlist's own
/// tracks, which is what the person is looking at, so a title the rest of the library shares
/// still names one track here.
extension LibrarySnapshot {
  /// A playlist's tracks, each once, in playlist order.
  func tracks(in playlist: LibraryPlaylist) -> [LibraryTrack] {
    var seen = Set<LibraryTrackID>()
    return playlist.trackIDs.compactMap { id in seen.insert(id).inserted ? tracksByID[id] : nil }
  }

  /// The track of `playlist` that `text` names: `TITLE by ARTIST` (or `TITLE — ARTIST`) when
  /// that is one of its tracks, else by id or name as `NameResolver` finds it among them.
  func track(_ text: String, in playlist: LibraryPlaylist) throws(CommandError) -> LibraryTrack {
    let tracks = tracks(in: playlist)
    let named = Self.byArtist(text) { title, artist in
      tracks.filter { Self.same($0.title, title) && Self.same($0.artistName, artist) }
    }
    if let named { return named }
    let resolver = NameResolver(
      tracks.map { .init(id: $0.id.rawValue, name: $0.title, detail: $0.artistName, item: $0) },
      noun: "track", scope: "'\(playlist.name)'")
    return try resolver.resolve(text)
  }
}
