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
    let forms = Forms(entries, kindWords: kindWords, byArtist: byArtist, leadingWords: leadingWords)
    return NameList(
      sorted: .init(forms.plain), qualified: forms.qualified.mapValues { .init($0) },
      leadingWords: leadingWords)
  }

  /// The entries of `list(_:kindWords:byArtist:leadingWords:)` without kind words, keyed with
  /// the folds made here.
  static func names(_ entries: [Entry], byArtist: Bool) -> [NameList.Entry] {
    let plain = Forms(entries, kindWords: false, byArtist: byArtist, leadingWords: []).plain
    return (0..<plain.count).map { plain.entry(at: $0) }
  }

  /// The offered forms of a list of entries: the plain ones (a name, or `TITLE by ARTIST`),
  /// and by kind word those that need it, each without its word (the `NameList` run of that
  /// word puts it back), so the kind-word forms cost no string of their own.
  ///
  /// No form is written out: each is an item of pieces (name, ` by `, artist) in one buffer.
  private struct Forms {
    var plain: OfferedNamesRun
    var qualified: [String: OfferedNamesRun] = [:]

    init(_ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String>) {
      let census = OfferedNamesCensus(entries)
      var bytes = OfferedNamesBytes(census, leadingWords: leadingWords)
      var plain: [OfferedNamesRun.Item] = []
      plain.reserveCapacity(entries.count)
      var words = [String?](repeating: nil, count: Counts.slots)
      var runs = [[OfferedNamesRun.Item]](repeating: [], count: Counts.slots)
      for entry in entries.indices {
        let kind = census.kinds[entry]
        let named = census.counts[census.fold(ofEntry: entry)]
        // A name no other entry has needs no artist: most names, so the pair is read, and
        // `TITLE by ARTIST` made, only for the others.
        let needsPair = named.total != 1 && (byArtist || (kindWords && named.of(kind) != 1))
        let paired = needsPair && census.artistNumbers[entry] >= 0 ? census.pairCounts[entry] : nil
        let plainByArtist = named.total != 1 && byArtist && paired?.total == 1
        let kindByArtist = kindWords && named.of(kind) != 1 && paired?.of(kind) == 1
        if named.total == 1 {
          plain.append(bytes.plain(entry))
        } else if plainByArtist {
          plain.append(bytes.plainByArtist(entry))
        }
        guard kindWords else { continue }
        words[kind] = words[kind] ?? entries[entry].kind
        if named.of(kind) == 1 {
          runs[kind].append(bytes.qualified(entry))
        } else if kindByArtist {
          runs[kind].append(bytes.qualifiedByArtist(entry))
        }
      }
      let order = bytes.order()
      self.plain = OfferedNamesRun(sorting: plain, in: bytes.bytes, by: order)
      for (word, run) in zip(words, runs) {
        if let word { qualified[word] = OfferedNamesRun(sorting: run, in: bytes.bytes, by: order) }
      }
    }
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
          byArtist: true)
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
