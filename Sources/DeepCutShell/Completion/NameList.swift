import DeepCutKit

/// Names prepared for completion: folded once and sorted, so a prefix lookup over 20,000 names
/// is a binary search, not a scan.
public struct NameList: Sendable {
  private typealias Entry = (key: String, name: String)
  /// Sorted runs of entries; a merged list keeps its parts' runs instead of sorting again.
  private let runs: [[Entry]]

  /// Prepares `names` (duplicates collapse).
  public init(_ names: some Sequence<String>) {
    var seen = Set<String>()
    var entries: [Entry] = []
    for name in names where seen.insert(name).inserted {
      entries.append((Self.key(name), name))
    }
    runs = [entries.sorted { ($0.key, $0.name) < ($1.key, $1.name) }]
  }

  private init(runs: [[Entry]]) {
    self.runs = runs
  }

  public static let empty = NameList([String]())

  /// This list and `other` together (for an argument that may be either kind of name); costs
  /// nothing until a lookup, which searches each part.
  public func merged(with other: NameList) -> NameList {
    NameList(runs: runs + other.runs)
  }

  /// The names whose folded form starts with `prefix`'s, in folded order, without duplicates.
  public func matching(prefix: String) -> [String] {
    let key = Self.key(prefix)
    var found: [Entry] = []
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

  private static let leadingQuotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "`", "«", "("]

  /// How many names there are.
  public var count: Int { runs.reduce(0) { $0 + $1.count } }
}

/// The library's names, for completing arguments: refreshed by the session after commands
/// that may change them, read by the line editor's thread.
public struct NameIndex: Sendable {
  public var artists: NameList
  public var albums: NameList
  public var tracks: NameList
  public var playlists: NameList
  /// Titles of the catalog releases listings showed this session (`cuts`, `discover`).
  public var releases: NameList
  /// The queue's entry ids, as of the last command.
  public var queueEntries: NameList
  /// Files and folders (with a trailing `/`) in the working directory.
  public var files: NameList
  /// `album X`, `artist X`, `playlist X`, and `TITLE by ARTIST` where titles are shared.
  public var qualified: NameList

  public init(
    artists: NameList = .empty, albums: NameList = .empty, tracks: NameList = .empty,
    playlists: NameList = .empty, releases: NameList = .empty, queueEntries: NameList = .empty,
    files: NameList = .empty, qualified: NameList = .empty
  ) {
    self.artists = artists
    self.albums = albums
    self.tracks = tracks
    self.playlists = playlists
    self.releases = releases
    self.queueEntries = queueEntries
    self.files = files
    self.qualified = qualified
  }

  public static let empty = NameIndex()
}
