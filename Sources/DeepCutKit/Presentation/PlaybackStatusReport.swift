/// The indicator and the player side by side at one instant: what `status` prints, and what
/// `status --json` encodes.
public struct PlaybackStatusReport: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The app's side: what the now-playing indicator shows.
  public struct IndicatorSide: Hashable, Sendable, Codable {
    public var trackID: LibraryTrackID?
    public var title: String?
    public var artist: String?
    public var isPlaying: Bool
    public var pending: Pending?
  }

  /// An intent still waiting for the player.
  public struct Pending: Hashable, Sendable, Codable {
    public var action: String
    public var since: Instant
    /// When it yields to the truth if still unconfirmed.
    public var expiresAt: Instant?
  }

  /// The emulator's side: the truth.
  public struct PlayerSide: Hashable, Sendable, Codable {
    /// Always true: this is an emulated player, not a device.
    public var emulated = true
    public var trackID: LibraryTrackID?
    public var title: String?
    public var artist: String?
    public var entryID: QueueEntryID?
    public var status: PlaybackStatus
    public var isPreparing: Bool
    public var positionMilliseconds: Int64
    public var durationMilliseconds: Int64
    /// 1-based position of the current entry in play order.
    public var queuePosition: Int?
    public var queueLength: Int
    public var repeatMode: RepeatMode
    public var shuffle: Bool
  }

  public var instant: Instant
  public var indicator: IndicatorSide
  public var player: PlayerSide
  /// Whether the indicator shows the player's track in the player's playing state.
  public var agree: Bool
  public var reconcile: Bool

  /// Two columns, one row per aspect, then whether they agree.
  public var description: String { wideLines.joined(separator: "\n") }

  /// The lines of `description` (before any line break a title holds).
  private var wideLines: [String] {
    let rows = [
      ("", "indicator (app)", "player (emulator)"),
      ("track", title(indicator.title, indicator.artist), title(player.title, player.artist)),
      ("state", indicator.isPlaying ? "▶ playing" : "■ not playing", playerState),
      ("position", "", positionText), ("queue", "", queueText),
    ]
    let sideBySide = rows.map { label, left, right in
      // The player's cell is only clipped: its padding would be trimmed with the line's end.
      TextColumns.trimmed(
        TextColumns.fit(label, 10) + TextColumns.fit(left, 36) + "  "
          + DisplayWidth.truncate(right, to: 50))
    }
    let below = [
      ("agree", agreementText), ("pending", pendingText), ("reconcile", reconcile ? "on" : "off"),
    ]
    return sideBySide + below.map { TextColumns.fit($0, 10) + $1 }
  }

  /// The report for a terminal `width` columns wide: side by side from 100 columns; below
  /// that, the indicator's line and the player's one under the other, each within the width.
  public func lines(width: Int) -> [String] {
    guard width < 100 else {
      let lines = wideLines
      // A title may hold a line break, or end a line in a carriage return that joins the break
      // after it: then the lines are `description`'s, split character by character.
      guard lines.contains(where: { $0.utf8.contains { $0 == 0x0A || $0 == 0x0D } }) else {
        return lines
      }
      return description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let position = positionText
    let rows = [
      (
        "app",
        (indicator.isPlaying ? "▶ playing" : "■ not playing") + "  "
          + title(indicator.title, indicator.artist)
      ),
      ("player", playerState + "  " + title(player.title, player.artist)),
      ("position", position), ("queue", queueText), ("agree", agreementText),
      ("pending", pendingText), ("reconcile", reconcile ? "on" : "off"),
    ]
    return rows.map { label, value in
      TextColumns.clip(TextColumns.fit(label, 10) + value, width)
    }
  }

  private var positionText: String {
    guard player.trackID != nil else { return "—" }
    return minutesSeconds(player.positionMilliseconds) + " / "
      + minutesSeconds(player.durationMilliseconds)
  }

  private var playerState: String {
    let state = player.status.symbol + " " + player.status.description
    return player.isPreparing ? state + " (preparing)" : state
  }

  private var queueText: String {
    guard player.queueLength > 0 else { return "empty" }
    var text = player.queuePosition.map(String.init) ?? "–"
    text += "/"
    text += String(player.queueLength)
    if let entry = player.entryID {
      text += " ("
      text += entry.description
      text += ")"
    }
    text += " · repeat "
    text += player.repeatMode.description
    text += player.shuffle ? " · shuffle on" : " · shuffle off"
    return text
  }

  private var agreementText: String {
    if agree { return "✓ yes" }
    let says = indicator.isPlaying ? "playing" : "not playing"
    let sameTrack = indicator.trackID == player.trackID
    let detail =
      sameTrack
      ? "the indicator says \(says), the player says \(player.status)"
      : "the indicator shows \(indicator.title ?? "nothing"), the player "
        + (player.title.map { "has \($0)" } ?? "has nothing")
    return "✗ no: " + detail
  }

  private var pendingText: String {
    guard let pending = indicator.pending else { return "—" }
    let expiry = pending.expiresAt.map { ", yields at \($0)" } ?? ""
    return "\(pending.action) since \(pending.since)\(expiry)"
  }

  private func title(_ title: String?, _ artist: String?) -> String {
    guard let title else { return "—" }
    return artist.map { "\(title) — \($0)" } ?? title
  }

  private func minutesSeconds(_ milliseconds: Int64) -> String {
    DurationText.minutesSeconds(.milliseconds(milliseconds))
  }
}

extension PlaybackSession {
  /// The report at `instant`; advance to it first.
  ///
  /// Between deadlines only positions move, so any instant up to the player's next deadline is
  /// exact; later instants are reported as of that deadline.
  public func status(at instant: Instant) -> PlaybackStatusReport {
    let at = max(now, min(instant, player.nextDeadline ?? instant))
    let track = player.currentEntry?.track
    let shown = indicator.state.track
    let pending = indicator.pending.map { intent in
      PlaybackStatusReport.Pending(
        action: intent.label, since: intent.instant,
        expiresAt: reconciler.expiry(of: indicator))
    }
    return PlaybackStatusReport(
      instant: at,
      indicator: .init(
        trackID: shown?.id, title: shown?.title, artist: shown?.artistName,
        isPlaying: indicator.isPlaying, pending: pending),
      player: .init(
        trackID: track?.id, title: track?.title, artist: track?.artistName,
        entryID: player.currentEntry?.id, status: player.status,
        isPreparing: player.isPreparing,
        positionMilliseconds: player.position(at: at).milliseconds,
        durationMilliseconds: track?.duration.milliseconds ?? 0,
        queuePosition: player.queue.currentIndex.map { $0 + 1 },
        queueLength: player.queue.count, repeatMode: player.queue.repeatMode,
        shuffle: player.queue.isShuffled),
      agree: indicator.state.agrees(with: player.view.truth),
      reconcile: reconciler.isEnabled)
  }
}
