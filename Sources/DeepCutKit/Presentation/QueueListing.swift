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
    return table + "\n" + summary
  }

  /// The header and the rows of `description`, without its summary line (a page of
  /// `ls queue --limit N` shows some of the rows).
  public var table: String {
    let width = String(rows.map(\.position).max() ?? 0).count
    var text = Self.header(width: width)
    for row in rows {
      text += "\n "
      text += row.isCurrent ? status.symbol : " "
      text += " "
      text += TextColumns.right(String(row.position), width)
      text += "  "
      text += TextColumns.fit(row.entryID.description, 6)
      let agrees = row.isCurrent && row.indicatorMark == status.symbol
      let title =
        row.indicatorMark.isEmpty || agrees ? row.title : row.indicatorMark + " " + row.title
      text += TextColumns.fit(title, 36)
      text += "  "
      text += TextColumns.fit(row.artist, 26)
      let time = DurationText.minutesSeconds(.milliseconds(Int64(row.durationMilliseconds)))
      text += TextColumns.right(time, 7)
      if !row.isPlayable { text += "  ✗ unplayable" }
    }
    return text
  }

  /// `6 entries · repeat off · shuffle off`.
  public var summary: String {
    let count = rows.count == 1 ? "1 entry" : "\(rows.count) entries"
    return "\(count) · repeat \(repeatMode) · shuffle \(shuffle ? "on" : "off")"
  }

  /// The column titles, for positions `width` digits wide.
  private static func header(width: Int) -> String {
    TextColumns.trimmed(
      "   " + TextColumns.right("#", width) + "  " + TextColumns.fit("entry", 6)
        + TextColumns.fit("title", 36) + "  " + TextColumns.fit("artist", 26) + "   time")
  }

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
