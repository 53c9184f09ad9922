import DeepCutKit

/// Names prepared for completion: folded once and sorted, so a prefix lookup over 20,000 names
/// is a binary search, not a scan.
public struct NameList: Sendable {
  /// A name and the key it is found by: its folded form, compared byte by byte (UTF-8).
  struct Entry {
    var key: String
    var name: String
  }
  /// Sorted entries, all of whose keys and names begin with `lead` (`track `, a kind word
  /// and its space), which is kept once for the run rather than in every entry: a library's
  /// names with their kind words would double the names a first Tab folds and sorts.
  private struct Run {
    var entries: [Entry]
    var lead = ""
  }
  /// Sorted runs of entries; a merged list keeps its parts' runs instead of sorting again.
  private let runs: [Run]
  /// Words that, leading a name, stay outside its quotes (`album "When the Kite String Pops"`):
  /// the kind words of qualified names.
  public private(set) var leadingWords: Set<String> = []
  /// Lists a folder's entries (`""` is the working directory; folders end in `/`), so file
  /// names complete inside the folder the user typed (`source demos/`).
  private var folderListers: [@Sendable (String) -> [String]] = []

  /// Prepares `names` (duplicates collapse).
  public init(_ names: some Sequence<String>) {
    runs = [Run(entries: Self.sorted(names.map { Entry(key: Self.key($0), name: $0) }))]
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
    runs = [Run(entries: Self.sorted(entries))]
    self.leadingWords = leadingWords
  }

  /// `plain` entries, and entries `qualified` by a leading word (`track`, which is one of
  /// `leadingWords`): each of those stands for `word` + space + its key and name.
  ///
  /// Both are sorted already, as `sorted(_:)` sorts.
  init(sorted plain: [Entry], qualified: [String: [Entry]], leadingWords: Set<String>) {
    runs =
      [Run(entries: plain)]
      + qualified.sorted { $0.key < $1.key }.map { word, entries in
        Run(entries: entries, lead: word + " ")
      }
    self.leadingWords = leadingWords
  }

  /// Paths, listed on demand: the folder part of a prefix picks the folder `list` reads.
  public init(paths list: @escaping @Sendable (String) -> [String]) {
    runs = []
    folderListers = [list]
  }

  private init(runs: [Run]) {
    self.runs = runs
  }

  public static let empty = NameList([String]())

  /// This list and `other` together (for an argument that may be either kind of name); costs
  /// nothing until a lookup, which searches each part.
  public func merged(with other: NameList) -> NameList {
    // A list with nothing in it adds nothing to a lookup: the other one is the merge.
    if other.isBlank { return self }
    if isBlank { return other }
    var list = NameList(runs: runs + other.runs)
    list.leadingWords = leadingWords.union(other.leadingWords)
    list.folderListers = folderListers + other.folderListers
    return list
  }

