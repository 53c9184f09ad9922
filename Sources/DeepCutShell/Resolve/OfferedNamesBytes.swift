import DeepCutKit
import Foundation

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
  /// Key pieces by name number: the key of the name's own fold, and its key as a plain entry
  /// (which may keep a leading word), as numbers into `keys`.
  private var foldKeys: [Int32]
  private var plainKeys: [Int32]
  /// Every key first piece written, by number.
  private var keys: [Piece] = []
  /// By name number: whether the name's `TITLE by ARTIST` form begins with a leading word,
  /// so that its key is not its pieces' (0 not known yet, 1 no, 2 yes).
  private var leadsWithWord: [UInt8]
  /// Whether each written name and artist is all ASCII, by number.
  private var asciiNames: [Bool]
  private var asciiArtists: [Bool]

  init(_ census: OfferedNamesCensus, leadingWords: Set<String>) {
    self.census = census
    self.leadingWords = leadingWords
    let unwritten = Piece(start: 0, count: -1)
    names = Array(repeating: unwritten, count: census.names.count)
    artists = Array(repeating: unwritten, count: census.artists.count)
    artistFolds = Array(repeating: unwritten, count: census.artistFolds.count)
    foldKeys = Array(repeating: -1, count: census.names.count)
    plainKeys = Array(repeating: -1, count: census.names.count)
    leadsWithWord = Array(repeating: 0, count: census.names.count)
    asciiNames = Array(repeating: false, count: census.names.count)
    asciiArtists = Array(repeating: false, count: census.artists.count)
    by = Piece(start: 0, count: 4)
    bytes.append(contentsOf: " by ".utf8)
  }

  /// Entry `entry`'s name as a plain entry: keyed as `NameList.key(_:after:)` keys it.
  mutating func plain(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    if plainKeys[name] < 0 {
      plainKeys[name] =
        Self.beginsWithWord(census.nameFoldTexts[name], of: leadingWords)
        ? writeKey(NameList.key(census.names[name], after: leadingWords))
        : foldKey(name)
    }
    return Item(
      key: Pieces(first: keys[Int(plainKeys[name])]), name: Pieces(first: nameText(name)),
      keyID: plainKeys[name], nameIsASCII: asciiNames[name])
  }

  /// Entry `entry` as `TITLE by ARTIST`, a plain entry.
  mutating func plainByArtist(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    if leadsWithWord[name] == 0 {
      let folded = census.nameFoldTexts[name]
      let word = Self.beginsWithWord(folded, of: leadingWords)
      let alone = !folded.utf8.contains(UInt8(ascii: " ")) && leadingWords.contains(folded)
      leadsWithWord[name] = word || alone ? 2 : 1
    }
    guard leadsWithWord[name] == 2 else { return qualifiedByArtist(entry) }
    // Rare: the key skips the word, so it is made from the whole form, as written.
    let artist = Int(census.artistNumbers[entry])
    let form = census.names[name] + " by " + census.artists[artist]
    let key = writeKey(NameList.key(form, after: leadingWords))
    return Item(
      key: Pieces(first: keys[Int(key)]), name: qualifiedByArtist(entry).name, keyID: key,
      nameIsASCII: asciiNames[name] && asciiArtists[artist])
  }

  /// Entry `entry`'s name after its kind word: keyed by its fold alone.
  mutating func qualified(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    let key = foldKey(name)
    return Item(
      key: Pieces(first: keys[Int(key)]), name: Pieces(first: nameText(name)), keyID: key,
      nameIsASCII: asciiNames[name])
  }

  /// Entry `entry` as `TITLE by ARTIST` after its kind word, or as a plain entry whose name
  /// leads with no word: its key is its name's key, ` by ` and its artist's fold (a key only
  /// drops leading quotes, which the title holds, so the form's key is made of its parts').
  mutating func qualifiedByArtist(_ entry: Int) -> Item {
    let name = Int(census.nameNumbers[entry])
    let artist = Int(census.artistNumbers[entry])
    let fold = census.fold(ofArtist: artist)
    if artistFolds[fold].count < 0 { artistFolds[fold] = write(census.artistFolds[fold]) }
    if artists[artist].count < 0 {
      artists[artist] = write(census.artists[artist])
      asciiArtists[artist] = isASCII(artists[artist])
    }
    let key = foldKey(name)
    let text = nameText(name)
    return Item(
      key: Pieces(first: keys[Int(key)], second: by, third: artistFolds[fold]),
      name: Pieces(first: text, second: by, third: artists[artist]),
      keyID: key, artistFold: Int32(fold), nameIsASCII: asciiNames[name] && asciiArtists[artist])
  }

  /// The ranks the runs sort by: every key piece written, and every artist fold, in byte order.
  func order() -> OfferedNamesRun.Order {
    bytes.withUnsafeBufferPointer { buffer in
      let bytes = buffer.baseAddress!
      func order(_ x: Piece, _ y: Piece) -> Int {
        OfferedNamesRun.order(Pieces(first: x), Pieces(first: y), in: bytes)
      }
      var keyRanks = [Int32](repeating: 0, count: keys.count)
      var prefixParents: [Int32] = []
      // The texts so far that are prefixes of the latest one, shortest first.
      var prefixes: [(piece: Piece, rank: Int32)] = []
      func isPrefix(_ x: Piece, of y: Piece) -> Bool {
        x.count <= y.count && memcmp(bytes + Int(x.start), bytes + Int(y.start), Int(x.count)) == 0
      }
      // Each key carries its first eight bytes as one big-endian integer, zero-padded (a
      // shorter key sorts first, as byte by byte, unless the padding meets real zero bytes,
      // when the heads tie): most comparisons read no buffer.
      var heads: [(head: UInt64, key: Int32)] = keys.indices.map { key in
        let piece = keys[key]
        var head: UInt64 = 0
        for offset in 0..<8 {
          let byte = offset < Int(piece.count) ? bytes[Int(piece.start) + offset] : 0
          head = head << 8 | UInt64(byte)
        }
        return (head, Int32(key))
      }
      heads.sort { a, b in
        a.head != b.head ? a.head < b.head : order(keys[Int(a.key)], keys[Int(b.key)]) < 0
      }
      for (_, key) in heads {
        let key = Int(key)
        let piece = keys[key]
        if prefixes.last.map({ order($0.piece, piece) != 0 }) ?? true {
          while let last = prefixes.last, !isPrefix(last.piece, of: piece) { prefixes.removeLast() }
          prefixParents.append(prefixes.last?.rank ?? -1)
          prefixes.append((piece, Int32(prefixParents.count - 1)))
        }
        keyRanks[key] = Int32(prefixParents.count - 1)
      }
      var artistRanks = [Int32](repeating: 0, count: census.artistFolds.count)
      let byBytes = census.artistFolds.indices.sorted {
        NameList.order(census.artistFolds[$0], census.artistFolds[$1]) < 0
      }
      for (rank, fold) in byBytes.enumerated() { artistRanks[fold] = Int32(rank) }
      return .init(keyRanks: keyRanks, prefixParents: prefixParents, artistRanks: artistRanks)
    }
  }

  private mutating func nameText(_ name: Int) -> Piece {
    if names[name].count < 0 {
      names[name] = write(census.names[name])
      asciiNames[name] = isASCII(names[name])
    }
    return names[name]
  }

  /// Whether every byte of `piece` is ASCII.
  private func isASCII(_ piece: Piece) -> Bool {
    bytes.withUnsafeBytes { buffer in
      ASCIIBytes.isASCII(
        UnsafeRawBufferPointer(rebasing: buffer[Int(piece.start)..<Int(piece.start + piece.count)]))
    }
  }

  /// The number of the key of name `name`'s own fold.
  private mutating func foldKey(_ name: Int) -> Int32 {
    if foldKeys[name] < 0 {
      foldKeys[name] = writeKey(NameList.key(folded: census.nameFoldTexts[name]))
    }
    return foldKeys[name]
  }

  private mutating func writeKey(_ text: String) -> Int32 {
    keys.append(write(text))
    return Int32(keys.count - 1)
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
