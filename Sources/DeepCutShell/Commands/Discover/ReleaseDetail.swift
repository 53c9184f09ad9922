import DeepCutKit

/// `show N` of a listed cut: the release, and its listeners with where they came from.
enum ReleaseDetail {
  static func show(_ release: CatalogRelease, in session: isolated Session) async throws
    -> CommandOutput
  {
    let counts = try await CutCounts.lookup([release], sort: .popular, fetch: true, in: session)
    var output = CommandOutput(CutEntry(release, counts: counts))
    let year = release.year.map { ", \($0)" } ?? ""
    output.say(
      "\(release.title) — \(release.artistName) (\(release.releaseType.label)\(year))  "
        + "[\(release.id)]")
    if release.trackCount > 0 {
      output.say("  tracks:    \(release.trackCount)")
    }
    output.say("  catalog:   \(session.catalogLabel)")
    output.say("  listeners: " + text(release, counts))
    return output
  }

  /// `12,345 listeners, 98,765 listens (ListenBrainz, fetched 2 h ago)`, or why there are none.
  static func text(_ release: CatalogRelease, _ counts: CutCounts) -> String {
    switch counts.source {
    case .none(let reason):
      return reason ?? "unknown"
    case .madeUp(let catalog):
      let (listeners, listens) = counts.counts(of: release)
      return "\(CutCounts.grouped(listeners ?? 0)) listeners, \(CutCounts.grouped(listens ?? 0)) "
        + "listens (made up: the \(catalog) has no MBIDs)"
    case .listenBrainz(let lookup):
      guard let entry = lookup.entry(for: release.id.rawValue) else {
        let why = lookup.failure.map { " (\($0))" } ?? (lookup.offline ? " (offline)" : "")
        return "not fetched yet\(why): 'show' again fetches them"
      }
      let age = max(lookup.now.timeIntervalSince(entry.fetched), 0)
      let when = age < 60 ? "fetched just now" : "fetched \(AgeText.describe(.seconds(age))) ago"
      guard let listeners = entry.listeners else {
        return "none recorded (ListenBrainz, \(when))"
      }
      return "\(CutCounts.grouped(listeners)) listeners, "
        + "\(CutCounts.grouped(entry.listens ?? 0)) listens (ListenBrainz, \(when); "
        + "counts sum ListenBrainz's and the MLHD+ listens)"
    }
  }
}
