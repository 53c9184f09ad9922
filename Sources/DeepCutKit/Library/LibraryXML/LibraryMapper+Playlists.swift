import Foundation

/// Playlists and listening history, once the tracks are known.
extension LibraryMapper {
  /// The user's playlists, their entries naming the tracks kept (a folded copy names the song
  /// it was folded into).
  mutating func makePlaylists(_ tracks: [LibraryTrack]) -> [LibraryPlaylist] {
    var playlists: [LibraryPlaylist] = []
    var used = Set<LibraryPlaylistID>()
    for (position, playlist) in raw.playlists.enumerated() {
      if playlist.isMaster || playlist.distinguishedKind != nil {
        summary.builtInPlaylistsLeftOut += 1
        continue
      }
      if playlist.isFolder {
        summary.foldersLeftOut += 1
        continue
      }
      var trackIDs: [LibraryTrackID] = []
      trackIDs.reserveCapacity(playlist.items.count)
      for item in playlist.items {
        guard let rawIndex = entryOfTrackID[item] else {
          summary.danglingReferences += 1
          continue
        }
        let keptIndex = keptIndexOfRaw[rawIndex]
        guard keptIndex >= 0 else {
          summary.referencesToLeftOutItems += 1
          continue
        }
        trackIDs.append(tracks[Int(keptIndex)].id)
      }
      let name =
        playlist.name.flatMap { Self.isBlank($0) ? nil : $0 } ?? "Untitled Playlist"
      var id =
        playlist.persistentID.map { LibraryPlaylistID(value: $0) }
        ?? LibraryPlaylistID(derivedFrom: "\(name)\u{1F}\(position)")
      if !used.insert(id).inserted {
        id = LibraryPlaylistID(derivedFrom: "\(id)\u{1F}\(position)")
        used.insert(id)
      }
      playlists.append(
        LibraryPlaylist(
          id: id, name: name, description: playlist.description ?? "", trackIDs: trackIDs,
          canEdit: !playlist.isSmart))
    }
    return playlists
  }

  /// The latest plays, newest first (ties in file order).
  ///
  /// Only the latest `recentlyPlayedLimit` are kept in order as the tracks go by, instead of
  /// sorting every play: a play older than the last one kept is dropped with one comparison.
  func makeRecentlyPlayed(_ kept: [Kept], _ tracks: [LibraryTrack]) -> [RecentlyPlayedEntry] {
    let limit = recentlyPlayedLimit
    var newestFirst: [(playedAt: Int64, index: Int)] = []
    guard limit > 0 else { return [] }
    newestFirst.reserveCapacity(limit + 1)
    for index in kept.indices {
      guard let playedAt = kept[index].playedAt else { continue }
      // A tie goes after the plays kept: they came first in the file.
      if newestFirst.count == limit, playedAt <= newestFirst[limit - 1].playedAt { continue }
      var position = newestFirst.count
      while position > 0 && newestFirst[position - 1].playedAt < playedAt { position -= 1 }
      newestFirst.insert((playedAt, index), at: position)
      if newestFirst.count > limit { newestFirst.removeLast() }
    }
    return newestFirst.map { playedAt, index in
      RecentlyPlayedEntry(
        trackID: tracks[index].id, playedAt: Date(timeIntervalSince1970: TimeInterval(playedAt)))
    }
  }
}
