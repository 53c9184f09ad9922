import DeepCutKit
import Foundation

/// Names prepared for completion: folded once and sorted, so a prefix lookup over 20,000 names
/// is a binary search, not a scan.
public struct NameList: Sendable {
  /// A name and the key it is found by: its folded form, compared byte by byte (UTF-8).
  struct Entry {
    var key: String
    var name: String
  }
  /// Sorted runs of entries; a merged list keeps its parts' runs instead of sorting again.
  private let runs: [[Entry]]
  /// Words that, leading a name, stay outside its quotes (`album "When the Kite String Pops"`):
  /// the kind words of qualified names.
  public private(set) var leadingWords: Set<String> = []
  /// Lists a folder's entries (`""` is the working directory; folders end in `/`), so file
  /// names complete inside the folder the user typed (`source demos/`).
  private var folderListers: [@Sendable (String) -> [String]] = []

  /// Prepares `names` (duplicates collapse).
  public init(_ names: some Sequence<String>) {
    runs = [Self.sorted(names.map { Entry(key: Self.key($0), name: $0) })]
  }

  /// `names`, each of which may begin with one of `leadingWords` kept bare when inserted.
  public init(_ names: some Sequence<String>, leadingWords: Set<String>) {
    self.init(
      keyed: names.map { Entry(key: Self.key($0, after: leadingWords), name: $0) },
      leadingWords: leadingWords)
  }

  /// Entries whose keys are made already (`key(_:after:)` of each name, as the caller folded
  /// them once for its own use); duplicates collapse.
  init(keyed entries: [Entry], leadingWords: Set<String>) {
    runs = [Self.sorted(entries)]
    self.leadingWords = leadingWords
  }

  /// Paths, listed on demand: the folder part of a prefix picks the folder `list` reads.
  public init(paths list: @escaping @Sendable (String) -> [String]) {
    runs = []
    folderListers = [list]
  }

  private init(runs: [[Entry]]) {
    self.runs = runs
  }

  public static let empty = NameList([String]())

  /// This list and `other` together (for an argument that may be either kind of name); costs
  /// nothing until a lookup, which searches each part.
  public func merged(with other: NameList) -> NameList {
    var list = NameList(runs: runs + other.runs)
    list.leadingWords = leadingWords.union(other.leadingWords)
    list.folderListers = folderListers + other.folderListers
    return list
  }

  /// The names whose folded form starts with `prefix`'s, in folded order, without duplicates.
  public func matching(prefix: String) -> [String] {
    let key = Self.key(prefix, after: leadingWords)
    var found: [Entry] = []
    var runs = runs
    if !folderListers.isEmpty {
      let folder = String(
        prefix[..<(prefix.lastIndex(of: "/").map(prefix.index(after:)) ?? prefix.startIndex)])
      let paths = folderListers.flatMap { $0(folder) }.map { folder + $0 }
      runs.append(Self.sorted(paths.map { Entry(key: Self.key($0), name: $0) }))
    }
    for run in runs {
      var low = 0
      var high = run.count
      while low < high {
        let middle = (low + high) / 2
        if Self.order(run[middle].key, key) < 0 { low = middle + 1 } else { high = middle }
      }
      var index = low
      while index < run.count, run[index].key.utf8.starts(with: key.utf8) {
        found.append(run[index])
        index += 1
      }
    }
    if runs.count > 1 { found.sort { Self.precedes($0, $1) } }
    var seen = Set<String>()
    return found.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The folded name without leading quotes, so `Hero` finds "Heroes" and `90` finds ’90s.
  static func key(_ name: String) -> String {
    key(folded: NameFolding.fold(name))
  }

  /// The key of a name `NameFolding` folded already.
  static func key(folded: String) -> String {
    guard let first = folded.first, leadingQuotes.contains(first) else { return folded }
    return String(folded.drop { leadingQuotes.contains($0) })
  }

  /// The key of `name`, skipping a leading kind word's quotes too (`track 'Cause` under `track Cau`).
  ///
  /// A kind word is read in any case (`Album rum`), as resolution reads it.
  static func key(_ name: String, after words: Set<String>) -> String {
    guard let space = name.firstIndex(of: " "),
      case let word = String(name[..<space]).lowercased(), words.contains(word)
    else {
      return key(name)
    }
    return word + " " + key(String(name[name.index(after: space)...]))
  }

  private static let leadingQuotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "`", "«", "("]

