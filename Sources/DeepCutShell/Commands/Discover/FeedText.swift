import DeepCutKit
import Foundation

/// What `discover` prints for people.
enum FeedText {
  /// How many cuts of each artist the feed lists before pointing at `cuts`.
  static let cutsPerArtist = 5

  /// The cuts `feed` numbers, in row order (the first few of each artist).
  static func rows(_ view: FeedView) -> [CatalogRelease] {
    view.items.flatMap { $0.cuts.cuts.prefix(cutsPerArtist) }
  }

  /// The listener counts the feed shows, and the order they put each artist's cuts in.
  struct Counts {
    var counts: CutCounts
    var sort: CutSort

    init(_ counts: CutCounts, sort: CutSort) {
      self.counts = counts
      self.sort = sort
    }

    static let absent = Counts(.absent, sort: .year)

    /// The line naming the counts' source and age, and what is missing.
    func note(for view: FeedView) -> String? {
      counts.note(
        for: view.items.flatMap(\.cuts.cuts), sort: sort, next: "discover refresh")
    }

    /// `  12,345 listeners` after a cut whose counts are known; empty otherwise.
    func suffix(_ release: CatalogRelease) -> String {
      guard counts.isFetched(release) else { return "" }
      return "  \(counts.cell(release)) listeners"
    }
  }

  static func feed(
    _ view: FeedView, catalog: String, allCaughtUp: Bool? = nil, counts: Counts = .absent
  ) -> [String] {
    let status = view.status
    var lines: [String] = []
    if let notice = view.notice { lines.append("notice: " + notice) }
    if status.checked == 0 {
      lines.append(
        "nothing checked yet: 'discover refresh' checks the next \(DiscoverFeed.defaultBatchSize) "
          + "of your \(LibraryTables.count(status.artists, "artist"))")
      return lines
    }
    if allCaughtUp ?? status.isAllCaughtUp {
      lines.append(
        "all caught up: every one of your \(LibraryTables.count(status.artists, "artist")) "
          + "checked, no deep cuts")
      return lines
    }
    lines.append(
      "\(LibraryTables.count(status.cuts, "deep cut")) by "
        + "\(LibraryTables.count(status.artistsWithCuts, "artist")) (\(status.checked) of "
        + "\(LibraryTables.count(status.artists, "artist")) checked, \(catalog))")
    if let note = counts.note(for: view) { lines.append(note) }
    var row = 0
    for item in view.items {
      lines.append("")
      lines += Self.item(item, firstRow: row, counts: counts)
      row += min(item.cuts.cuts.count, cutsPerArtist)
    }
    if !view.unmatched.isEmpty {
      lines.append("")
      lines.append(
        "unmatched (no catalog link): " + view.unmatched.map(\.name).joined(separator: ", "))
    }
    if !view.failures.isEmpty {
      lines.append("")
      lines.append(
        "last check failed for \(view.failures.count): "
          + view.failures.prefix(5).map(\.description).joined(separator: "; "))
    }
    if status.unchecked > 0 {
      lines.append("")
      lines.append(
        "\(LibraryTables.count(status.unchecked, "artist")) not checked yet: "
          + "'discover refresh' for the next batch")
    }
    return lines
  }

  /// One artist of the feed: what is not owned, then its first cuts, numbered after
  /// `firstRow` (rows run on across artists, so `add 7` names the seventh cut shown).
  static func item(_ item: FeedItem, firstRow: Int, counts: Counts = .absent) -> [String] {
    var facts = ["\(item.cuts.cuts.count) of \(item.cuts.total) not owned"]
    facts.append(item.isRecentlyPlayed ? "played recently" : "not played recently")
    facts.append("checked " + LibraryTables.timestamp(item.checkedAt))
    if let failure = item.lastFailure { facts.append("last check failed: \(failure.reason)") }
    var lines = ["\(item.artist.name)  · " + facts.joined(separator: " · ")]
    for (offset, release) in item.cuts.cuts.prefix(cutsPerArtist).enumerated() {
      let row = String(firstRow + offset + 1)
      let number = String(repeating: " ", count: max(0, 3 - row.count)) + row
      lines.append(
        "\(number)  \(release.year.map(String.init) ?? "    ")  \(release.title)  "
          + "(\(release.releaseType.label))" + counts.suffix(release))
    }
    if item.cuts.cuts.count > cutsPerArtist {
      lines.append(
        "  … and \(item.cuts.cuts.count - cutsPerArtist) more ('cuts \(item.artist.name)')")
    }
    return lines
  }

