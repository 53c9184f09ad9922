/// What an import read, kept and left out: the figures the shell prints after loading.
public struct LibraryImportSummary: Hashable, Sendable, Codable {
  /// Why an entry of `Tracks` is not in the library: it is not music.
  public enum LeftOutReason: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case podcast
    case video
    case audiobook
    case voiceMemo = "voice memo"
    /// An internet stream (`Track Type` `URL`).
    case stream

    /// The reason's name for a count of items (`3 voice memos`).
    public var plural: String { rawValue + "s" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The file's name or path, as given to the importer.
  public var source = ""
  /// How many entries `Tracks` held, music or not.
  public var entriesRead = 0
  public var tracks = 0
  /// How many of `tracks` are Apple Music tracks (the rest are local files and other cloud items).
  public var appleMusicTracks = 0
  public var artists = 0
  public var albums = 0
  public var playlists = 0
  public var recentlyPlayed = 0
  /// Entries of `Tracks` left out, by reason.
  public var leftOut: [LeftOutReason: Int] = [:]
  /// Local and Apple Music copies of one song folded into the other copy.
  public var duplicatesFolded = 0
  /// Tracks without an `Album`, gathered under "Unknown Album" for their artist.
  public var tracksWithoutAlbum = 0
  /// The master library playlist and the Distinguished Kind ones (Music, Podcasts, ...).
  public var builtInPlaylistsLeftOut = 0
  /// Playlist folders, left out themselves while their playlists are kept.
  public var foldersLeftOut = 0
  /// Playlist entries naming a `Track ID` that is not in `Tracks`; dropped.
  public var danglingReferences = 0
  /// Playlist entries naming a podcast, video or other item left out; dropped.
  public var referencesToLeftOutItems = 0
  /// Anything worked around, one line each, located (`FILE:LINE: ...`) where a place exists.
  public var warnings: [String] = []

  public init() {}

  /// The summary for people, one statement per line; warnings start with `warning:`.
  public var lines: [String] {
    var lines = [
      "\(source): \(tracks.counting("track")) (\(appleMusicTracks.grouped) from Apple Music), "
        + "\(artists.counting("artist")), \(albums.counting("album")), "
        + "\(playlists.counting("playlist")), \(recentlyPlayed.grouped) recently played"
    ]
    let leftOutCounts = leftOut.filter { $0.value > 0 }.sorted { $0.key < $1.key }
    if !leftOutCounts.isEmpty {
      let parts = leftOutCounts.map { $0.value.counting($0.key.rawValue, $0.key.plural) }
      lines.append("left out as not music: " + parts.joined(separator: ", "))
    }
    if duplicatesFolded > 0 {
      lines.append(
        "folded \(duplicatesFolded.counting("song")) held both as a local file and from Apple Music"
      )
    }
    if tracksWithoutAlbum > 0 {
      lines.append(
        "\(tracksWithoutAlbum.counting("track")) without an album went to \"Unknown Album\"")
    }
    if builtInPlaylistsLeftOut + foldersLeftOut > 0 {
      lines.append(
        "left out \(builtInPlaylistsLeftOut.counting("built-in playlist")) and "
          + "\(foldersLeftOut.counting("folder")) (the playlists inside folders are kept)")
    }
    if referencesToLeftOutItems > 0 {
      lines.append(
        "dropped "
          + referencesToLeftOutItems.counting(
            "playlist entry for an item left out", "playlist entries for items left out"))
    }
    if danglingReferences > 0 {
      lines.append(
        "warning: dropped "
          + danglingReferences.counting(
            "playlist entry naming a track missing from the file",
            "playlist entries naming tracks missing from the file"))
    }
    lines += warnings.map { "warning: " + $0 }
    return lines
  }
}

extension Int {
  /// The number with thousands separated by commas (`48,210`), the same in every locale.
  var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }

  /// The number and the noun that fits it (`1 track`, `2,031 tracks`).
  func counting(_ singular: String, _ plural: String? = nil) -> String {
    "\(grouped) \(self == 1 ? singular : plural ?? singular + "s")"
  }
}
