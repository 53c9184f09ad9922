import DeepCutKit

/// Where paging through recently played stands, for `more`.
struct RecentPager: Sendable {
  /// The cursor of the next page, or `nil` when paging has ended.
  var next: String?
  /// How many entries were shown so far.
  var shown: Int
  /// The filter the listing started with.
  var filter: String?
}

extension Session {
  /// `ls recent`: the first page of the listening history.
  func listRecent(_ filter: String?) async throws {
    pager = nil
    let page = try await read("recently played") { try await library.recentlyPlayed(after: nil) }
    try await showRecent(page, filter: filter, startingAt: 1)
  }

  /// `more`: the next page of the last paged list.
  ///
  /// A failing page keeps what was shown, says so, and ends paging quietly (the app's rule:
  /// never replace a visible list with an error).
  func showMore() async throws {
    guard var pager, let cursor = pager.next else {
      result(MoreDocument(entries: [], ended: true, notice: "nothing more to show"))
      say("nothing more to show (ls recent starts again)")
      return
    }
    do {
      let page = try await library.recentlyPlayed(after: cursor)
      try await showRecent(page, filter: pager.filter, startingAt: pager.shown + 1)
    } catch let error as ServiceError where error != .cancelled {
      pager.next = nil
      self.pager = pager
      let notice =
        "could not load more recently played (\(error)); "
        + "keeping the \(pager.shown) shown, paging ended"
      result(MoreDocument(entries: [], ended: true, notice: notice))
      announce("notice: " + notice, event: "pagingEnded")
    }
  }

  private func showRecent(_ page: Page<RecentlyPlayedEntry>, filter: String?, startingAt first: Int)
    async throws
  {
    let snapshot = await snapshot()
    let entries = page.items.filter { entry in
      guard let track = snapshot.tracksByID[entry.trackID] else { return filter == nil }
      return matchesFilter(track.title, filter) || matchesFilter(track.artistName, filter)
    }
    pager = RecentPager(next: page.next, shown: first - 1 + page.items.count, filter: filter)
    result(MoreDocument(entries: entries, ended: page.next == nil, notice: nil))
    say(LibraryTables.recent(entries, tracks: snapshot.tracksByID, startingAt: first))
    say(
      page.next == nil
        ? "end of recently played"
        : "showing \(first)–\(first - 1 + page.items.count); 'more' for the next page")
  }
}

/// A page of recently played for `--json`.
private struct MoreDocument: Encodable {
  var entries: [RecentlyPlayedEntry]
  var ended: Bool
  var notice: String?
}
