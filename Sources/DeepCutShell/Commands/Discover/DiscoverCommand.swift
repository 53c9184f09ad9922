import DeepCutKit
import Foundation

extension CommandSpec {
  /// `discover [refresh [--batch N] | status]`: the incremental, ranked deep-cut feed.
  static let discover = CommandSpec(
    name: "discover", group: .discover,
    usage: ["discover", "discover refresh [--batch N]", "discover status"],
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
    options: [
      OptionSpec("--batch", value: "N", summary: "artists to check in this refresh (default 40)")
    ],
    isQuery: true,
    complete: { request in request.arguments.isEmpty ? .word(request, ["refresh", "status"]) : nil
    },
    run: { session, invocation in
      let action = try invocation[0].map { word throws(CommandError) in
        try Keyword.match(word, among: ["refresh", "status"], what: "discover action")
      }
      switch action {
      case "refresh"?:
        var batch = DiscoverFeed.defaultBatchSize
        if let text = invocation.options["--batch"] {
          guard let value = Int(text), (1...10_000).contains(value) else {
            throw CommandError("--batch takes a number of artists from 1 to 10000, not '\(text)'")
          }
          batch = value
        }
        try await session.refreshFeed(batch: batch)
      case "status"?:
        let status = try await session.read("the library's artists") {
          try await session.feed.status(of: session.loadFeedCache())
        }
        session.result(FeedStatusDocument(status, catalog: session.catalogLabel))
        session.say(lines: FeedText.status(status, catalog: session.catalogLabel))
      default:
        try await session.showFeed()
      }
    })
}

extension Session {
  func refreshFeed(batch: Int) async throws {
    let cache = loadFeedCache()
    let progress = FeedProgressLine(environment: environment)
    let refresh: FeedRefresh
    do {
      refresh = try await feed.refresh(cache, batchSize: batch) { progress.show($0) }
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
    saveFeedCache(refresh.cache)
    result(RefreshDocument(refresh, catalog: catalogLabel))
    say(FeedText.refreshSummary(refresh, catalog: catalogLabel))
    if !refresh.failures.isEmpty {
      warn(
        "\(refresh.failures.count) of \(refresh.checks.count) artists failed; their earlier results "
          + "are kept: " + refresh.failures.prefix(5).map(\.description).joined(separator: "; ")
          + (refresh.failures.count > 5 ? "; …" : ""))
    }
  }

  func showFeed() async throws {
    let view = try await read("the library's artists") { try await feed.view(of: loadFeedCache()) }
    result(FeedDocument(view, catalog: catalogLabel))
    say(lines: FeedText.feed(view, catalog: catalogLabel))
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
