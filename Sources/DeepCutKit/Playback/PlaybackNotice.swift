/// A line the shell prints because something happened that the user did not just type:
/// a track started or ended, a start failed, the reconciler corrected the indicator.
public struct PlaybackNotice: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    case nowPlaying(LibraryTrack)
    case queueEnded
    /// A start failed; `rolledBack` when it withdrew the indicator's optimistic change.
    case playFailed(LibraryTrack, reason: String, rolledBack: Bool)
    /// The reconciler changed the indicator.
    case reconciled(Correction)
  }

  public var instant: Instant
  public var kind: Kind

  public init(instant: Instant, kind: Kind) {
    self.instant = instant
    self.kind = kind
  }

  /// Whether the line reports a failure (the shell may print it to stderr).
  public var isFailure: Bool {
    if case .playFailed = kind { return true }
    return false
  }

  public var description: String {
    switch kind {
    case .nowPlaying(let track):
      "♪ now playing: \(track.title) — \(track.artistName)"
        + (track.isCatalogPreview ? " (catalog preview of '\(track.albumTitle)')" : "")
    case .queueEnded: "■ queue ended"
    case .playFailed(let track, let reason, let rolledBack):
      "✗ could not play \(track.title): \(reason)\(rolledBack ? " (indicator rolled back)" : "")"
    case .reconciled(let correction): "↺ reconciled: \(correction)"
    }
  }
}
