import DeepCutKit

/// Paging through recently played: `ls recent` shows the first page, `more` the next.
enum RecentPaging {
  /// `ls recent`: the first page of the listening history.
  static func first(_ filter: String?, in session: isolated Session) async throws
    -> CommandOutput
  {
    session.browse.pager = nil
    session.browse.pages = nil
    let library = session.library
    let page = try await session.read("recently played") {
      try await library.recentlyPlayed(after: nil)
    }
    return await show(page, filter: filter, startingAt: 1, in: session)
  }

  /// `more`: the next page of the last paged list.
  ///
  /// A failing page keeps what was shown, says so, and ends paging quietly (the app's rule:
  /// never replace a visible list with an error).
  static func next(in session: isolated Session) async throws -> CommandOutput {
    guard var pager = session.browse.pager, let cursor = pager.next else {
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
    do {
      let page = try await session.library.recentlyPlayed(after: cursor)
      return await show(page, filter: pager.filter, startingAt: pager.shown + 1, in: session)
    } catch let error as ServiceError where error != .cancelled {
      pager.next = nil
      session.browse.pager = pager
      let notice =
        "could not load more recently played (\(error)); "
        + "keeping the \(pager.shown) shown, paging ended"
      var output = CommandOutput(MoreDocument(entries: [], ended: true, notice: notice))
      output.add([
        CommandEvent(
          "pagingEnded", message: "notice: " + notice,
          at: Int(session.environment.clock.now.sinceStart.milliseconds),
          fields: ["notice": .text(notice)])
      ])
      return output
    }
  }

  private static func show(
    _ page: Page<RecentlyPlayedEntry>, filter: String?, startingAt first: Int,
    in session: isolated Session
  ) async -> CommandOutput {
    let snapshot = await session.snapshot()
    let matching = NameFilter(filter)
    let entries = page.items.filter { entry in
      guard let track = snapshot.tracksByID[entry.trackID] else { return filter == nil }
      return matching.matches(track.title, track.artistName)
    }
    session.browse.pager = RecentPager(
      next: page.next, shown: first - 1 + page.items.count, filter: filter)
    var output = CommandOutput(MoreDocument(entries: entries, ended: page.next == nil, notice: nil))
    output.say(
      LibraryTables.recent(
        entries, tracks: snapshot.tracksByID, startingAt: first,
        nowPlaying: session.playback.indicator.state))
    let shown =
      page.items.isEmpty
      ? "nothing the library holds on this page"
      : "showing \(first)–\(first - 1 + page.items.count)"
    output.say(
      page.next == nil
        ? "end of recently played"
        : "\(shown); 'more' for the next page")
    return output
  }
}

/// A page of recently played for `--json`.
private struct MoreDocument: Encodable {
  var entries: [RecentlyPlayedEntry]
  var ended: Bool
  var notice: String?
}
