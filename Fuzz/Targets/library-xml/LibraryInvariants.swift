import DeepCutKit

/// What any imported library must satisfy, however odd the file it came from.
///
/// The same promises `LibraryXMLFuzzTests` checks: ids are unique, every reference points at
/// something that exists, the summary counts what is there, and the warm-start cache gives the
/// same library back.
enum LibraryInvariants {
  static func check(_ library: LibraryImport) {
    let contents = library.contents
    let trackIDs = Set(contents.tracks.map(\.id))
    var albumArtists: [LibraryAlbumID: LibraryArtistID] = [:]
    for album in contents.albums { albumArtists[album.id] = album.artistID }
    require(trackIDs.count == contents.tracks.count, "duplicate track ids")
    require(albumArtists.count == contents.albums.count, "duplicate album ids")
    require(Set(contents.artists.map(\.id)).count == contents.artists.count, "duplicate artists")
    require(
      Set(contents.playlists.map(\.id)).count == contents.playlists.count, "duplicate playlists")
    for track in contents.tracks {
      require(
        albumArtists[track.albumID] == track.artistID,
        "track \(track.id) is on album \(track.albumID) of another artist")
    }
    for playlist in contents.playlists {
      require(
        playlist.trackIDs.allSatisfy(trackIDs.contains),
        "playlist \(playlist.id) lists a missing track")
    }
    require(
      contents.recentlyPlayed.allSatisfy { trackIDs.contains($0.trackID) },
      "recently played lists a missing track")
    require(
      zip(contents.recentlyPlayed, contents.recentlyPlayed.dropFirst()).allSatisfy {
        $0.playedAt >= $1.playedAt
      }, "recently played is not newest first")
    let summary = library.summary
    require(
      summary.tracks == contents.tracks.count && summary.artists == contents.artists.count
        && summary.albums == contents.albums.count
        && summary.playlists == contents.playlists.count,
      "the summary does not count what was imported")
    let key = LibrarySourceKey(size: 1, modified: 2, headHash: 3, tailHash: 4)
    let cached = LibraryCacheCodec.encode(library, key: key)
    require(
      (try? LibraryCacheCodec.decode(cached, expecting: key)) == library,
      "the warm-start cache does not give the same library back")
  }
}