  /// The names whose folded form starts with `prefix`'s, in folded order, without duplicates.
  public func matching(prefix: String) -> [String] {
    let key = Self.key(prefix, after: leadingWords)
    var runs = runs
    if !folderListers.isEmpty {
      let folder = String(
        prefix[..<(prefix.lastIndex(of: "/").map(prefix.index(after:)) ?? prefix.startIndex)])
      let paths = folderListers.flatMap { $0(folder) }.map { folder + $0 }
      runs.append(Run(entries: Self.sorted(paths.map { Entry(key: Self.key($0), name: $0) })))
    }
    var found: [Entry] = []
    for run in runs {
      guard let key = Self.rest(of: key, after: run.lead) else { continue }
      let entries = run.entries
      var index = Self.firstIndex(of: key, in: entries)
      while index < entries.count, entries[index].key.utf8.starts(with: key.utf8) {
        let entry = entries[index]
        found.append(
          run.lead.isEmpty ? entry : Entry(key: run.lead + entry.key, name: run.lead + entry.name))
        index += 1
      }
    }
    if runs.count > 1 { found.sort(by: Self.precedes) }
    // Names equal as `String`s (`é` or `e` and an accent) count once: the first.
    var seen = Set<String>()
    return found.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The first position in `entries` whose key does not sort before `key`, by bytes.
  private static func firstIndex(of key: String, in entries: [Entry]) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key.utf8.lexicographicallyPrecedes(key.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// What of `key` a run's entries must start with when `lead` stands before each of them:
  /// all of them when `key` ends inside `lead`, none when it differs from it.
  private static func rest(of key: String, after lead: String) -> String? {
    if lead.isEmpty { return key }
    if key.utf8.starts(with: lead.utf8) {
      // `lead` ends with a space, so the rest begins on a character boundary.
      return String(Substring(key.utf8.dropFirst(lead.utf8.count)))
    }
    return lead.utf8.starts(with: key.utf8) ? "" : nil
  }

  /// The folded name without leading quotes, so `Hero` finds "Heroes" and `90` finds ’90s.
  static func key(_ name: String) -> String {
    key(folded: NameFolding.fold(name))
  }

  /// The key of a name `NameFolding` folded already.
  static func key(folded: String) -> String {
    // A name that starts with a letter or digit (most do) keeps its fold: no character needs
    // to be formed and looked up.
    if let byte = folded.utf8.first, byte < 0x80, !leadingQuoteBytes.contains(byte) {
      return folded
    }
    guard let first = folded.first, leadingQuotes.contains(first) else { return folded }
    return String(folded.drop { leadingQuotes.contains($0) })
  }

  /// The key of `name`, skipping a leading kind word's quotes too (`track 'Cause` under `track Cau`).
  ///
  /// A kind word is read in any case (`Album rum`), as resolution reads it.
  static func key(_ name: String, after words: Set<String>) -> String {
    guard !words.isEmpty, let space = name.firstIndex(of: " "),
      case let word = String(name[..<space]).lowercased(), words.contains(word)
    else {
      return key(name)
    }
    return word + " " + key(String(name[name.index(after: space)...]))
  }

  private static let leadingQuotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "`", "«", "("]
  /// The ASCII bytes among `leadingQuotes`.
  private static let leadingQuoteBytes: [UInt8] = Array("\"'`(".utf8)

  /// `entries` in key order, then name order, by their UTF-8 bytes, each name once.
  ///
  /// By bytes, not by `String`'s `<`, which orders canonically equivalent spellings as one
  /// and so would not keep a typed prefix's matches together.
  static func sorted(_ entries: [Entry]) -> [Entry] {
    var sorted: [Entry] = []
    sorted.reserveCapacity(entries.count)
    // A name's key is made from the name alone, so its duplicates sort next to it.
    for index in order(entries) where sorted.last?.name != entries[index].name {
      sorted.append(entries[index])
    }
    return sorted
  }

  /// The positions of `entries` in `sorted(_:)`'s order, duplicates kept; equal entries keep
  /// their order, so the positions of any part of `entries` are in that part's sorted order.
  static func order(_ entries: [Entry]) -> [Int] {
    // The keys' bytes one after another, so comparing two reads bytes, not arrays.
    var bytes: [UInt8] = []
    var bounds = [0]
    bounds.reserveCapacity(entries.count + 1)
    for entry in entries {
      bytes += entry.key.utf8
      bounds.append(bytes.count)
    }
    // Each key's first eight bytes as one number, zero-padded, settle most comparisons (a
    // shorter key sorts first, as byte by byte; where padding meets real zero bytes the heads
    // tie and the bytes decide).
    let heads = entries.indices.map { index in
      (bounds[index]..<bounds[index] + 8).reduce(UInt64(0)) { head, position in
        head << 8 | UInt64(position < bounds[index + 1] ? bytes[position] : 0)
      }
    }
    return entries.indices.sorted { a, b in
      if heads[a] != heads[b] { return heads[a] < heads[b] }
      let byKey = compare(bytes, bounds[a]..<bounds[a + 1], bounds[b]..<bounds[b + 1])
      return byKey != 0
        ? byKey < 0 : entries[a].name.utf8.lexicographicallyPrecedes(entries[b].name.utf8)
    }
  }

  /// Negative, zero or positive as `bytes[x]` sort before, equal or after `bytes[y]`.
  private static func compare(_ bytes: [UInt8], _ x: Range<Int>, _ y: Range<Int>) -> Int {
    for offset in 0..<min(x.count, y.count)
    where bytes[x.lowerBound + offset] != bytes[y.lowerBound + offset] {
      return Int(bytes[x.lowerBound + offset]) - Int(bytes[y.lowerBound + offset])
    }
    return x.count - y.count
  }

  /// Whether `a` comes before `b`: by key bytes, then name bytes.
  private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
    a.key.utf8.elementsEqual(b.key.utf8)
      ? a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
      : a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
  }

  /// The prepared names, in folded order (the listed folders' entries not included).
  public var names: [String] {
    runs.flatMap { run in run.entries.map { run.lead + $0.name } }
  }

  /// How many names there are.
  public var count: Int { runs.reduce(0) { $0 + $1.entries.count } }

  /// Whether it has no names, leading words or folders: merging it changes nothing.
  private var isBlank: Bool { folderListers.isEmpty && leadingWords.isEmpty && count == 0 }
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
