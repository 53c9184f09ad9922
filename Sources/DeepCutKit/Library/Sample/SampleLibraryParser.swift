import Foundation

/// Reads the sample library's text format into `LibraryContents`.
///
/// Artist blocks, one record a line (`#` starts a comment line):
/// ```
/// @ Acid Bath|1203847561            an artist and its catalog link (`-`: unmatched)
/// + When the Kite String Pops|1994|album|1440774520
///                                   an album: title|year|type|catalog id (`-`: none)
/// 6:34 The Blue                     a track: duration, title; numbered 1, 2, 3 on its disc
/// 9 4:04 God Machine                a track with an explicit number (albums held in part)
/// 4:11 Dope Fiend|not available in your storefront
///                                   a track that cannot be played, and why
/// disc 2                            the next tracks are on disc 2, numbered from 1
/// ```
/// Playlists: `P name|description|editable` (or `read-only`), then `> artist|track title` per
/// entry. Recently played: `2025-12-31 22:14|artist|track title`, newest first. A track is
/// referred to by artist and title, which must name exactly one track.
struct SampleLibraryParser {
  private var contents = LibraryContents()
  /// Artist positions by name, and per artist position the track positions by title.
  private var artistPositions: [String: Int] = [:]
  private var tracksByTitle: [[Substring: [Int]]] = []
  private var playlistNames: Set<String> = []
  private var ids: Set<String> = []
  /// Whether the artist being read has an album yet.
  private var artistHasAlbum = true

  /// The album being read: its index, disc and the next track number.
  private var album: (index: Int, disc: Int, nextNumber: Int, firstTrack: Int)?
  private var lastLine: SampleText.Line?

  mutating func readArtists(_ text: String, source: String) throws(SampleDataError) {
    for line in SampleText.lines(of: text, source: source) {
      if line.text.hasPrefix("@ ") {
        try closeAlbum()
        try readArtist(line)
      } else if line.text.hasPrefix("+ ") {
        try closeAlbum()
        try readAlbum(line)
      } else if line.text.hasPrefix("disc ") {
        try readDisc(line)
      } else {
        try readTrack(line)
      }
      lastLine = line
    }
    try closeAlbum()
    if !artistHasAlbum, let lastLine { throw lastLine.error("the last artist has no albums") }
  }

  mutating func readPlaylists(_ text: String, source: String) throws(SampleDataError) {
    for line in SampleText.lines(of: text, source: source) {
      if line.text.hasPrefix("P ") {
        let fields = try SampleText.Line(
          source: line.source, number: line.number, text: line.text.dropFirst(2)
        ).fields(expected: 3...3)
        let name = String(fields[0])
        guard !name.isEmpty, playlistNames.insert(name).inserted else {
          throw line.error("empty or duplicate playlist name")
        }
        guard fields[2] == "editable" || fields[2] == "read-only" else {
          throw line.error("expected editable or read-only")
        }
        let id = SampleLibrary.playlistID(named: name)
        try claim(id.rawValue, line)
        contents.playlists.append(
          LibraryPlaylist(
            id: id, name: name, description: String(fields[1]), canEdit: fields[2] == "editable"))
      } else if line.text.hasPrefix("> ") {
        guard !contents.playlists.isEmpty else { throw line.error("an entry before any playlist") }
        let track = try trackReference(line, fields: line.text.dropFirst(2))
        contents.playlists[contents.playlists.count - 1].trackIDs.append(track)
      } else {
        throw line.error("expected 'P ' or '> '")
      }
    }
  }

  mutating func readRecentlyPlayed(_ text: String, source: String) throws(SampleDataError) {
    for line in SampleText.lines(of: text, source: source) {
      guard let space = line.text.utf8.firstIndex(of: UInt8(ascii: " ")) else {
        throw line.error("expected a date")
      }
      let day = line.text[..<space]
      let rest = line.text[line.text.index(after: space)...]
      guard let pipe = rest.utf8.firstIndex(of: UInt8(ascii: "|")), let date = SampleText.date(day)
      else {
        throw line.error("expected YYYY-MM-DD HH:MM|artist|title")
      }
      let time = rest[..<pipe].split(separator: ":")
      guard time.count == 2, let hour = Int(time[0]), let minute = Int(time[1]),
        (0..<24).contains(hour), (0..<60).contains(minute)
      else { throw line.error("expected a time HH:MM") }
      let seconds = SampleText.epochSeconds(
        year: date.year, month: date.month, day: date.day, hour: hour, minute: minute)
      let playedAt = Date(timeIntervalSince1970: TimeInterval(seconds))
      if let previous = contents.recentlyPlayed.last, previous.playedAt <= playedAt {
        throw line.error("recently played must be newest first, each play at its own minute")
      }
      let track = try trackReference(line, fields: rest[rest.index(after: pipe)...])
      contents.recentlyPlayed.append(RecentlyPlayedEntry(trackID: track, playedAt: playedAt))
    }
  }

  func finish() throws(SampleDataError) -> LibraryContents {
    if let lastLine, contents.artists.isEmpty { throw lastLine.error("no artists") }
    return contents
  }

  // MARK: - Artists, albums, tracks

