import Foundation

/// The listening history's rules: when a play counts, and how the recently played list grows.
///
/// **When a play counts** (our choice, documented since MusicKit does not say when Apple Music
/// adds a song to `/v1/me/recent/played/tracks`): after 30 seconds of listening at normal speed,
/// the threshold at which Apple Music, like the other streaming services, counts a stream; a
/// track shorter than that counts when it has played to its end. The player decides
/// (`Player.takeCountedPlays()`), from its own timeline: what the indicator shows plays no part,
/// so with `set reconcile off` the history still holds only what really played.
///
/// **The list**: newest first, one entry per track (playing a track again moves it to the top,
/// as the Music app's Recently Played does), at most 50 entries, about what the API serves.
/// Catalog previews are not library songs and are not recorded.
public enum ListeningHistory {
  /// Listening time after which a play counts.
  public static let countsAfter: Duration = .seconds(30)
  /// The longest history kept.
  public static let capacity = 50

  /// The listening time after which a track of `duration` counts as played.
  public static func threshold(for duration: Duration) -> Duration {
    min(countsAfter, duration)
  }

  /// `history` (newest first) with `track` played at `date` on top.
  public static func recording(
    _ track: LibraryTrackID, at date: Date, in history: [RecentlyPlayedEntry]
  ) -> [RecentlyPlayedEntry] {
    let rest = history.lazy.filter { $0.trackID != track }.prefix(capacity - 1)
    return [RecentlyPlayedEntry(trackID: track, playedAt: date)] + rest
  }

  /// `history` with the plays earlier sessions saved (`ListeningHistoryFile`) taken in: newest
  /// first by date, one entry per track (its latest play), at most `capacity`; saved plays of
  /// tracks the library does not hold (`holds` says) are left out.
  public static func merging(
    _ saved: [RecentlyPlayedEntry], into history: [RecentlyPlayedEntry],
    holds: (LibraryTrackID) -> Bool
  ) -> [RecentlyPlayedEntry] {
    let all = (saved.filter { holds($0.trackID) } + history).sorted { $0.playedAt > $1.playedAt }
    var seen = Set<LibraryTrackID>()
    var kept: [RecentlyPlayedEntry] = []
    for entry in all where kept.count < capacity && seen.insert(entry.trackID).inserted {
      kept.append(entry)
    }
    return kept
  }
}

/// A track the player counted as played, and when.
public struct CountedPlay: Hashable, Sendable {
  public var track: LibraryTrack
  public var instant: Instant

  public init(track: LibraryTrack, instant: Instant) {
    self.track = track
    self.instant = instant
  }
}
