import DeepCutKit
import Foundation

/// The tables `ls`, `show` and `search` print, one shape per kind of item.
enum LibraryTables {
  /// Artists, numbered as rows of the listing, with their album counts and catalog links; a
  /// simulated catalog's links say so.
  static func artists(
    _ artists: [LibraryArtist], albumCounts: [LibraryArtistID: Int], simulated: Bool
  ) -> Table {
    Table(
      [.init("#", .right), .name("artist"), .init("albums", .right), .id("catalog"), .id()],
      rows: artists.enumerated().map { index, artist in
        [
          String(index + 1), artist.name, String(albumCounts[artist.id] ?? 0),
          artist.catalogID.map { "\(simulated ? "simulated" : "linked") \($0)" } ?? "unmatched",
          artist.id.rawValue,
        ]
      })
  }

  /// Albums, numbered as rows of the listing (`play 3`, `add 3 to …`).
  static func albums(_ albums: [LibraryAlbum], showArtist: Bool = true) -> Table {
    var columns: [Table.Column] = [.init("#", .right), .init("year", .right), .name("album")]
    if showArtist { columns.append(.name("artist")) }
    columns += [.init("type"), .id()]
    return Table(
      columns,
      rows: albums.enumerated().map { index, album in
        var row = [String(index + 1), album.year.map(String.init) ?? "", album.title]
        if showArtist { row.append(album.artistName) }
        return row + [album.releaseType.label, album.id.rawValue]
      })
  }

  /// Tracks, numbered by position (or by disc and track number on an album); the indicator's
  /// track is marked ▶ (playing) or ‖ (not playing), as the app draws its waveform on the row.
  ///
  /// The mark follows the indicator, not the player: with `set reconcile off` a stale ▶ shows
  /// in the list itself.
  /// A track that cannot play on the player in use is marked ✗: `playable` asks the player
  /// (MPD: is its file in MPD's database); without it, the track's own playability decides.
  static func tracks(
    _ tracks: [LibraryTrack], numbering: TrackNumbering, nowPlaying: IndicatorState = .idle,
    playable: ((LibraryTrack) -> Bool)? = nil
  ) -> Table {
    let playable = playable ?? { $0.isPlayable }
    return
      Table(
        [
          .init("#", .right), .name("title"), .name("artist"), .name("album"),
          .init("time", .right), .id(),
        ],
        rows: tracks.enumerated().map { index, track in
          let number: String
          switch numbering {
          case .position: number = String(index + 1)
          case .album:
            number =
              track.discNumber > 1
              ? "\(track.discNumber)-\(track.trackNumber)" : String(track.trackNumber)
          }
          let title =
            mark(track.id, nowPlaying) + (playable(track) ? track.title : track.title + " ✗")
          return [
            number, title, track.artistName, track.albumTitle,
            DurationText.minutesSeconds(track.duration), track.id.rawValue,
          ]
        })
  }

  enum TrackNumbering { case position, album }

  /// Playlists, numbered as rows of the listing (`play 2`, `show 2`).
  static func playlists(_ playlists: [LibraryPlaylist]) -> Table {
    Table(
      [.init("#", .right), .name("playlist"), .init("tracks", .right), .init("editable"), .id()],
      rows: playlists.enumerated().map { index, playlist in
        [
          String(index + 1), playlist.name, String(playlist.trackIDs.count),
          playlist.canEdit ? "yes" : "no", playlist.id.rawValue,
        ]
      })
  }

  /// `▶ ` or `‖ ` before the indicator's track (the marks `status` and `queue` use), nothing
  /// before the others.
  static func mark(_ id: LibraryTrackID, _ nowPlaying: IndicatorState) -> String {
    guard nowPlaying.trackID == id else { return "" }
    return nowPlaying.isPlaying ? "▶ " : "‖ "
  }

  /// Recently played, numbered from `first`; a catalog song the library does not hold says
  /// "not in library" in the last column, as the queue flags an unplayable entry.
  static func recent(
    _ entries: [RecentlyPlayedEntry], tracks: [LibraryTrackID: LibraryTrack], startingAt first: Int,
    nowPlaying: IndicatorState = .idle
  ) -> Table {
    Table(
      [.init("#", .right), .init("played (UTC)"), .name("title"), .name("artist"), .init("")],
      rows: entries.enumerated().map { index, entry in
        let track = tracks[entry.trackID]
        let title = entry.catalogSong?.title ?? track?.title ?? entry.trackID.rawValue
        return [
          String(first + index), timestamp(entry.playedAt), mark(entry.trackID, nowPlaying) + title,
          entry.catalogSong?.artistName ?? track?.artistName ?? "",
          entry.catalogSong == nil ? "" : "not in library",
        ]
      })
  }

  /// `2025-12-30 21:14`, in UTC so every machine prints the same.
  static func timestamp(_ date: Date) -> String {
    timestampFormatter.string(from: date)
  }

  /// Made once: a formatter is costly to create, and the feed stamps 1,610 artists.
  private static let timestampFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter
  }()

  /// "1 track", "12 tracks", "2 queue entries".
  static func count(_ number: Int, _ noun: String) -> String {
    guard number != 1 else { return "1 \(noun)" }
    return noun.hasSuffix("y") ? "\(number) \(noun.dropLast())ies" : "\(number) \(noun)s"
  }
}

/// A filter typed by a person (`ls tracks blue`): a name matches when it contains the filter,
/// both folded (ignoring case and accents); no filter, or an empty one, matches every name.
///
/// Folded once for a whole listing, and compared as `NameResolver.contains` compares (ASCII
/// as bytes, Foundation's `contains` otherwise, with the same answers).
struct NameFilter {
  private let folded: String?

  init(_ filter: String?) {
    folded = filter.flatMap { $0.isEmpty ? nil : NameFolding.fold($0) }
  }

  /// Whether any of `names` matches.
  func matches(_ names: String...) -> Bool {
    guard let folded else { return true }
    return names.contains { TextSearch.contains(NameFolding.fold($0), folded) }
  }
}