  private mutating func readArtist(_ line: SampleText.Line) throws(SampleDataError) {
    let fields = try SampleText.Line(
      source: line.source, number: line.number, text: line.text.dropFirst(2)
    ).fields(expected: 2...2)
    let name = String(fields[0])
    guard !name.isEmpty, artistPositions[name] == nil else {
      throw line.error("empty or duplicate artist name")
    }
    guard artistHasAlbum else { throw line.error("the artist before this one has no albums") }
    var link: CatalogArtistID? = nil
    if fields[1] != "-" {
      guard let id = CatalogArtistID(String(fields[1])) else {
        throw line.error("the catalog link must be digits or -")
      }
      link = id
    }
    let id = SampleLibrary.artistID(named: name)
    try claim(id.rawValue, line)
    artistPositions[name] = contents.artists.count
    tracksByTitle.append([:])
    artistHasAlbum = false
    contents.artists.append(LibraryArtist(id: id, name: name, catalogID: link))
  }

  private mutating func readAlbum(_ line: SampleText.Line) throws(SampleDataError) {
    guard let artist = contents.artists.last else { throw line.error("an album before any artist") }
    let fields = try SampleText.Line(
      source: line.source, number: line.number, text: line.text.dropFirst(2)
    ).fields(expected: 4...4)
    let title = String(fields[0])
    guard !title.isEmpty else { throw line.error("empty album title") }
    guard let year = Int(fields[1]), (1900...2026).contains(year) else {
      throw line.error("the year must be between 1900 and 2026")
    }
    guard let type = ReleaseType(rawValue: String(fields[2])) else {
      throw line.error("unknown release type '\(fields[2])'")
    }
    var catalogID: CatalogReleaseID? = nil
    if fields[3] != "-" {
      guard let id = CatalogReleaseID(String(fields[3])) else {
        throw line.error("the catalog id must be digits or -")
      }
      catalogID = id
    }
    let id = SampleLibrary.albumID(artist: artist.name, title: title)
    try claim(id.rawValue, line)
    album = (contents.albums.count, 1, 1, contents.tracks.count)
    artistHasAlbum = true
    contents.albums.append(
      LibraryAlbum(
        id: id, title: title, artistID: artist.id, artistName: artist.name, year: year,
        releaseType: type, catalogID: catalogID))
  }

  private mutating func readDisc(_ line: SampleText.Line) throws(SampleDataError) {
    guard let current = album, let disc = Int(line.text.dropFirst(5)), disc == current.disc + 1,
      contents.tracks.count > current.firstTrack
    else { throw line.error("a disc must follow the previous one, after its tracks") }
    album = (current.index, disc, 1, current.firstTrack)
  }

  private mutating func readTrack(_ line: SampleText.Line) throws(SampleDataError) {
    guard let current = album else { throw line.error("a track before any album") }
    var words = line.text[...]
    var number = current.nextNumber
    // Bytes, not characters: this runs for every track, and the separators are ASCII.
    if let space = words.utf8.firstIndex(of: UInt8(ascii: " ")),
      let explicit = SampleText.number(words[..<space].utf8)
    {
      guard explicit >= current.nextNumber else {
        throw line.error("track numbers must increase")
      }
      number = explicit
      words = words[words.index(after: space)...]
    }
    guard let space = words.utf8.firstIndex(of: UInt8(ascii: " ")),
      let milliseconds = SampleText.milliseconds(words[..<space])
    else { throw line.error("expected a duration m:ss and a title") }
    let fields = try SampleText.Line(
      source: line.source, number: line.number, text: words[words.index(after: space)...]
    ).fields(expected: 1...2)
    guard !fields[0].isEmpty, milliseconds > 0 else { throw line.error("empty title or duration") }
    let albumValue = contents.albums[current.index]
    let id = SampleLibrary.trackID(
      artist: albumValue.artistName, album: albumValue.title, disc: current.disc, number: number)
    try claim(id.rawValue, line)
    tracksByTitle[tracksByTitle.count - 1][fields[0], default: []].append(contents.tracks.count)
    contents.tracks.append(
      LibraryTrack(
        id: id, title: String(fields[0]), artistID: albumValue.artistID,
        artistName: albumValue.artistName, albumID: albumValue.id, albumTitle: albumValue.title,
        durationMilliseconds: milliseconds, discNumber: current.disc, trackNumber: number,
        unplayableReason: fields.count == 2 ? String(fields[1]) : nil))
    album = (current.index, current.disc, number + 1, current.firstTrack)
  }

  /// Checks that the album being read got tracks, and ends it.
  private mutating func closeAlbum() throws(SampleDataError) {
    if let current = album, contents.tracks.count == current.firstTrack, let lastLine {
      throw lastLine.error("the album '\(contents.albums[current.index].title)' has no tracks")
    }
    album = nil
  }

  // MARK: - References and ids

  /// The one track named by `artist|title`.
  private func trackReference(_ line: SampleText.Line, fields text: Substring)
    throws(SampleDataError) -> LibraryTrackID
  {
    let fields = try SampleText.Line(source: line.source, number: line.number, text: text)
      .fields(expected: 2...2)
    guard let artist = artistPositions[String(fields[0])],
      let matches = tracksByTitle[artist][fields[1]]
    else {
      throw line.error("no track '\(fields[1])' by '\(fields[0])'")
    }
    guard matches.count == 1 else { throw line.error("'\(fields[1])' names several tracks") }
    return contents.tracks[matches[0]].id
  }

  /// Records an id, refusing a second item with the same one (a derivation collision).
  private mutating func claim(_ id: String, _ line: SampleText.Line) throws(SampleDataError) {
    guard ids.insert(id).inserted else { throw line.error("duplicate id \(id)") }
  }
}
