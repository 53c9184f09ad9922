import Foundation

/// One play in the user's listening history, newest first in every list.
public struct RecentlyPlayedEntry: Hashable, Sendable, Codable {
  public var trackID: LibraryTrackID
  public var playedAt: Date

  public init(trackID: LibraryTrackID, playedAt: Date) {
    self.trackID = trackID
    self.playedAt = playedAt
  }
}
