import DeepCutKit

/// Finds the one item a person means by a name.
///
/// The order: exact id → exact name ignoring case and diacritics (`sigur ros` finds Sigur Rós)
/// → unique prefix → unique substring → the same three ignoring punctuation and spaces as well
/// (`animal` finds A.N.I.M.A.L.). At the first step with any match, one match wins and
/// several are ambiguous: the candidates are listed with their ids and nothing is done.
public struct NameResolver<Item: Sendable>: Sendable {
  /// One thing that can be named.
  public struct Candidate: Sendable {
    public var id: String
    public var name: String
    /// Shown after the name when listing candidates (an album's artist, a track's album).
    public var detail: String
    public var item: Item

    public init(id: String, name: String, detail: String = "", item: Item) {
      self.id = id
      self.name = name
      self.detail = detail
      self.item = item
    }
  }

  /// Candidates with their folded names, in runs: a union keeps its parts' runs (shared, not
  /// copied), so resolving among several kinds costs no more than among one.
  private struct Run: Sendable {
    let candidates: [Candidate]
    let folded: [String]
    /// Positions by folded name, for the exact step (the common case) without a scan.
    let exact: [String: [Int]]
    /// Positions by id.
    let byID: [String: Int]
    /// The names without punctuation, for the last steps; shared by mapped runs.
    let loose: Remembered<[String]>
    /// The folded names' lengths in characters, for suggestions; shared by mapped runs.
    let lengths: Remembered<[Int]>

    init(candidates: [Candidate], folded: [String]) {
      var exact: [String: [Int]] = [:]
      for (index, name) in folded.enumerated() { exact[name, default: []].append(index) }
      self.init(
        candidates: candidates, folded: folded, exact: exact,
        byID: Dictionary(
          candidates.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }),
        loose: Remembered(), lengths: Remembered())
    }