  static func refreshSummary(_ refresh: FeedRefresh, catalog: String) -> String {
    let status = refresh.status
    return "checked \(LibraryTables.count(refresh.checks.count, "artist")) in the \(catalog): "
      + "\(refresh.matched) matched, \(refresh.unmatched.count) unmatched, "
      + "\(refresh.failures.count) failed; \(LibraryTables.count(refresh.cuts, "cut")) found; "
      + "\(status.checked) of \(LibraryTables.count(status.artists, "artist")) checked"
  }

  static func status(_ status: FeedStatus, catalog: String) -> [String] {
    let percent = status.artists == 0 ? 0 : status.checked * 100 / status.artists
    return [
      "catalog:    \(catalog)",
      "coverage:   \(status.checked) of \(LibraryTables.count(status.artists, "artist")) "
        + "checked (\(percent)%)",
      "oldest:     " + (status.oldestCheck.map(LibraryTables.timestamp) ?? "—"),
      "newest:     " + (status.newestCheck.map(LibraryTables.timestamp) ?? "—"),
      "cuts:       \(status.cuts) by \(LibraryTables.count(status.artistsWithCuts, "artist"))",
      "unmatched:  \(status.unmatched)",
      "failures:   \(status.failures)",
      "refreshes:  \(status.refreshes)",
      status.isAllCaughtUp ? "all caught up" : "",
    ].filter { !$0.isEmpty }
  }
}

/// `discover --json`.
struct FeedDocument: Encodable {
  struct Item: Encodable {
    var artist: LibraryArtist
    var catalogID: CatalogArtistID
    var total: Int
    var owned: Int
    var cuts: [CutEntry]
    var checkedAt: Date
    var recentlyPlayed: Bool
    var lastFailure: String?
  }

  var catalog: String
  var items: [Item]
  var unmatched: [LibraryArtist]
  var failures: [FeedFailure]
  var status: FeedStatus
  var allCaughtUp: Bool
  var notice: String?
  /// `discover --across`: every cut of the feed, ranked (absent otherwise).
  var ranked: [CutEntry]?

  init(_ view: FeedView, catalog: String, counts: CutCounts = .absent) {
    self.catalog = catalog
    items = view.items.map {
      Item(
        artist: $0.artist, catalogID: $0.catalogID, total: $0.cuts.total, owned: $0.cuts.owned,
        cuts: $0.cuts.cuts.map { CutEntry($0, counts: counts) }, checkedAt: $0.checkedAt,
        recentlyPlayed: $0.isRecentlyPlayed, lastFailure: $0.lastFailure?.reason)
    }
    unmatched = view.unmatched
    failures = view.failures
    status = view.status
    allCaughtUp = view.status.isAllCaughtUp
    notice = view.notice
  }
}

/// `discover status --json`.
struct FeedStatusDocument: Encodable {
  var catalog: String
  var status: FeedStatus
  var allCaughtUp: Bool

  init(_ status: FeedStatus, catalog: String) {
    self.catalog = catalog
    self.status = status
    allCaughtUp = status.isAllCaughtUp
  }
}

/// `discover refresh --json`.
struct RefreshDocument: Encodable {
  var catalog: String
  var checked: Int
  var matched: Int
  var unmatched: [String]
  var failures: [FeedFailure]
  var cuts: Int
  var status: FeedStatus

  init(_ refresh: FeedRefresh, catalog: String) {
    self.catalog = catalog
    checked = refresh.checks.count
    matched = refresh.matched
    unmatched = refresh.unmatched.map(\.name)
    failures = refresh.failures
    cuts = refresh.cuts
    status = refresh.status
  }
}
