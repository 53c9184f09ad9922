// The rules that judge one entry at a time: what is not music, which copy of a song folding
// keeps, when a track was last played, what kind of release an album title announces.

extension RawTrack {
  /// Why this entry is not music, judged by its own keys.
  var leftOutReason: LibraryImportSummary.LeftOutReason? {
    if flags.contains(.podcast) { return .podcast }
    if flags.contains(.video) { return .video }
    if flags.contains(.audiobookFile) { return .audiobook }
    if flags.contains(.voiceMemoGenre) { return .voiceMemo }
    if trackType == .url { return .stream }
    return nil
  }

  /// Which copy of a song folding keeps: lower is better (playable, then a local file).
  var foldRank: Int {
    let isLocal = trackType == .file || (trackType == nil && !flags.contains(.appleMusic))
    return (flags.contains(.disabled) ? 2 : 0) + (isLocal ? 0 : 1)
  }

  /// When the track was last played, in seconds since 1970.
  var playedAt: Int64? {
    if let playDateUTC { return playDateUTC }
    guard let playDateLocal else { return nil }
    let (seconds, overflow) = playDateLocal.subtractingReportingOverflow(
      LibraryMapper.hfsEpochOffset)
    return overflow ? nil : seconds
  }
}

extension RawPlaylist.Content {
  /// What a built-in playlist with these flags holds that is not music, if anything.
  var leftOutReason: LibraryImportSummary.LeftOutReason? {
    if contains(.music) { return nil }
    if contains(.podcasts) { return .podcast }
    if contains(.movies) || contains(.tvShows) { return .video }
    if contains(.audiobooks) { return .audiobook }
    if contains(.voiceMemos) { return .voiceMemo }
    return nil
  }
}

extension ReleaseType {
  /// The kind of release Apple's album titles announce: `… - EP`, `… - Single`, else an album.
  init(albumTitle: String) {
    // `hasSuffix` compares characters, about 900 instructions a call; a title can only end in
    // "P" or "e" if its last byte is that letter (nothing else is canonically equivalent to
    // it), so that byte rules most titles out first.
    let last = albumTitle.utf8.last
    if last == UInt8(ascii: "P") && albumTitle.hasSuffix(" - EP") {
      self = .ep
    } else if last == UInt8(ascii: "e") && albumTitle.hasSuffix(" - Single") {
      self = .single
    } else {
      self = .album
    }
  }
}
