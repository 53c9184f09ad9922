/// When a refresh that found nothing is an error rather than "nothing new".
///
/// `old` is the app's original guard, kept to reproduce its bug (`set feed-guard old`);
/// `current` is the rule the feed follows.
public enum FeedGuard: String, Hashable, Sendable, CaseIterable {
  /// The app's original check: "did every artist fail?". A batch where most lookups failed and
  /// a few came back empty passes it, and an empty feed then reads "all caught up".
  case old
  /// A batch where every artist either failed or came back with an empty discography although
  /// the library owns albums of it is an error: no artist got a usable answer. An empty feed
  /// is "all caught up" only under `FeedStatus.isAllCaughtUp`'s stricter rule.
  case current = "new"

  /// Whether a finished batch of `checks` is an error under this guard.
  public func rejects(_ checks: [ArtistCheck]) -> Bool {
    let failed = checks.count(where: { $0.failure != nil })
    switch self {
    case .old:
      return !checks.isEmpty && failed == checks.count
    case .current:
      let empty = checks.count(where: \.isEmptyForOwner)
      let usable = checks.contains { $0.check?.cuts != nil && !$0.isEmptyForOwner }
      return failed + empty > 0 && !usable
    }
  }

  /// Whether an empty feed may say "all caught up": under the old guard whenever there are no
  /// cuts (the bug), under the current one only by `FeedStatus.isAllCaughtUp`.
  public func saysAllCaughtUp(_ status: FeedStatus) -> Bool {
    switch self {
    case .old: status.artists > 0 && status.cuts == 0
    case .current: status.isAllCaughtUp
    }
  }
}
