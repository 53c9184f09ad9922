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
  /// takes a leading kind word and `TITLE by ARTIST`, as a `NameList` whose names may begin
  /// with `leadingWords`.
  static func list(
    _ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String> = []
  ) -> NameList {
    NameList(
      keyed: names(entries, kindWords: kindWords, byArtist: byArtist, leadingWords: leadingWords),
      leadingWords: leadingWords)
  }

  /// The entries of `list(_:kindWords:byArtist:leadingWords:)`, keyed with the folds made here.
  static func names(
    _ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String>
  ) -> [NameList.Entry] {
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
      return (name: name, artist: artist, pair: artist.map { name + "\u{0}" + $0 })
    }
    // How many entries share each folded name (and name with artist), of each kind: one
    // dictionary entry per name rather than one per name and kind word.
    var names: [String: Counts] = .init(minimumCapacity: entries.count)
    var pairs: [String: Counts] = .init(minimumCapacity: entries.count)
    let kinds = entries.map { Counts.slot($0.kind) }
    for (kind, key) in zip(kinds, keys) {
      names[key.name, default: Counts()].add(kind)
      if let pair = key.pair { pairs[pair, default: Counts()].add(kind) }
    }
    var offered: [NameList.Entry] = []
    offered.reserveCapacity(kindWords ? 2 * entries.count : entries.count)
    func plain(_ name: String, folded: String) -> NameList.Entry {
      // The name's own fold is its key unless it begins with a kind word.
      if let space = folded.firstIndex(of: " "), leadingWords.contains(String(folded[..<space])) {
        return .init(key: NameList.key(name, after: leadingWords), name: name)
      }
      return .init(key: NameList.key(folded: folded), name: name)
    }
    for ((entry, key), kind) in zip(zip(entries, keys), kinds) {
      let byArtistForm = entry.artist.map { "\(entry.name) by \($0)" }
      // Folding goes letter by letter, so the form's fold is made of the folds already made.
      let byArtistFolded = key.artist.map { key.name + " by " + $0 }
      let named = names[key.name] ?? Counts()
      let paired = key.pair.flatMap { pairs[$0] } ?? Counts()
      if named.total == 1 {
        offered.append(plain(entry.name, folded: key.name))
      } else if byArtist, paired.total == 1, let byArtistForm, let byArtistFolded {
        offered.append(plain(byArtistForm, folded: byArtistFolded))
      }
      guard kindWords else { continue }
      if named.of(kind) == 1 {
        offered.append(
          .init(
            key: entry.kind + " " + NameList.key(folded: key.name),
            name: entry.kind + " " + entry.name))
      } else if paired.of(kind) == 1, let byArtistForm, let byArtistFolded {
        offered.append(
          .init(
            key: entry.kind + " " + NameList.key(folded: byArtistFolded),
            name: entry.kind + " " + byArtistForm))
      }
    }
    return offered
  }
}

/// How many entries share a name: in all, and of each kind word.
private struct Counts {
  private var byKind: SIMD4<Int32> = .zero

  /// The slot of a kind word (`artist`, `album`, `track`, `playlist`).
  static func slot(_ kind: String) -> Int {
    switch kind {
    case "artist": 0
    case "album": 1
    case "track": 2
    default: 3
    }
  }

  var total: Int { Int(byKind.wrappedSum()) }

  func of(_ slot: Int) -> Int { Int(byKind[slot]) }

  mutating func add(_ slot: Int) { byKind[slot] += 1 }
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
    return OfferedNames.list(
      entries(of: libraryKinds), kindWords: several, byArtist: several,
      leadingWords: several ? Self.kindWords : [])
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
      keyed: named.flatMap { playlist in
        OfferedNames.names(
          tracks(in: playlist).map { .init(kind: "track", name: $0.title, artist: $0.artistName) },
          kindWords: false, byArtist: true, leadingWords: [])
      }, leadingWords: [])
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
