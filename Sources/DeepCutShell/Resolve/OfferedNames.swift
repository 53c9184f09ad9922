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
    return NameList(keyed: forms.plain, qualified: forms.qualified, leadingWords: leadingWords)
  }

  /// The entries of `list(_:kindWords:byArtist:leadingWords:)` without kind words, keyed with
  /// the folds made here.
  static func names(_ entries: [Entry], byArtist: Bool) -> [NameList.Entry] {
    Forms(entries, kindWords: false, byArtist: byArtist, leadingWords: []).plain
  }

  /// The offered forms of a list of entries: the plain ones (a name, or `TITLE by ARTIST`),
  /// and by kind word those that need it, each without its word (the `NameList` run of that
  /// word puts it back), so the kind-word forms cost no string of their own.
  private struct Forms {
    var plain: [NameList.Entry] = []
    var qualified: [String: [NameList.Entry]] = [:]

    init(_ entries: [Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String>) {
      // Each name folded once, and each artist once: this runs over the whole library on a
      // first Tab. Artists are numbered by their fold, so a name with its artist is a key
      // without building a string.
      var artistNumbers: [String: Int] = [:]
      var numbersByFold: [String: Int] = [:]
      var foldedArtists: [String] = []
      let kinds = entries.map { Counts.slot($0.kind) }
      let keys = entries.map { entry in
        let artist = entry.artist.map { artist in
          if let number = artistNumbers[artist] { return number }
          let folded = NameFolding.fold(artist)
          let number = numbersByFold[folded] ?? foldedArtists.count
          if number == foldedArtists.count {
            foldedArtists.append(folded)
            numbersByFold[folded] = number
          }
          artistNumbers[artist] = number
          return number
        }
        return (name: NameFolding.fold(entry.name), artist: artist)
      }
      // How many entries share each folded name (and name with artist), of each kind: one
      // dictionary entry per name rather than one per name and kind word.
      var names: [String: Counts] = .init(minimumCapacity: entries.count)
      var pairs: [Pair: Counts] = .init(minimumCapacity: entries.count)
      for (kind, key) in zip(kinds, keys) {
        names[key.name, default: Counts()].add(kind)
        if let artist = key.artist {
          pairs[Pair(name: key.name, artist: artist), default: Counts()].add(kind)
        }
      }
      plain.reserveCapacity(entries.count)
      var words = [String?](repeating: nil, count: Counts.slots)
      var runs = [[NameList.Entry]](repeating: [], count: Counts.slots)
      func plainEntry(_ name: String, folded: String) -> NameList.Entry {
        // The name's own fold is its key unless it begins with a kind word.
        guard Self.beginsWithWord(folded, of: leadingWords) else {
          return .init(key: NameList.key(folded: folded), name: name)
        }
        return .init(key: NameList.key(name, after: leadingWords), name: name)
      }
      for ((entry, key), kind) in zip(zip(entries, keys), kinds) {
        let named = names[key.name] ?? Counts()
        // A name no other entry has needs no artist: most names, so the pair is looked up,
        // and `TITLE by ARTIST` written, only for the others.
        let needsPair = named.total != 1 && (byArtist || (kindWords && named.of(kind) != 1))
        let paired =
          needsPair ? key.artist.flatMap { pairs[Pair(name: key.name, artist: $0)] } : nil
        let plainByArtist = named.total != 1 && byArtist && paired?.total == 1
        let kindByArtist = kindWords && named.of(kind) != 1 && paired?.of(kind) == 1
        // Written once, and only where one of the two forms takes it. Folding goes letter by
        // letter, so the form's fold is made of the folds already made.
        var form: (name: String, folded: String)?
        if plainByArtist || kindByArtist, let artist = entry.artist, let number = key.artist {
          form = (
            Self.joined(entry.name, " by ", artist),
            Self.joined(key.name, " by ", foldedArtists[number])
          )
        }
        if named.total == 1 {
          plain.append(plainEntry(entry.name, folded: key.name))
        } else if plainByArtist, let form {
          plain.append(plainEntry(form.name, folded: form.folded))
        }
        guard kindWords else { continue }
        words[kind] = words[kind] ?? entry.kind
        if named.of(kind) == 1 {
          runs[kind].append(.init(key: NameList.key(folded: key.name), name: entry.name))
        } else if kindByArtist, let form {
          runs[kind].append(.init(key: NameList.key(folded: form.folded), name: form.name))
        }
      }
      for (word, run) in zip(words, runs) {
        if let word { qualified[word] = run }
      }
    }

    /// `first`, `middle` and `last` in one string, their bytes copied straight into it
    /// (interpolation and `+` build it in steps, at several times the cost).
    private static func joined(_ first: String, _ middle: String, _ last: String) -> String {
      var parts = (first, middle, last)
      let count = parts.0.utf8.count + parts.1.utf8.count + parts.2.utf8.count
      return String(unsafeUninitializedCapacity: count) { buffer in
        var end = 0
        func copy(_ part: inout String) {
          part.withUTF8 { bytes in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + end).initialize(from: source, count: bytes.count)
            end += bytes.count
          }
        }
        copy(&parts.0)
        copy(&parts.1)
        copy(&parts.2)
        return end
      }
    }

    /// Whether `folded` begins with one of `words` and a space.
    private static func beginsWithWord(_ folded: String, of words: Set<String>) -> Bool {
      guard !words.isEmpty, let space = folded.utf8.firstIndex(of: UInt8(ascii: " ")) else {
        return false
      }
      return words.contains(String(Substring(folded.utf8[..<space])))
    }
  }

  /// A folded name and its artist's number.
  private struct Pair: Hashable {
    var name: String
    var artist: Int
  }
}

/// How many entries share a name: in all, and of each kind word.
private struct Counts {
  private var byKind: SIMD4<Int32> = .zero

  /// How many kind words there are.
  static let slots = 4

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
