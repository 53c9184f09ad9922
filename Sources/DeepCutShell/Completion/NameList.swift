import DeepCutKit

/// Names prepared for completion: folded once and sorted, so a prefix lookup over 20,000 names
/// is a binary search, not a scan.
public struct NameList: Sendable {
  private let entries: [(key: String, name: String)]

  /// Prepares `names` (duplicates collapse).
  public init(_ names: some Sequence<String>) {
    var seen = Set<String>()
    var entries: [(key: String, name: String)] = []
    for name in names where seen.insert(name).inserted {
      entries.append((Self.key(name), name))
    }
    self.entries = entries.sorted { ($0.key, $0.name) < ($1.key, $1.name) }
  }

  private init(entries: [(key: String, name: String)]) {
    self.entries = entries
  }

  public static let empty = NameList([String]())

  /// This list and `other` together (for an argument that may be either kind of name).
  public func merged(with other: NameList) -> NameList {
    NameList(entries: (entries + other.entries).sorted { ($0.key, $0.name) < ($1.key, $1.name) })
  }

  /// The names whose folded form starts with `prefix`'s, in folded order.
  public func matching(prefix: String) -> [String] {
    let key = Self.key(prefix)
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    var result: [String] = []
    var index = low
    while index < entries.count, entries[index].key.hasPrefix(key) {
      result.append(entries[index].name)
      index += 1
    }
    return result
  }

  /// The folded name without leading quotes, so `Hero` finds "Heroes" and `90` finds ’90s.
  private static func key(_ name: String) -> String {
    let folded = NameFolding.fold(name)
    let quotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "`", "«", "("]
    return String(folded.drop { quotes.contains($0) })
  }

  /// How many names there are.
  public var count: Int { entries.count }
}

/// The library's names, for completing arguments: refreshed by the session after commands
/// that may change them, read by the line editor's thread.
public struct NameIndex: Sendable {
  public var artists: NameList
  public var albums: NameList
  public var tracks: NameList
  public var playlists: NameList

  public init(
    artists: NameList = .empty, albums: NameList = .empty, tracks: NameList = .empty,
    playlists: NameList = .empty
  ) {
    self.artists = artists
    self.albums = albums
    self.tracks = tracks
    self.playlists = playlists
  }

  public static let empty = NameIndex()
}
