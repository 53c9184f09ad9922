/// The queue in play order with the current entry marked: what `queue` prints, and what
/// `queue --json` encodes.
public struct QueueListing: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One entry.
  public struct Row: Hashable, Sendable, Codable {
    /// 1-based position in play order.
    public var position: Int
    public var entryID: QueueEntryID
    public var trackID: LibraryTrackID
    public var title: String
    public var artist: String
    public var durationMilliseconds: Int
    public var isCurrent: Bool
    public var isPlayable: Bool
    /// The app's mark on the row: `▶` or `‖` when it is the indicator's track (driven by the
    /// indicator, so a stale mark shows with reconcile off), else empty.
    public var indicatorMark: String
  }

  public var rows: [Row]
  public var status: PlaybackStatus
  public var repeatMode: RepeatMode
  public var shuffle: Bool

  /// The listing as a table that fits 100 columns.
  ///
  /// Columns: a marker (the player's status glyph on the current entry), position, entry id,
  /// title (after the indicator's ▶ or ‖ on its track, unless it is the current entry's glyph
  /// already: one mark where both sides agree), artist and length; unplayable tracks are
  /// flagged.
  public var description: String {
    guard !rows.isEmpty else { return "the queue is empty" }
    let width = String(rows.count).count
    // One string, each cell appended in place (as `status` does).
    var text = width == 1 ? Self.shortHeader : Self.header(width: width)
    text.reserveCapacity(text.utf8.count + rows.count * 112 + 48)
    for row in rows {
      text += "\n "
      text += row.isCurrent ? status.symbol : " "
      text += " "
      TextColumns.append(String(row.position), rightAlignedTo: width, to: &text)
      text += "  "
      TextColumns.append(row.entryID.description, fittedTo: 6, to: &text)
      let agrees = row.isCurrent && row.indicatorMark == status.symbol
      let title =
        row.indicatorMark.isEmpty || agrees ? row.title : row.indicatorMark + " " + row.title
      TextColumns.append(title, fittedTo: 36, to: &text)
      text += "  "
      TextColumns.append(row.artist, fittedTo: 26, to: &text)
      let time = DurationText.minutesSeconds(.milliseconds(Int64(row.durationMilliseconds)))
      TextColumns.append(time, rightAlignedTo: 7, to: &text)
      if !row.isPlayable { text += "  ✗ unplayable" }
    }
    let count = rows.count == 1 ? "1 entry" : "\(rows.count) entries"
    text += "\n\(count) · repeat \(repeatMode) · shuffle \(shuffle ? "on" : "off")"
    return text
  }

  /// The column titles, for positions `width` digits wide.
  private static func header(width: Int) -> String {
    TextColumns.trimmed(
      "   " + TextColumns.right("#", width) + "  " + TextColumns.fit("entry", 6)
        + TextColumns.fit("title", 36) + "  " + TextColumns.fit("artist", 26) + "   time")
  }

  /// The column titles of a queue under ten entries, made once.
  private static let shortHeader = header(width: 1)
}

extension PlaybackApp {
  /// The queue of `device` as `queue` lists it.
  public func queueListing(of device: any PlayerDevice) -> QueueListing {
    let snapshot = device.snapshot(at: now)
    let currentID = snapshot.current?.id
    let rows = snapshot.entries.enumerated().map { index, entry in
      QueueListing.Row(
        position: index + 1, entryID: entry.id, trackID: entry.track.id,
        title: entry.track.title, artist: entry.track.artistName,
        durationMilliseconds: entry.track.durationMilliseconds,
        isCurrent: entry.id == currentID, isPlayable: entry.track.isPlayable,
        indicatorMark: indicator.state.trackID == entry.track.id
          ? (indicator.state.isPlaying
            ? PlaybackStatus.playing.symbol : PlaybackStatus.paused.symbol) : "")
    }
    return QueueListing(
      rows: rows, status: snapshot.view.status, repeatMode: snapshot.repeatMode,
      shuffle: snapshot.shuffle)
  }
}
