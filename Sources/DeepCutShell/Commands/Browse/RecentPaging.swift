import DeepCutKit

/// Paging through recently played: `ls recent` shows the first page, `more` the next.
///
/// Without `--limit` a page is what the service gives (10, as the API); with `--limit N` a
/// page is N entries, read from as many of the service's pages as that takes. Rows are
/// numbered across pages, so `play 12` after a `more` plays what row 12 shows.
enum RecentPaging {
  /// How many of the service's pages one `--limit` page reads at most: a server that keeps
  /// answering empty pages with a `next` must not hold the prompt.
  static let pagesPerLimitedPage = 100

  /// `ls recent`: the first page of the listening history.
  static func first(_ filter: String?, limit: Int?, in session: isolated Session) async throws
    -> CommandOutput
  {
    session.browse.pager = nil
    session.browse.pages = nil
    let library = session.library
    let page = try await session.read("recently played") {
      try await library.recentlyPlayed(after: nil)
    }
    let snapshot = await session.snapshot()
    var pager = RecentPager(next: page.next, filter: filter, limit: limit)
    pager.unshown = shownEntries(page.items, filter: filter, in: snapshot)
    let failure = limit == nil ? nil : try await fill(&pager, in: session, snapshot: snapshot)
    return show(&pager, failure: failure, in: session, snapshot: snapshot)
  }

  /// `more`: the next page of the last paged list.
  ///
  /// A failing page keeps what was shown, says so, and ends paging quietly (the app's rule:
  /// never replace a visible list with an error).
  static func next(in session: isolated Session) async throws -> CommandOutput {
    guard var pager = session.browse.pager, !pager.hasEnded else {
      let hint =
        session.browse.pager != nil
        ? "nothing more to show (ls recent starts again)"
        : session.browse.pages != nil
          ? "nothing more to show (that listing has ended)"
          : "nothing to continue: 'more' pages ls recent and listings cut with --limit N"
      var output = CommandOutput(
        MoreDocument(entries: [], ended: true, notice: "nothing more to show"))
      output.say(hint)
      return output
    }
    let snapshot = await session.snapshot()
    let failure = try await fill(&pager, in: session, snapshot: snapshot)
    return show(&pager, failure: failure, in: session, snapshot: snapshot)
  }

  /// Reads the service's pages until the pager holds a page to show.
  ///
  /// One page without a limit (when none is waiting), enough for `limit` entries with one.
  /// A failure ends paging and is returned, to be said after what is shown; a cancellation
  /// is thrown, as every command's is.
  private static func fill(
    _ pager: inout RecentPager, in session: isolated Session, snapshot: LibrarySnapshot
  ) async throws -> ServiceError? {
    let wanted = pager.limit ?? 1
    var read = 0
    while pager.unshown.count < wanted, let cursor = pager.next, read < pagesPerLimitedPage {
      do {
        let page = try await session.library.recentlyPlayed(after: cursor)
        pager.next = page.next
        pager.unshown += shownEntries(page.items, filter: pager.filter, in: snapshot)
        read += 1
        if pager.limit == nil { break }
      } catch let error as ServiceError where error != .cancelled {
        pager.next = nil
        return error
      }
    }
    return nil
  }

  /// The entries of a service page that a listing shows: those the filter keeps, and only
  /// those that can be named (a library track the library still holds, or a catalog song).
  private static func shownEntries(
    _ entries: [RecentlyPlayedEntry], filter: String?, in snapshot: LibrarySnapshot
  ) -> [RecentlyPlayedEntry] {
    let matching = NameFilter(filter)
    return entries.filter { entry in
      if let song = entry.catalogSong { return matching.matches(song.title, song.artistName) }
      guard let track = snapshot.tracksByID[entry.trackID] else { return false }
      return matching.matches(track.title, track.artistName)
    }
  }

  /// Shows the pager's next page, numbers its rows after the ones shown before, and keeps
  /// the pager for `more`.
  private static func show(
    _ pager: inout RecentPager, failure: ServiceError?, in session: isolated Session,
    snapshot: LibrarySnapshot
  ) -> CommandOutput {
    let count = pager.limit.map { min($0, pager.unshown.count) } ?? pager.unshown.count
    let entries = Array(pager.unshown.prefix(count))
    pager.unshown.removeFirst(count)
    let first = pager.listed.count + 1
    pager.listed += entries.compactMap { entry in
      entry.catalogSong.map(ListedRow.song)
        ?? snapshot.tracksByID[entry.trackID].map(ListedRow.track)
    }
    session.catalogs.rows = pager.listed
    session.browse.pager = pager
    let notice = failure.map {
      "could not load more recently played (\($0)); keeping the \(pager.listed.count) shown, "
        + "paging ended"
    }
    var output = CommandOutput(
      MoreDocument(entries: entries, ended: pager.hasEnded, notice: notice))
    if !entries.isEmpty {
      output.say(
        LibraryTables.recent(
          entries, tracks: snapshot.tracksByID, startingAt: first,
          nowPlaying: session.playback.indicator.state))
    }
    if let notice {
      output.add([
        CommandEvent(
          "pagingEnded", message: "notice: " + notice,
          at: Int(session.environment.clock.now.sinceStart.milliseconds),
          fields: ["notice": .text(notice)])
      ])
      return output
    }
    output.say(summary(shown: first..<first + entries.count, pager: pager))
    return output
  }

  /// The line under a page: its rows, or why it has none, and whether `more` has more;
  /// never an empty range such as "1–0".
  private static func summary(shown rows: Range<Int>, pager: RecentPager) -> String {
    if pager.hasEnded {
      return rows.isEmpty && pager.listed.isEmpty
        ? (pager.filter.map { "nothing in recently played matches '\($0)'" }
          ?? "nothing in recently played")
        : "end of recently played"
    }
    let shown =
      rows.isEmpty
      ? pager.filter.map { "nothing on this page matches '\($0)'" }
        ?? "nothing to show on this page"
      : "showing \(rows.lowerBound)–\(rows.upperBound - 1)"
    return "\(shown); 'more' for the next page"
  }
}

/// A page of recently played for `--json`.
private struct MoreDocument: Encodable {
  var entries: [RecentlyPlayedEntry]
  var ended: Bool
  var notice: String?
}