    init(
      candidates: [Candidate], folded: [String], exact: [String: [Int]], byID: [String: Int],
      loose: Remembered<[String]>, lengths: Remembered<[Int]>
    ) {
      self.candidates = candidates
      self.folded = folded
      self.exact = exact
      self.byID = byID
      self.loose = loose
      self.lengths = lengths
    }
  }

  private let runs: [Run]
  /// What the items are called in messages ("artist", "track").
  public let noun: String
  /// Where they are looked for, in messages (`in 'Road Trip'`), if not the whole library.
  public let scope: String?

  /// A resolver over `candidates`; a candidate listed twice (a playlist's repeated track)
  /// counts once.
  public init(_ candidates: [Candidate], noun: String, scope: String? = nil) {
    var seen = Set<String>()
    let unique = candidates.filter { seen.insert($0.id).inserted }
    self.init(unique, folded: unique.map { NameFolding.fold($0.name) }, noun: noun, scope: scope)
  }

  private init(_ candidates: [Candidate], folded: [String], noun: String, scope: String?) {
    self.init(runs: [Run(candidates: candidates, folded: folded)], noun: noun, scope: scope)
  }

  private init(runs: [Run], noun: String, scope: String?) {
    self.runs = runs
    self.noun = noun
    self.scope = scope
  }

  /// The same names resolving to other items (their folded forms and indexes by name and
  /// id, which a snapshot rebuilt after each write needs twice, are reused, not redone).
  public func map<Other>(
    detail: (Candidate) -> String, _ transform: (Item) -> Other
  ) -> NameResolver<Other> {
    NameResolver<Other>(
      runs: runs.map { run in
        .init(
          candidates: run.candidates.map {
            .init(id: $0.id, name: $0.name, detail: detail($0), item: transform($0.item))
          }, folded: run.folded, exact: run.exact, byID: run.byID, loose: run.loose,
          lengths: run.lengths)
      }, noun: noun, scope: scope)
  }

  /// Several resolvers as one, for "a track, an album or a playlist".
  public static func union(_ parts: [NameResolver<Item>], noun: String) -> NameResolver<Item> {
    NameResolver(runs: parts.flatMap(\.runs), noun: noun, scope: nil)
  }

  private var place: String { scope.map { " in \($0)" } ?? "" }

  /// The item `text` names, or an error that lists the candidates or the nearest names.
  public func resolve(_ text: String) throws(CommandError) -> Item {
    let matches = try self.matches(text)
    guard matches.count == 1 else {
      throw CommandError(ambiguity(text, matches))
    }
    return matches[0].item
  }

  /// Every candidate at the first matching step; an error when `text` is blank or nothing
  /// matches (naming the nearest names).
  public func matches(_ text: String) throws(CommandError) -> [Candidate] {
    let query = text.trimmingSpaces()
    guard !query.isEmpty else { throw CommandError("which \(noun)? (give a name or an id)") }
    let key = NameFolding.fold(query)
    let found = candidates(query, key: key)
    guard found.isEmpty else { return found }
    let nearest = NameSuggester.nearest(to: key, among: Self.suggestible(near: key, in: runs))
    let near = nearest.compactMap { folded in
      runs.lazy.compactMap { run in
        run.folded.firstIndex(of: folded).map { run.candidates[$0].name }
      }
      .first
    }
    let hint =
      near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?)"
    throw CommandError("no \(noun)\(place) matches '\(query)'\(hint)")
  }

  /// The one item `text` names, or `nil` when it names none or several: what `resolve`
  /// finds, without working out the message (the nearest names) that a check throws away.
  public func item(named text: String) -> Item? {
    let found = candidates(matching: text)
    return found.count == 1 ? found[0].item : nil
  }

  /// Every candidate at the first step at which `query` (trimmed) matches any; empty when it
  /// is blank or matches nothing.
  public func candidates(matching text: String) -> [Candidate] {
    let query = text.trimmingSpaces()
    guard !query.isEmpty else { return [] }
    return candidates(query, key: NameFolding.fold(query))
  }

  /// The resolution steps for a trimmed, non-empty `query` folded as `key`.
  private func candidates(_ query: String, key: String) -> [Candidate] {
    for run in runs {
      if let index = run.byID[query] { return [run.candidates[index]] }
    }
    let exact = runs.flatMap { run in (run.exact[key] ?? []).map { run.candidates[$0] } }
    if !exact.isEmpty { return exact }
    if let found = firstStep(in: runs.map(\.folded), key: key, exact: false) { return found }
    // Last, ignoring punctuation too: `animal` finds A.N.I.M.A.L., `acdc` finds AC/DC.
    let loose = NameFolding.punctuationFree(query)
    guard !loose.isEmpty else { return [] }
    let looseNames = runs.map { run in
      run.loose.value { run.candidates.map { NameFolding.punctuationFree($0.name) } }
    }
    return firstStep(in: looseNames, key: loose, exact: true) ?? []
  }

  /// The candidates at the first step any passes (names equal to `key` when `exact`, then
  /// starting with it, then containing it), or `nil`; `names` holds each run's names.
  private func firstStep(in names: [[String]], key: String, exact: Bool) -> [Candidate]? {
    var steps: [(String) -> Bool] = [{ $0.hasPrefix(key) }, { TextSearch.contains($0, key) }]
    if exact { steps.insert({ $0 == key }, at: 0) }
    for step in steps {
      var found: [Candidate] = []
      for (run, names) in zip(runs, names) {
        for (index, name) in names.enumerated() where step(name) {
          found.append(run.candidates[index])
        }
      }
      if !found.isEmpty { return found }
    }
    return nil
  }

  /// The folded names of `runs` that `NameSuggester.nearest(to: key, among:)` could choose.
  ///
  /// It suggests a name within a third of `key`'s length in edits (at least one), or one of
  /// which `key` is a prefix or the other way round; two names whose lengths differ by more
  /// than that are more edits apart. Leaving them out gives the same suggestions without
  /// scoring every name of the library for each miss.
  private static func suggestible(near key: String, in runs: [Run]) -> [String] {
    let length = key.count
    let limit = max(1, length / 3)
    var names: [String] = []
    for run in runs {
      let lengths = run.lengths.value { run.folded.map(\.count) }
      for (name, nameLength) in zip(run.folded, lengths)
      where abs(nameLength - length) <= limit || key.hasPrefix(name) || name.hasPrefix(key) {
        names.append(name)
      }
    }
    return names
  }

  /// One line saying what is ambiguous, then the candidates, one per line with their ids.
  private func ambiguity(_ text: String, _ matches: [Candidate]) -> String {
    let shown = matches.prefix(10)
    let width = shown.map { DisplayWidth.of($0.name) }.max() ?? 0
    let lines = shown.map { candidate in
      guard !candidate.detail.isEmpty else { return "  \(candidate.id)  \(candidate.name)" }
      let padding = String(repeating: " ", count: width - DisplayWidth.of(candidate.name))
      return "  \(candidate.id)  \(candidate.name)\(padding)  (\(candidate.detail))"
    }
    let more = matches.count > shown.count ? ["  … and \(matches.count - shown.count) more"] : []
    let header =
      "'\(text)' matches \(matches.count) \(noun)s\(place); use more of the name, or an id"
      + (noun == "item" ? " (or say which: album NAME, track NAME)" : "") + ":"
    return ([header] + lines + more).joined(separator: "\n")
  }
}
