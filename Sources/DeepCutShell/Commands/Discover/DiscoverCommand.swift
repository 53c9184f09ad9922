import DeepCutKit
import Foundation

/// `discover [refresh [--batch N] | status]`: the incremental, ranked deep-cut feed.
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
        """,
      examples: ["discover refresh", "discover", "discover refresh --batch 10", "discover status"],
      signature: .subcommands(Action.self, noun: "discover action", options: [batch.spec]),
      usage: ["discover", "discover refresh [--batch N]", "discover status"], isQuery: true)
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
      let view = try await session.read("the library's artists") { try await feed.view(of: cache) }
      var output = CommandOutput(FeedDocument(view, catalog: session.catalogLabel))
      output.say(lines: FeedText.feed(view, catalog: session.catalogLabel))
      return output
    }
  }

  static func refresh(batch: Int, in session: isolated Session) async throws -> CommandOutput {
    let cache = session.loadFeedCache()
    let progress = FeedProgressLine(environment: session.environment)
    let refresh: FeedRefresh
    do {
      refresh = try await session.feed.refresh(cache, batchSize: batch) { progress.show($0) }
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

/// Shows refresh progress on stderr at a terminal, once a refresh takes more than a moment.
struct FeedProgressLine: Sendable {
  let environment: Environment
  let started = ContinuousClock.now

  func show(_ progress: FeedProgress) {
    guard environment.showsProgress, ContinuousClock.now - started > .milliseconds(200) else {
      return
    }
    let text = "checking \(progress.position)/\(progress.count): \(progress.artist.name)"
    environment.output.write("\r\u{1B}[K" + DisplayWidth.truncate(text, to: 78), to: .standardError)
  }

  func clear() {
    guard environment.showsProgress else { return }
    environment.output.write("\r\u{1B}[K", to: .standardError)
  }
}
