import DeepCutKit

/// The listener counts of a listing of cuts, where they came from, and how to say so.
///
/// MusicBrainz release groups get ListenBrainz's counts (some perhaps not fetched yet); the
/// sample and simulated catalogs get made-up ones, only when an order needs them and always
/// labelled so; other catalogs have none, and an order that needs them says why.
struct CutCounts: Sendable {
  enum Source: Sendable {
    /// ListenBrainz's counts (some may be missing).
    case listenBrainz(PopularityLookup)
    /// Made-up counts for the releases of the named catalog, which have no MBIDs.
    case madeUp(catalog: String)
    /// None; `reason` says why, when an order needed them.
    case none(reason: String?)
  }

  var source: Source

  /// No counts and nothing to say: a listing exactly as without popularity.
  static let absent = CutCounts(source: .none(reason: nil))

  /// The counts of the cuts `releases` for the session's catalog: ListenBrainz's (fetched
  /// when `fetch`, else the cache's), made up, or none.
  ///
  /// A failed fetch is not an error: the listing is shown, and `note` says what is missing.
  static func lookup(
    _ releases: [CatalogRelease], sort: CutSort, fetch: Bool, in session: isolated Session
  ) async throws -> CutCounts {
    if let popularity = session.popularity {
      let mbids = releases.map(\.id.rawValue)
      let lookup =
        fetch ? try await popularity.counts(of: mbids) : popularity.cachedCounts(of: mbids)
      return CutCounts(source: .listenBrainz(lookup))
    }
    guard sort.needsCounts else { return .absent }
    switch session.catalogChoice {
    case .sample, .simulated:
      return CutCounts(source: .madeUp(catalog: session.catalogLabel))
    case .musicbrainz:
      return CutCounts(
        source: .none(
          reason:
            "listener counts are off with a MusicBrainz server of your own: give "
            + "--listenbrainz-url (or $\(CatalogOptions.listenBrainzURLVariable))"))
    case .appleMusic:
      return CutCounts(
        source: .none(
          reason:
            "popularity needs the MusicBrainz catalog (ListenBrainz counts release groups by "
            + "MBID): 'set catalog musicbrainz'"))
    }
  }

  /// The counts of `release`: listeners, then listens.
  func counts(of release: CatalogRelease) -> CutRanking.Counts {
    switch source {
    case .listenBrainz(let lookup):
      let entry = lookup.entry(for: release.id.rawValue)
      return (entry?.listeners, entry?.listens)
    case .madeUp:
      let counts = MadeUpPopularity.counts(of: release)
      return (counts.listeners, counts.listens)
    case .none:
      return (nil, nil)
    }
  }

  /// Whether ListenBrainz answered for `release` (its counts may still be null).
  func isFetched(_ release: CatalogRelease) -> Bool {
    switch source {
    case .listenBrainz(let lookup): lookup.entry(for: release.id.rawValue) != nil
    case .madeUp: true
    case .none: false
    }
  }

  /// Whether a listeners column is worth showing: some of `releases` have counts.
  func showsColumn(for releases: [CatalogRelease]) -> Bool {
    switch source {
    case .listenBrainz: releases.contains(where: isFetched)
    case .madeUp: true
    case .none: false
    }
  }

  /// `releases` in the order `sort` asks (as they are when there are no counts).
  func sorted(_ releases: [CatalogRelease], by sort: CutSort) -> [CatalogRelease] {
    if case .none = source { return releases }
    return CutRanking.sorted(releases, by: sort, counts: counts(of:))
  }

  /// The listeners column's text: `12,345`; `—` when ListenBrainz has no listens of it;
  /// empty when not fetched yet.
  func cell(_ release: CatalogRelease) -> String {
    guard isFetched(release) else { return "" }
    return counts(of: release).listeners.map(Self.grouped) ?? "—"
  }

  /// The line that names where the counts came from, their age, the order, what is missing.
  ///
  /// `nil` when there is nothing to say. `next` is the command that fetches missing counts
  /// (`cuts AC/DC`, `discover refresh`).
  func note(for releases: [CatalogRelease], sort: CutSort, next: String) -> String? {
    let order =
      switch sort {
      case .year: ""
      case .popular: ", most listeners first"
      case .deep: ", fewest listeners first"
      }
    switch source {
    case .none(let reason):
      guard let reason else { return nil }
      return reason + (sort.needsCounts ? "; sorted by year instead" : "")
    case .madeUp(let catalog):
      return "listeners: made-up counts (the \(catalog) has no MBIDs; real counts from "
        + "ListenBrainz need the MusicBrainz catalog)\(order)"
    case .listenBrainz(let lookup):
      let missing = releases.count(where: { !isFetched($0) })
      var parts: [String] = []
      if let age = lookup.oldestAge, missing < releases.count {
        parts.append(
          "listeners: ListenBrainz, "
            + (age < .seconds(60) ? "fetched just now" : "fetched \(AgeText.describe(age)) ago")
            + order)
      }
      if missing > 0 {
        let why = lookup.failure.map { " (\($0))" } ?? (lookup.offline ? " (offline)" : "")
        let fetches = lookup.offline ? "'set offline off', then '\(next)'" : "'\(next)'"
        parts.append(
          "listener counts of \(LibraryTables.count(missing, "cut")) not fetched yet\(why): "
            + "\(fetches) fetches them")
      }
      return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
  }

  /// `12345` as `12,345`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return number < 0 ? "-" + text : text
  }
}

/// A cut in `--json`: the release's fields, with `listeners` and `listens` (null when unknown).
struct CutEntry: Encodable {
  var release: CatalogRelease
  var listeners: Int?
  var listens: Int?

  init(_ release: CatalogRelease, counts: CutCounts) {
    self.release = release
    (listeners, listens) = counts.counts(of: release)
  }

  enum CodingKeys: String, CodingKey {
    case id, title, artistID, artistName, releaseDate, releaseType, trackCount, listeners, listens
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(release.id, forKey: .id)
    try container.encode(release.title, forKey: .title)
    try container.encode(release.artistID, forKey: .artistID)
    try container.encode(release.artistName, forKey: .artistName)
    try container.encode(release.releaseDate, forKey: .releaseDate)
    try container.encode(release.releaseType, forKey: .releaseType)
    try container.encode(release.trackCount, forKey: .trackCount)
    try container.encode(listeners, forKey: .listeners)
    try container.encode(listens, forKey: .listens)
  }
}
