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
    /// Whether this is the emulated player rather than a real device.
    public var emulated = true
    /// The real device, in a few words (`mpd at /run/mpd/socket`); `nil` for the emulator.
    public var device: String?
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
    /// 0–100, or `nil` when the device has no volume.
    public var volume: Int?

    /// Whether `status` shows the volume: always on a real device; on the emulator once it is
    /// not full, as full is where it rests (so a session that never sets it reads as before).
    var showsVolume: Bool {
      guard let volume else { return false }
      return !emulated || volume != 100
    }
  }

  public var instant: Instant
  public var indicator: IndicatorSide
  public var player: PlayerSide
  /// Whether the indicator shows the player's track in the player's playing state.
  public var agree: Bool
  public var reconcile: Bool

  /// Two columns, one row per aspect, then whether they agree.
  public var description: String { wideLines.joined(separator: "\n") }

  /// The lines of `description`, side by side (before any line break a title holds).
  ///
  /// Each line is built in one string, cell after cell: the player's cell is only clipped, as
  /// the padding after it would be trimmed again.
  private var wideLines: [String] {
    var lines: [String] = []
    lines.reserveCapacity(8)
    lines.append(
      player.device.map { Self.row("", "indicator (app)", "player (\($0))") } ?? Self.header)
    lines.append(
      Self.row(
        "track", title(indicator.title, indicator.artist), title(player.title, player.artist)))
    lines.append(
      Self.row(indicator.isPlaying ? Self.statePlaying : Self.stateNotPlaying, playerState))
    lines.append(Self.row(Self.positionCells, positionText))
    lines.append(Self.row(Self.queueCells, queueText))
    if player.showsVolume { lines.append(Self.row(Self.volumeCells, volumeText)) }
    lines.append(Self.agreeLabel + agreementText)
    lines.append(Self.pendingLabel + pendingText)
    lines.append(Self.reconcileLabel + (reconcile ? "on" : "off"))
    return lines
  }

  /// One side-by-side row: the label, the indicator's cell and the player's, with no trailing
  /// spaces.
  private static func row(_ label: String, _ left: String, _ right: String) -> String {
    row(cells(label, left), right)
  }

  /// A side-by-side row whose label and indicator cell never change, made once (`cells`),
  /// followed by the player's cell.
  private static func row(_ cells: String, _ right: String) -> String {
    var line = cells
    line += DisplayWidth.truncate(right, to: 50)
    return TextColumns.trimmed(line)
  }

  /// The label and indicator cells of a row, and the gap after them.
  private static func cells(_ label: String, _ left: String) -> String {
    TextColumns.fit(label, 10) + TextColumns.fit(left, 36) + "  "
  }

  /// The rows and cells that never change, made once.
  private static let header = row("", "indicator (app)", "player (emulator)")
  private static let statePlaying = cells("state", "▶ playing")
  private static let stateNotPlaying = cells("state", "■ not playing")
  private static let positionCells = cells("position", "")
  private static let queueCells = cells("queue", "")
  private static let volumeCells = cells("volume", "")
  private static let agreeLabel = TextColumns.fit("agree", 10)
  private static let pendingLabel = TextColumns.fit("pending", 10)
  private static let reconcileLabel = TextColumns.fit("reconcile", 10)

  /// Whether a name or label shown holds a line break (which splits its line).
  private var showsLineBreak: Bool {
    Self.breaks(indicator.title) || Self.breaks(indicator.artist) || Self.breaks(player.title)
      || Self.breaks(player.artist) || Self.breaks(indicator.pending?.action)
  }

  private static func breaks(_ text: String?) -> Bool {
    text?.utf8.contains { $0 == 0x0A || $0 == 0x0D } ?? false
  }

  /// The report for a terminal `width` columns wide: side by side from 100 columns; below
  /// that, the indicator's line and the player's one under the other, each within the width.
  public func lines(width: Int) -> [String] {
    guard width < 100 else {
      // Nothing shown holds a line break (nearly always): the lines as built.
      guard showsLineBreak else { return wideLines }
      let lines = wideLines
      // `description` split at its line breaks: these lines, unless one holds a line break
      // (or ends in a carriage return, which the break after it joins). Joining and splitting
      // every time, character by character, cost most of a scripted `status`.
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
      ("position", position), ("queue", queueText),
    ]
    let volumeRow = player.showsVolume ? [("volume", volumeText)] : []
    let rest = [
      ("agree", agreementText), ("pending", pendingText), ("reconcile", reconcile ? "on" : "off"),
    ]
    return (rows + volumeRow + rest).map { label, value in
      TextColumns.clip(TextColumns.fit(label, 10) + value, width)
    }
  }

  private var volumeText: String { player.volume.map { "\($0)%" } ?? "—" }

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

  /// Whether the indicator is ahead of the player, waiting for it to confirm a pending intent
  /// (the latency window): not a disagreement yet, as `trace` marks it (`~`).
  public var awaitsConfirmation: Bool { !agree && indicator.pending != nil }

  private var agreementText: String {
    if agree { return "✓ yes" }
    let says = indicator.isPlaying ? "playing" : "not playing"
    let sameTrack = indicator.trackID == player.trackID
    let detail =
      sameTrack
      ? "the indicator says \(says), the player says \(player.status)"
      : "the indicator shows \(indicator.title ?? "nothing"), the player "
        + (player.title.map { "has \($0)" } ?? "has nothing")
    return (awaitsConfirmation ? "~ awaits confirmation: " : "✗ no: ") + detail
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

extension PlaybackApp {
  /// The report on `device` at `instant`; advance to it first.
  ///
  /// Between deadlines only positions move, so any instant up to the device's next deadline is
  /// exact; later instants are reported as of that deadline.
  public func status(of device: any PlayerDevice, at instant: Instant) -> PlaybackStatusReport {
    let snapshot = device.statusSnapshot(at: max(now, instant))
    let track = snapshot.current?.track
    let shown = indicator.state.track
    let pending = indicator.pending.map { intent in
      PlaybackStatusReport.Pending(
        action: intent.label, since: intent.instant,
        expiresAt: reconciler.expiry(of: indicator))
    }
    return PlaybackStatusReport(
      instant: snapshot.instant,
      indicator: .init(
        trackID: shown?.id, title: shown?.title, artist: shown?.artistName,
        isPlaying: indicator.isPlaying, pending: pending),
      player: .init(
        emulated: device.isEmulated, device: device.isEmulated ? nil : device.summary,
        trackID: track?.id, title: track?.title,
        artist: track?.artistName, entryID: snapshot.current?.id, status: snapshot.view.status,
        isPreparing: snapshot.view.isPreparing,
        positionMilliseconds: snapshot.position.milliseconds,
        durationMilliseconds: track?.duration.milliseconds ?? 0,
        queuePosition: snapshot.currentIndex.map { $0 + 1 },
        queueLength: snapshot.queueLength, repeatMode: snapshot.repeatMode,
        shuffle: snapshot.shuffle, volume: snapshot.volume),
      agree: indicator.state.agrees(with: snapshot.view.truth),
      reconcile: reconciler.isEnabled)
  }
}
