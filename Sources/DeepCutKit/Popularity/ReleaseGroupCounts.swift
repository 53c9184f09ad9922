import Foundation

/// How much one release group is listened to, as ListenBrainz counted it, and when that was
/// asked.
///
/// Both counts are `nil` when ListenBrainz knows no listens of the release group (it answers
/// null for an MBID it has no row for, not an error); that answer is kept too, with its fetch
/// time, so an unlistened release group is not asked about again for a week. The counts are
/// sums over ListenBrainz's own listens and the MLHD+ data set, so `listeners` is not strictly
/// a count of distinct people.
public struct ReleaseGroupCounts: Codable, Hashable, Sendable {
  /// Listens in all (`total_listen_count`).
  public var listens: Int?
  /// Listeners in all (`total_user_count`).
  public var listeners: Int?
  /// When ListenBrainz gave these counts.
  public var fetched: Date

  public init(listens: Int?, listeners: Int?, fetched: Date) {
    self.listens = listens
    self.listeners = listeners
    self.fetched = fetched
  }
}
