import DeepCutKit
import Synchronization

/// The library's names in the forms that resolve, for completion: what completion offers for
/// an argument is what the argument's resolution takes back to one item.
///
/// A name is offered as it is when no other item among those the argument takes shares it.
/// Where resolution takes kind words (an argument of several kinds), every item is offered
/// with its kind word too (`album Bloom`); where it takes `TITLE by ARTIST`, a shared title is
/// offered so (and `album TITLE by ARTIST`) when that names one item. A name that only ids
/// tell apart is not offered: completing it could only end in "matches 2 tracks".
enum OfferedNames {
  /// One nameable item: its kind word, its name, and its artist for a track or an album.
  struct Entry {
    var kind: String
    var name: String
    var artist: String?
  }

  /// The names of `entries` in the forms that resolve among them, given whether resolution
  /// takes a leading kind word and `TITLE by ARTIST`.
  static func names(_ entries: [Entry], kindWords: Bool, byArtist: Bool) -> [String] {
    // Each name and artist folded once: this runs over the whole library on a first Tab.
    var artists: [String: String] = [:]
    let keys = entries.map { entry in
      let name = NameFolding.fold(entry.name)
      let artist = entry.artist.map { artist in
        if let folded = artists[artist] { return folded }
        let folded = NameFolding.fold(artist)
        artists[artist] = folded
        return folded
      }
      return (name: name, pair: artist.map { name + "\u{0}" + $0 })
    }
    var names: [String: Int] = [:]
    var pairs: [String: Int] = [:]
    var kindNames: [String: Int] = [:]
    var kindPairs: [String: Int] = [:]
    for (entry, key) in zip(entries, keys) {
      names[key.name, default: 0] += 1
      kindNames[entry.kind + " " + key.name, default: 0] += 1
      if let pair = key.pair {
        pairs[pair, default: 0] += 1
        kindPairs[entry.kind + " " + pair, default: 0] += 1
      }
    }
    var offered: [String] = []
    for (entry, key) in zip(entries, keys) {
      let byArtistForm = entry.artist.map { "\(entry.name) by \($0)" }
      if names[key.name] == 1 {
        offered.append(entry.name)
      } else if byArtist, let pair = key.pair, pairs[pair] == 1, let byArtistForm {
        offered.append(byArtistForm)
      }
      guard kindWords else { continue }
      if kindNames[entry.kind + " " + key.name] == 1 {
        offered.append(entry.kind + " " + entry.name)
      } else if let pair = key.pair, kindPairs[entry.kind + " " + pair] == 1, let byArtistForm {
        offered.append(entry.kind + " " + byArtistForm)
      }
    }
    return offered
  }
}

extension LibrarySnapshot {
  /// The items of `kinds` (`artists`, `albums`, …) as entries for `OfferedNames`.
  func entries(of kinds: Set<NameKind>) -> [OfferedNames.Entry] {
    var entries: [OfferedNames.Entry] = []
    if kinds.contains(.artists) {
      entries += contents.artists.map { .init(kind: "artist", name: $0.name) }
    }
    if kinds.contains(.albums) {
      entries += contents.albums.map { .init(kind: "album", name: $0.title, artist: $0.artistName) }
    }
    if kinds.contains(.tracks) {
      entries += contents.tracks.map { .init(kind: "track", name: $0.title, artist: $0.artistName) }
    }
    if kinds.contains(.playlists) {
      entries += contents.playlists.map { .init(kind: "playlist", name: $0.name) }
    }
    return entries
  }

  /// The names an argument resolving among `kinds` takes, as `resolve(_:among:)` reads them:
  /// kind words and `TITLE by ARTIST` only where there are several kinds.
  func offeredNames(among kinds: Set<NameKind>) -> NameList {
    let libraryKinds = kinds.intersection([.artists, .albums, .tracks, .playlists])
    let several = libraryKinds.count > 1
    let names = OfferedNames.names(
      entries(of: libraryKinds), kindWords: several, byArtist: several)
    return NameList(names, leadingWords: several ? Self.kindWords : [])
  }

  /// The names `remove … from PLAYLIST` takes: the tracks of the one playlist `playlist`
  /// names (none when it names none), or of every playlist when it is `nil`, as
  /// `track(_:in:)` reads them.
  func offeredTracks(inPlaylist playlist: String?) -> NameList {
    var named = contents.playlists
    if let playlist {
      guard let matches = try? playlists.matches(playlist), matches.count == 1 else {
        return .empty
      }
      named = [matches[0].item]
    }
    return NameList(
      named.flatMap { playlist in
        OfferedNames.names(
          tracks(in: playlist).map { .init(kind: "track", name: $0.title, artist: $0.artistName) },
          kindWords: false, byArtist: true)
      })
  }
}

/// The offered names for each set of kinds an argument takes, built on the first Tab that
/// needs them and kept with the snapshot's `NameIndex`.
final class OfferedNamesCache: Sendable {
  private let snapshot: LibrarySnapshot
  private let lists = Mutex<[Set<NameKind>: NameList]>([:])

  init(_ snapshot: LibrarySnapshot) {
    self.snapshot = snapshot
  }

  func names(among kinds: Set<NameKind>) -> NameList {
    if let list = lists.withLock({ $0[kinds] }) { return list }
    let list = snapshot.offeredNames(among: kinds)
    lists.withLock { $0[kinds] = list }
    return list
  }
}
