import DeepCutKit

/// Names prepared for completion: folded once and sorted, so a prefix lookup over 20,000 names
/// is a binary search, not a scan.
public struct NameList: Sendable {
  private typealias Entry = (key: String, name: String)
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
    var seen = Set<String>()
    var entries: [Entry] = []
    for name in names where seen.insert(name).inserted {
      entries.append((Self.key(name), name))
    }
    runs = [entries.sorted { ($0.key, $0.name) < ($1.key, $1.name) }]
  }

  /// `names`, each of which may begin with one of `leadingWords` kept bare when inserted.
  public init(_ names: some Sequence<String>, leadingWords: Set<String>) {
    var seen = Set<String>()
    var entries: [Entry] = []
    for name in names where seen.insert(name).inserted {
      entries.append((Self.key(name, after: leadingWords), name))
    }
    runs = [entries.sorted { ($0.key, $0.name) < ($1.key, $1.name) }]
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
      runs.append(paths.map { (Self.key($0), $0) }.sorted { ($0.key, $0.name) < ($1.key, $1.name) })
    }
    for run in runs {
      var low = 0
      var high = run.count
      while low < high {
        let middle = (low + high) / 2
        if run[middle].key < key { low = middle + 1 } else { high = middle }
      }
      var index = low
      while index < run.count, run[index].key.hasPrefix(key) {
        found.append(run[index])
        index += 1
      }
    }
    if runs.count > 1 { found.sort { ($0.key, $0.name) < ($1.key, $1.name) } }
    var seen = Set<String>()
    return found.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The folded name without leading quotes, so `Hero` finds "Heroes" and `90` finds ’90s.
  private static func key(_ name: String) -> String {
    let folded = NameFolding.fold(name)
    return String(folded.drop { leadingQuotes.contains($0) })
  }

  /// The key of `name`, skipping a leading kind word's quotes too (`track 'Cause` under `track Cau`).
  ///
  /// A kind word is read in any case (`Album rum`), as resolution reads it.
  private static func key(_ name: String, after words: Set<String>) -> String {
    guard let space = name.firstIndex(of: " "),
      case let word = String(name[..<space]).lowercased(), words.contains(word)
    else {
      return key(name)
    }
    return word + " " + key(String(name[name.index(after: space)...]))
  }

  private static let leadingQuotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "`", "«", "("]

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
