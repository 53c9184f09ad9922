import DeepCutKit

/// `discover --across`: every cut of the feed in one list, ranked by `--sort` (ties keep the
/// feed's order: forgotten artists first), each row naming its artist and listeners.
enum FeedRanking {
  static func output(
    _ view: FeedView, sort: CutSort, counts: CutCounts, limit: Int?, catalog: String,
    allCaughtUp: Bool, in session: isolated Session
  ) -> CommandOutput {
    let all = counts.sorted(view.items.flatMap(\.cuts.cuts), by: sort)
    let shown = Array(all.prefix(limit ?? all.count))
    session.catalogs.list(shown)
    var document = FeedDocument(view, catalog: catalog, counts: counts)
    document.ranked = shown.map { CutEntry($0, counts: counts) }
    var output = CommandOutput(document)
    let header = FeedText.feed(view, catalog: catalog, allCaughtUp: allCaughtUp)
    // Nothing checked yet, or all caught up: the feed's own words say it.
    guard !all.isEmpty else {
      output.say(lines: header)
      return output
    }
    output.say(lines: Array(header.prefix(view.notice == nil ? 1 : 2)))
    if let note = counts.note(for: all, sort: sort, next: "discover refresh") { output.say(note) }
    let listeners = counts.showsColumn(for: shown)
    output.say(
      Table(
        [.init("#", .right), .init("year", .right), .init("release"), .init("artist")]
          + (listeners ? [.init("listeners", .right)] : []) + [.init("type")],
        rows: shown.enumerated().map { row, release in
          [
            String(row + 1), release.year.map(String.init) ?? "", release.title,
            release.artistName,
          ] + (listeners ? [counts.cell(release)] : []) + [release.releaseType.label]
        }))
    if shown.count < all.count {
      output.say("… and \(all.count - shown.count) more (--limit \(all.count) shows all)")
    }
    return output
  }
}
