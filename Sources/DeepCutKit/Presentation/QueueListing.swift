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
    /// The app's mark on the row: `▶` or `⏸` when it is the indicator's track (driven by the
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
  /// title (after the indicator's ▶ or ⏸ on its track), artist and length; unplayable tracks
  /// are flagged.
  public var description: String {
    guard !rows.isEmpty else { return "the queue is empty" }
    let width = String(rows.count).count
    var lines = [
      TextColumns.trimmed(
        "   " + TextColumns.right("#", width) + "  " + TextColumns.fit("entry", 6)
          + TextColumns.fit("title", 36) + "  " + TextColumns.fit("artist", 26) + "   time")
    ]
    for row in rows {
      let marker = row.isCurrent ? status.symbol : " "
      let time = DurationText.minutesSeconds(.milliseconds(Int64(row.durationMilliseconds)))
      let flag = row.isPlayable ? "" : "  ✗ unplayable"
      lines.append(
        " \(marker) " + TextColumns.right(String(row.position), width) + "  "
          + TextColumns.fit(row.entryID.description, 6)
          + TextColumns.fit(
            row.indicatorMark.isEmpty ? row.title : "\(row.indicatorMark) \(row.title)", 36)
          + "  "
          + TextColumns.fit(row.artist, 26) + TextColumns.right(time, 7) + flag)
    }
    let count = rows.count == 1 ? "1 entry" : "\(rows.count) entries"
    lines.append("\(count) · repeat \(repeatMode) · shuffle \(shuffle ? "on" : "off")")
    return lines.joined(separator: "\n")
  }
}

extension PlaybackSession {
  /// The queue as `queue` lists it.
  public var queueListing: QueueListing {
    let queue = player.queue
    let rows = queue.entries.enumerated().map { index, entry in
      QueueListing.Row(
        position: index + 1, entryID: entry.id, trackID: entry.track.id,
        title: entry.track.title, artist: entry.track.artistName,
        durationMilliseconds: entry.track.durationMilliseconds,
        isCurrent: entry.id == queue.currentID, isPlayable: entry.track.isPlayable,
        indicatorMark: indicator.state.trackID == entry.track.id
          ? (indicator.state.isPlaying ? "▶" : "⏸") : "")
    }
    return QueueListing(
      rows: rows, status: player.status, repeatMode: queue.repeatMode, shuffle: queue.isShuffled)
  }
}