  /// `entries` in key order, then name order, each name once.
  ///
  /// Sorts indexes by the keys' UTF-8 bytes, copied into one buffer so that comparing two
  /// touches no reference counts: a first Tab sorts the whole library's names, and `String`'s
  /// `<` (or even copying `String`s in a comparison) is many times slower.
  private static func sorted(_ entries: [Entry]) -> [Entry] {
    var bytes: [UInt8] = []
    var bounds: [Int] = [0]
    bounds.reserveCapacity(entries.count + 1)
    for entry in entries {
      bytes.append(contentsOf: entry.key.utf8)
      bounds.append(bytes.count)
    }
    var ranking = Array(entries.indices)
    bytes.withUnsafeBufferPointer { bytes in
      bounds.withUnsafeBufferPointer { bounds in
        entries.withUnsafeBufferPointer { entries in
          ranking.sort { a, b in
            let x = UnsafeBufferPointer(rebasing: bytes[bounds[a]..<bounds[a + 1]])
            let y = UnsafeBufferPointer(rebasing: bytes[bounds[b]..<bounds[b + 1]])
            let byKey = order(x, y)
            return byKey != 0 ? byKey < 0 : order(entries[a].name, entries[b].name) < 0
          }
        }
      }
    }
    var sorted: [Entry] = []
    sorted.reserveCapacity(entries.count)
    // A name's key is made from the name alone, so its duplicates sort next to it.
    for index in ranking where sorted.last?.name != entries[index].name {
      sorted.append(entries[index])
    }
    return sorted
  }

  /// Negative, zero or positive as the bytes `x` sort before, equal or after `y`.
  private static func order(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let common = min(x.count, y.count)
    let byBytes = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
    return byBytes != 0 ? Int(byBytes) : x.count - y.count
  }

  /// Whether `a` comes before `b`: by key bytes, then name bytes.
  private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
    let byKey = order(a.key, b.key)
    return byKey != 0 ? byKey < 0 : order(a.name, b.name) < 0
  }

  /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, equal or after `b`'s.
  static func order(_ a: String, _ b: String) -> Int {
    let compared = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in order(x, y) }
    }
    if let compared, let compared { return compared }
    for (x, y) in zip(a.utf8, b.utf8) where x != y { return Int(x) - Int(y) }
    return a.utf8.count - b.utf8.count
  }

  /// The prepared names, in folded order (the listed folders' entries not included).
  public var names: [String] { runs.flatMap { $0.map(\.name) } }

  /// How many names there are.
  public var count: Int { runs.reduce(0) { $0 + $1.count } }
}

/// The library's names, for completing arguments: refreshed by the session after commands
/// that may change them, read by the line editor's thread.
///
/// The four plain lists are the names as they are; `offered` and `playlistTracks`, when the
/// library supplies them, give the names in the forms that resolve (see `list(_:target:)`).
public struct NameIndex: Sendable {
  public var artists: NameList
  public var albums: NameList
  public var tracks: NameList
  public var playlists: NameList
  /// Titles of the catalog releases listings showed this session (`cuts`, `discover`).
  public var releases: NameList
  /// The queue's entry ids, as of the last command.
  public var queueEntries: NameList
  /// Files and folders (with a trailing `/`), in the working directory or the folder typed.
  public var files: NameList
  /// The library's names for an argument that takes these kinds, each in a form that
  /// resolves among them (a shared name with a kind word, or as `TITLE by ARTIST`).
  public var offered: (@Sendable (Set<NameKind>) -> NameList)?
  /// The tracks of the playlist a text names (none when it names none), or of every
  /// playlist for `nil`, in the forms that resolve inside it.
  public var playlistTracks: (@Sendable (_ playlist: String?) -> NameList)?

  public init(
    artists: NameList = .empty, albums: NameList = .empty, tracks: NameList = .empty,
    playlists: NameList = .empty, releases: NameList = .empty, queueEntries: NameList = .empty,
    files: NameList = .empty
  ) {
    self.artists = artists
    self.albums = albums
    self.tracks = tracks
    self.playlists = playlists
    self.releases = releases
    self.queueEntries = queueEntries
    self.files = files
  }

  public static let empty = NameIndex()
}
