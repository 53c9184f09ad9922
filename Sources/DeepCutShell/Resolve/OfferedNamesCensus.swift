import DeepCutKit

/// How many entries share each folded name, and each folded name with its artist, of each
/// kind: what `OfferedNames` decides every entry's forms by.
///
/// This runs over the whole library on a first Tab, so nothing is done per entry that can be
/// done per distinct text: names and artists are numbered as they come, each distinct one
/// folded once, and the counts live in arrays indexed by those numbers instead of
/// dictionaries keyed by strings.
struct OfferedNamesCensus {
  /// Each entry's kind slot (see `Counts.slot(_:)`).
  private(set) var kinds: [Int] = []
  /// Each entry's name number, an index into `names`.
  private(set) var nameNumbers: [Int32] = []
  /// Each entry's artist number, an index into `artists`, or -1 when it has no artist.
  private(set) var artistNumbers: [Int32] = []
  /// The distinct names, as written (byte for byte: `==` would take a name's other
  /// normalization for it, and offer that one's bytes in its place).
  private(set) var names: [String] = []
  /// The distinct artists, as written.
  private(set) var artists: [String] = []
  /// Each distinct name's own fold (equivalent folds may differ in their bytes).
  private(set) var nameFoldTexts: [String] = []
  /// Each distinct name's fold number, an index into `folds`.
  private(set) var nameFolds: [Int32] = []
  /// Each distinct artist's fold number, an index into `artistFolds`.
  private(set) var artistFoldNumbers: [Int32] = []
  /// The distinct folded names.
  private(set) var folds: [String] = []
  /// The distinct folded artists.
  private(set) var artistFolds: [String] = []
  /// How many entries share each folded name, by fold number.
  private(set) var counts: [Counts] = []
  /// How many entries share each entry's folded name and folded artist: counted only for
  /// entries with an artist whose name some other entry shares (zero for the rest).
  private(set) var pairCounts: [Counts] = []

  init(_ entries: [OfferedNames.Entry]) {
    kinds = entries.map { Counts.slot($0.kind) }
    var nameIndex = ByteInterner(capacity: entries.count)
    var artistIndex = ByteInterner(capacity: 1024)
    nameNumbers.reserveCapacity(entries.count)
    artistNumbers.reserveCapacity(entries.count)
    // Tracks come album by album, so an artist is mostly the one before: comparing its bytes
    // costs no hashing.
    var lastArtist: (text: String, number: Int32)?
    for entry in entries {
      nameNumbers.append(nameIndex.number(entry.name))
      guard let artist = entry.artist else {
        artistNumbers.append(-1)
        continue
      }
      if let last = lastArtist,
        artist.utf8.withContiguousStorageIfAvailable({ ByteInterner.same(last.text, $0) }) ?? false
      {
        artistNumbers.append(last.number)
        continue
      }
      let number = artistIndex.number(artist)
      lastArtist = (artist, number)
      artistNumbers.append(number)
    }
    names = nameIndex.texts
    artists = artistIndex.texts
    nameFoldTexts = names.map(NameFolding.fold)
    nameFolds = Self.foldNumbers(of: nameFoldTexts, into: &folds)
    artistFoldNumbers = Self.foldNumbers(of: artists.map(NameFolding.fold), into: &artistFolds)
    counts = [Counts](repeating: Counts(), count: folds.count)
    for (kind, name) in zip(kinds, nameNumbers) { counts[Int(nameFolds[Int(name)])].add(kind) }
    countPairs()
  }

  /// The fold number of an entry's name.
  func fold(ofEntry entry: Int) -> Int { Int(nameFolds[Int(nameNumbers[entry])]) }

  /// The fold number of an artist.
  func fold(ofArtist artist: Int) -> Int { Int(artistFoldNumbers[artist]) }

  /// The number of each of `folded`, numbering each distinct fold (kept in `folds`) as
  /// `String` tells them apart, as resolution does.
  ///
  /// By bytes first, so each distinct fold is hashed as bytes once: an ASCII fold is equal as a
  /// `String` only to the same bytes, and no other fold is equal to an ASCII one (`NameFolding`
  /// spells out what ASCII decomposes from), so only the others are numbered as `String`s too,
  /// where canonically equivalent spellings (`ガ` and `カ` with its voicing mark) are one.
  private static func foldNumbers(of folded: [String], into folds: inout [String]) -> [Int32] {
    var byBytes = ByteInterner(capacity: folded.count)
    var byString: [String: Int32] = [:]
    var numberOfBytes: [Int32] = []
    return folded.map { fold in
      let bytesNumber = Int(byBytes.number(fold))
      if bytesNumber < numberOfBytes.count { return numberOfBytes[bytesNumber] }
      var number = Int32(folds.count)
      if fold.utf8.allSatisfy({ $0 < 0x80 }) {
        folds.append(fold)
      } else if let equivalent = byString[fold] {
        number = equivalent
      } else {
        byString[fold] = number
        folds.append(fold)
      }
      numberOfBytes.append(number)
      return number
    }
  }

  /// Counts each shared name's entries by artist: the entries are grouped by fold number (a
  /// counting sort), and each group counted in one array indexed by artist fold number, which
  /// is cleared again after the group.
  private mutating func countPairs() {
    pairCounts = [Counts](repeating: Counts(), count: kinds.count)
    var starts = [Int](repeating: 0, count: folds.count + 1)
    for entry in kinds.indices where artistNumbers[entry] >= 0 {
      starts[fold(ofEntry: entry) + 1] += 1
    }
    for fold in folds.indices { starts[fold + 1] += starts[fold] }
    var grouped = [Int](repeating: 0, count: starts[folds.count])
    var next = starts
    for entry in kinds.indices where artistNumbers[entry] >= 0 {
      let fold = fold(ofEntry: entry)
      grouped[next[fold]] = entry
      next[fold] += 1
    }
    var byArtist = [Counts](repeating: Counts(), count: artistFolds.count)
    for fold in folds.indices where counts[fold].total > 1 {
      let group = grouped[starts[fold]..<starts[fold + 1]]
      for entry in group { byArtist[artistFold(of: entry)].add(kinds[entry]) }
      for entry in group { pairCounts[entry] = byArtist[artistFold(of: entry)] }
      for entry in group { byArtist[artistFold(of: entry)] = Counts() }
    }
  }

  /// The artist fold number of an entry that has an artist.
  private func artistFold(of entry: Int) -> Int { fold(ofArtist: Int(artistNumbers[entry])) }
}

/// How many entries share a name: in all, and of each kind word.
struct Counts {
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
