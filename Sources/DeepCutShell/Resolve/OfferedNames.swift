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
  ///
  /// The kind-word forms are kept as one run per word (`NameList` puts the word back), so a
  /// first Tab over a large library sorts each name once, not once with and once without it.
  static func list(
    _ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String> = []
  ) -> NameList {
    let forms = Forms(entries, kindWords: kindWords, byArtist: byArtist, leadingWords: leadingWords)
    return NameList(sorted: forms.plain, qualified: forms.qualified, leadingWords: leadingWords)
  }

  /// The entries of `list(_:kindWords:byArtist:leadingWords:)` without kind words, sorted.
  static func names(_ entries: [Entry], byArtist: Bool) -> [NameList.Entry] {
    Forms(entries, kindWords: false, byArtist: byArtist, leadingWords: []).plain
  }

  /// A folded name's number (its first entry's order among the names) and the folded artist
  /// of a track or an album: what tells entries with a shared name apart.
  private struct Pair: Hashable {
    var name: Int
    var artist: String
  }

  /// How many entries share a folded name (or name and artist): in all, and by kind word.
  private struct Counts {
    /// By kind word's slot: `artist`, `album`, `track`, `playlist`.
    private var byKind: SIMD4<Int32> = .zero

    var total: Int { Int(byKind.wrappedSum()) }

    mutating func add(_ kind: String) { byKind[Self.slot(kind)] += 1 }

    func of(_ kind: String) -> Int { Int(byKind[Self.slot(kind)]) }

    private static func slot(_ kind: String) -> Int {
      switch kind {
      case "artist": 0
      case "album": 1
      case "track": 2
      default: 3
      }
    }
  }

  /// An offered form and the lists it goes in: the plain one, its kind word's, or both (a
  /// name no other item shares, most of a library's, is offered alike in both).
  private struct Placed {
    var form: NameList.Entry
    var plain: Bool
    var kind: String?
  }

  /// The offered forms of a list of entries, sorted as `NameList.sorted` sorts: the plain ones
  /// (a name, or `TITLE by ARTIST`), and by kind word those that need it, each without its word.
  private struct Forms {
    private(set) var plain: [NameList.Entry] = []
    private(set) var qualified: [String: [NameList.Entry]] = [:]

    init(_ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String>) {
      // Tracks come album by album: an artist is mostly the one before, folded already.
      var last: (artist: String, fold: String)?
      var folds: [String] = []
      var artistFolds: [String?] = []
      folds.reserveCapacity(entries.count)
      artistFolds.reserveCapacity(entries.count)
      for entry in entries {
        folds.append(NameFolding.fold(entry.name))
        guard let artist = entry.artist else {
          artistFolds.append(nil)
          continue
        }
        if last?.artist != artist { last = (artist, NameFolding.fold(artist)) }
        artistFolds.append(last?.fold)
      }
      // Each folded name is numbered once, so its counts are read by number, not hashed again.
      var numbers: [String: Int] = [:]
      numbers.reserveCapacity(entries.count)
      var named: [Counts] = []
      var nameNumbers: [Int] = []
      nameNumbers.reserveCapacity(entries.count)
      for (entry, fold) in zip(entries, folds) {
        // One lookup: a new name is inserted with the next number.
        let number = Self.value(&numbers[fold, default: named.count])
        if number == named.count { named.append(Counts()) }
        named[number].add(entry.kind)
        nameNumbers.append(number)
      }
      // Name and artist together, counted only where the name alone is shared.
      var pairNumbers: [Pair: Int] = [:]
      // Sized once: in a large library most titles are shared, and growing rehashes them all.
      pairNumbers.reserveCapacity(entries.count)
      var paired: [Counts] = []
      var pairs = [Int?](repeating: nil, count: entries.count)
      for index in entries.indices where named[nameNumbers[index]].total > 1 {
        guard let artist = artistFolds[index] else { continue }
        let number = Self.value(
          &pairNumbers[Pair(name: nameNumbers[index], artist: artist), default: paired.count])
        if number == paired.count { paired.append(Counts()) }
        paired[number].add(entries[index].kind)
        pairs[index] = number
      }
      var placed: [Placed] = []
      placed.reserveCapacity(entries.count)
      for (index, entry) in entries.enumerated() {
        let fold = folds[index]
        let name = named[nameNumbers[index]]
        let pair = pairs[index].map { paired[$0] }
        let key = NameList.key(folded: fold)
        // `TITLE by ARTIST`, keyed by its parts' folds as the whole form folds.
        func byArtistForm() -> NameList.Entry? {
          guard let artist = entry.artist, let artistFold = artistFolds[index] else { return nil }
          return .init(key: key + " by " + artistFold, name: entry.name + " by " + artist)
        }
        var plainForm: NameList.Entry?
        let leadsWithWord = Self.beginsWithWord(fold, of: leadingWords)
        if name.total == 1 {
          let plainKey = leadsWithWord ? NameList.key(entry.name, after: leadingWords) : key
          plainForm = .init(key: plainKey, name: entry.name)
        } else if byArtist, pair?.total == 1, var form = byArtistForm() {
          // A form that leads with a kind word is keyed past it, as a typed one is.
          if leadsWithWord || leadingWords.contains(fold) {
            form.key = NameList.key(form.name, after: leadingWords)
          }
          plainForm = form
        }
        var kindForm: NameList.Entry?
        if kindWords {
          if name.of(entry.kind) == 1 {
            kindForm = .init(key: key, name: entry.name)
          } else if pair?.of(entry.kind) == 1 {
            kindForm = byArtistForm()
          }
        }
        switch (plainForm, kindForm) {
        case (let both?, let same?) where both.key == same.key && both.name == same.name:
          placed.append(Placed(form: both, plain: true, kind: entry.kind))
        default:
          if let plainForm { placed.append(Placed(form: plainForm, plain: true, kind: nil)) }
          if let kindForm { placed.append(Placed(form: kindForm, plain: false, kind: entry.kind)) }
        }
      }
      // Sorted once for all the lists; each takes its forms in that order, each name once
      // (`NameList.sorted`: a name's duplicates sort next to it).
      for index in NameList.order(placed.map(\.form)) {
        let form = placed[index].form
        if placed[index].plain, plain.last?.name != form.name { plain.append(form) }
        if let kind = placed[index].kind, qualified[kind]?.last?.name != form.name {
          qualified[kind, default: []].append(form)
        }
      }
    }

    /// The value an `inout` access leaves, for a dictionary's `default:` subscript to insert.
    private static func value(_ value: inout Int) -> Int { value }

    /// Whether `folded` begins with one of `words` and a space.
    private static func beginsWithWord(_ folded: String, of words: Set<String>) -> Bool {
      guard !words.isEmpty, let space = folded.firstIndex(of: " ") else { return false }
      return words.contains(String(folded[..<space]))
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
