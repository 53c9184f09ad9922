import DeepCutKit
import Foundation

/// `discover [refresh [--batch N] | status]`: the incremental, ranked deep-cut feed; `--sort`
/// orders each artist's cuts by listeners, `--across` ranks the whole feed's cuts together.
enum DiscoverCommand {
  enum Action: String, CaseIterable {
    case refresh, status
  }

  static let batch = Option<Int>.value(
    "--batch", "N", summary: "artists to check in this refresh (default 40)",
    default: DiscoverFeed.defaultBatchSize
  ) { text throws(CommandError) in
    guard let value = Int(text), (1...10_000).contains(value) else {
      throw CommandError("--batch takes a number of artists from 1 to 10000, not '\(text)'")
    }
    return value
  }

  static let across = Option<Bool>.flag(
    "--across", summary: "rank every cut of the feed together by --sort, not artist by artist")

  static let command = Command(
    CommandSpec(
      name: "discover", group: .discover,
      summary: "the ranked feed of deep cuts; 'refresh' checks the next batch of artists",
      details: """
        A refresh checks the next 40 artists (--batch N) in rotation and caches each one's cuts
        with the time it was checked, so a large library is covered over several refreshes
        instead of ~1,600 requests at once. The feed is everything cached, ranked: artists you
        have not played recently first (discovery favours the forgotten), then the longest
        unchecked. A refresh in which every artist failed is an error, never "all caught up";
        Ctrl-C during a refresh keeps the previous cache as it was.
        With the MusicBrainz catalog a refresh also fetches the cuts' listeners from
        ListenBrainz (a request per 1,000 cuts); --sort popular or deep orders each artist's
        cuts by them, and --across ranks the whole feed's cuts in one list.
        """,
      examples: [
        "discover refresh", "discover", "discover --limit 5", "more", "discover refresh --batch 10",
        "discover status", "discover --sort deep", "discover --sort popular --across",
      ],
      signature: .subcommands(
        Action.self, noun: "discover action",
        options: [batch.spec, LimitedListing.limit.spec, CutSortOption.sort.spec, across.spec]),
      usage: [
        "discover [--limit N] [--sort year|popular|deep] [--across]",
        "discover refresh [--batch N]", "discover status",
      ],
      isQuery: true)
  ) { session, arguments in
    switch arguments.subcommand(Action.self) {
    case .refresh: return try await refresh(batch: arguments[Self.batch], in: session)
    case .status:
      let feed = session.feed
      let cache = session.loadFeedCache()
      let status = try await session.read("the library's artists") {
        try await feed.status(of: cache)
      }
      var output = CommandOutput(FeedStatusDocument(status, catalog: session.catalogLabel))
      output.say(lines: FeedText.status(status, catalog: session.catalogLabel))
      return output
    case nil:
      let feed = session.feed
      let cache = session.loadFeedCache()
      var listed = try await session.read("the library's artists") {
        try await feed.view(of: cache)
      }
      let catalog = session.catalogLabel
      let sort = arguments[CutSortOption.sort]
      // The cache's counts only: the feed is shown at once, a refresh fetches what is missing.
      let counts = try await CutCounts.lookup(
        listed.items.flatMap(\.cuts.cuts), sort: sort, fetch: false, in: session)
      for index in listed.items.indices {
        listed.items[index].cuts.cuts = counts.sorted(listed.items[index].cuts.cuts, by: sort)
      }
      let view = listed
      let allCaughtUp = feed.feedGuard.saysAllCaughtUp(view.status)
      if arguments[Self.across] {
        return FeedRanking.output(
          view, sort: sort, counts: counts, limit: arguments[LimitedListing.limit],
          catalog: catalog, allCaughtUp: allCaughtUp, in: session)
      }
      // Rows are numbered over the whole feed, so `add 7` means the same on every page.
      session.catalogs.list(FeedText.rows(view))
      let shows = FeedText.Counts(counts, sort: sort)
      guard let limit = arguments[LimitedListing.limit], limit < view.items.count else {
        var output = CommandOutput(FeedDocument(view, catalog: catalog, counts: counts))
        output.say(
          lines: FeedText.feed(view, catalog: catalog, allCaughtUp: allCaughtUp, counts: shows))
        return output
      }
      // The feed's first `limit` artists, then `more` for the next ones.
      var first = view
      first.items = []
      first.unmatched = []
      first.failures = []
      var output = CommandOutput()
      output.say(
        lines: FeedText.feed(first, catalog: catalog, allCaughtUp: allCaughtUp).prefix(1).map {
          $0
        })
      if let note = shows.note(for: view) { output.say(note) }
      let page = LimitedListing.start(
        total: view.items.count, limit: limit, noun: "artist", in: session
      ) { range in
        var shown = view
        shown.items = Array(view.items[range])
        var row = view.items[..<range.lowerBound].reduce(0) {
          $0 + min($1.cuts.cuts.count, FeedText.cutsPerArtist)
        }
        var output = CommandOutput(FeedDocument(shown, catalog: catalog, counts: counts))
        for item in shown.items {
          output.say(lines: [""] + FeedText.item(item, firstRow: row, counts: shows))
          row += min(item.cuts.cuts.count, FeedText.cutsPerArtist)
        }
        return output
      }
      output.value = page.value
      output.append(page)
      return output
    }
  }

