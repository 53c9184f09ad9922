/// The byte buffer the offered names' runs point into, and the items of each form: every
/// distinct name, artist, fold and key is written once, on first use, however many items
/// share it.
struct OfferedNamesBytes {
  typealias Piece = OfferedNamesRun.Piece
  typealias Pieces = OfferedNamesRun.Pieces
  typealias Item = OfferedNamesRun.Item

  private(set) var bytes: [UInt8] = []
  private let census: OfferedNamesCensus
  /// Words that keep their place before a plain name's key (`NameList.key(_:after:)`).
  private let leadingWords: Set<String>
  private let by: Piece
  /// Written pieces by number; a count of -1 is not written yet.
  private var names: [Piece]
  private var artists: [Piece]
  private var artistFolds: [Piece]
  private var foldKeys: [Piece]
  private var plainKeys: [Piece]
  /// By fold number: whether the fold's `TITLE by ARTIST` form begins with a leading word,
  /// so that its key is not its pieces' (0 not known yet, 1 no, 2 yes).
  private var leadsWithWord: [UInt8]

  init(_ census: OfferedNamesCensus, leadingWords: Set<String>) {
    self.census = census
    self.leadingWords = leadingWords
    let unwritten = Piece(start: 0, count: -1)
    names = Array(repeating: unwritten, count: census.names.count)
    artists = Array(repeating: unwritten, count: census.artists.count)
    artistFolds = Array(repeating: unwritten, count: census.artistFolds.count)
    foldKeys = Array(repeating: unwritten, count: census.folds.count)
    plainKeys = Array(repeating: unwritten, count: census.names.count)
    leadsWithWord = Array(repeating: 0, count: census.folds.count)
    by = Piece(start: 0, count: 4)
    bytes.append(contentsOf: " by ".utf8)
  }

  /// Entry `entry`'s name as a plain entry: keyed as `NameList.key(_:after:)` keys it.
  mutating func plain(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    if plainKeys[name].count < 0 {
      let folded = census.folds[census.fold(ofEntry: entry)]
      plainKeys[name] =
        Self.beginsWithWord(folded, of: leadingWords)
        ? write(NameList.key(census.names[name], after: leadingWords))
        : foldKey(census.fold(ofEntry: entry))
    }
    return Item(key: Pieces(first: plainKeys[name]), name: Pieces(first: nameText(name)))
  }

  /// Entry `entry` as `TITLE by ARTIST`, a plain entry.
  mutating func plainByArtist(_ entry: Int) -> Item {
    let fold = census.fold(ofEntry: entry)
    if leadsWithWord[fold] == 0 {
      let folded = census.folds[fold]
      let word = Self.beginsWithWord(folded, of: leadingWords)
      let alone = !folded.utf8.contains(UInt8(ascii: " ")) && leadingWords.contains(folded)
      leadsWithWord[fold] = word || alone ? 2 : 1
    }
    guard leadsWithWord[fold] == 2 else { return qualifiedByArtist(entry) }
    // Rare: the key skips the word, so it is made from the whole form, as written.
    let artist = Int(census.artistNumbers[entry])
    let form = census.names[Int(census.nameNumbers[entry])] + " by " + census.artists[artist]
    return Item(
      key: Pieces(first: write(NameList.key(form, after: leadingWords))),
      name: qualifiedByArtist(entry).name)
  }

  /// Entry `entry`'s name after its kind word: keyed by its fold alone.
  mutating func qualified(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    return Item(
      key: Pieces(first: foldKey(census.fold(ofEntry: entry))), name: Pieces(first: nameText(name)))
  }

  /// Entry `entry` as `TITLE by ARTIST` after its kind word, or as a plain entry whose name
  /// leads with no word: its key is its name's key, ` by ` and its artist's fold (a key only
  /// drops leading quotes, which the title holds, so the form's key is made of its parts').
  mutating func qualifiedByArtist(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    let artist = Int(census.artistNumbers[entry])
    if artistFolds[census.fold(ofArtist: artist)].count < 0 {
      artistFolds[census.fold(ofArtist: artist)] = write(
        census.artistFolds[census.fold(ofArtist: artist)])
    }
    if artists[artist].count < 0 { artists[artist] = write(census.artists[artist]) }
    return Item(
      key: Pieces(
        first: foldKey(census.fold(ofEntry: entry)), second: by,
        third: artistFolds[census.fold(ofArtist: artist)]),
      name: Pieces(first: nameText(name), second: by, third: artists[artist]))
  }

  private mutating func nameText(_ name: Int) -> Piece {
    if names[name].count < 0 { names[name] = write(census.names[name]) }
    return names[name]
  }

  private mutating func foldKey(_ fold: Int) -> Piece {
    if foldKeys[fold].count < 0 { foldKeys[fold] = write(NameList.key(folded: census.folds[fold])) }
    return foldKeys[fold]
  }

  private mutating func write(_ text: String) -> Piece {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    return Piece(start: Int32(start), count: Int32(bytes.count - start))
  }

  /// Whether `folded` begins with one of `words` and a space.
  private static func beginsWithWord(_ folded: String, of words: Set<String>) -> Bool {
    guard !words.isEmpty, let space = folded.utf8.firstIndex(of: UInt8(ascii: " ")) else {
      return false
    }
    return words.contains(String(Substring(folded.utf8[..<space])))
  }
}