  static func refresh(batch: Int, in session: isolated Session) async throws -> CommandOutput {
    let cache = session.loadFeedCache()
    let progress = FeedProgressLine(environment: session.environment)
    let refresh: FeedRefresh
    do {
      refresh = try await session.feed.refresh(cache, batchSize: batch) { progress.show($0) }
    } catch FeedError.everyArtistFailed(let failures)
      where failures.allSatisfy({ $0.reason.hasPrefix("MusicBrainz is unreachable") })
    {
      // One line that says what is wrong and how to carry on, not 40 copies of it.
      progress.clear()
      throw CommandError(
        "discover refresh failed: \(failures[0].reason); the feed was not changed")
    } catch let error as FeedError {
      progress.clear()
      throw CommandError("discover refresh failed: \(error); the feed was not changed")
    } catch let error as ServiceError where error != .cancelled {
      progress.clear()
      throw CommandError("discover refresh failed: \(error); the feed was not changed")
    } catch {
      progress.clear()
      throw error
    }
    progress.clear()
    session.saveFeedCache(refresh.cache)
    var output = CommandOutput(RefreshDocument(refresh, catalog: session.catalogLabel))
    output.say(FeedText.refreshSummary(refresh, catalog: session.catalogLabel))
    if let note = try await fetchCounts(after: refresh, in: session) { output.say(note) }
    // Tagged albums matched by title instead: each line once, however many artists said it.
    var seen = Set<String>()
    let warnings = refresh.checks.flatMap(\.warnings).filter { seen.insert($0).inserted }
    for warning in warnings.prefix(5) { output.warn(warning) }
    if warnings.count > 5 { output.warn("… and \(warnings.count - 5) more about tagged albums") }
    if !refresh.failures.isEmpty {
      output.warn(
        "\(refresh.failures.count) of \(refresh.checks.count) artists failed; their earlier "
          + "results are kept: "
          + refresh.failures.prefix(5).map(\.description).joined(separator: "; ")
          + (refresh.failures.count > 5 ? "; …" : ""))
    }
    return output
  }
}

extension DiscoverCommand {
  /// Fetches the listeners of the cuts this refresh found, and of every cached cut whose
  /// counts were never fetched.
  ///
  /// One request per 1,000 cuts (a failed earlier try is made good here). Says what it got,
  /// or what is still missing; `nil` without ListenBrainz.
  static func fetchCounts(after refresh: FeedRefresh, in session: isolated Session) async throws
    -> String?
  {
    guard let popularity = session.popularity else { return nil }
    let found = refresh.checks.flatMap { $0.check?.cuts?.cuts ?? [] }
    let cached = refresh.cache.entries.values.flatMap { $0.check?.cuts?.cuts ?? [] }
    let unfetched = Set(popularity.cachedCounts(of: cached.map(\.id.rawValue)).missing)
    var seen = Set<CatalogReleaseID>()
    let wanted = (found + cached.filter { unfetched.contains($0.id.rawValue) }).filter {
      seen.insert($0.id).inserted
    }
    guard !wanted.isEmpty else { return nil }
    do {
      let counts = try await CutCounts.lookup(wanted, sort: .year, fetch: true, in: session)
      return counts.note(for: wanted, sort: .year, next: "discover refresh")
    } catch is CancellationError {
      // The feed is saved by now: Ctrl-C here skips only the counts.
      return "listener counts not fetched (cancelled): 'discover refresh' fetches them"
    }
  }
}

/// Shows refresh progress on stderr at a terminal, once a refresh takes more than a moment:
/// `checking 12 of 40: Acid Bath (about 0:58 left)`, on one line that updates.
struct FeedProgressLine: Sendable {
  let environment: Environment
  let started = ContinuousClock.now

  func show(_ progress: FeedProgress) {
    let elapsed = ContinuousClock.now - started
    guard environment.showsProgress, elapsed > .milliseconds(200) else { return }
    let text =
      "checking \(progress.position) of \(progress.count): \(progress.artist.name)"
      + Self.timeLeft(elapsed: elapsed, done: progress.position - 1, of: progress.count)
    environment.output.write("\r\u{1B}[K" + DisplayWidth.truncate(text, to: 78), to: .standardError)
  }

  /// ` (about 1:10 left)`, from the pace so far; empty before the first artist is done.
  static func timeLeft(elapsed: Duration, done: Int, of count: Int) -> String {
    guard done > 0, count > done else { return "" }
    let left = elapsed / done * (count - done)
    return " (about \(DurationText.minutesSeconds(left)) left)"
  }

  func clear() {
    guard environment.showsProgress else { return }
    environment.output.write("\r\u{1B}[K", to: .standardError)
  }
}
