/// Writes a `LibraryPlan` as Library.xml, rebuilding each entry's names from its seed.
struct LibraryPlanWriter {
  let plan: LibraryPlan
  /// Persistent IDs are `SeededRandom.mix` of these plus an index: distinct by construction.
  private let trackIDBase: UInt64
  private let playlistIDBase: UInt64
  /// 2012-01-01 and 2024-06-01, the span of Date Added and Play Date UTC.
  private static let earliest: Int64 = 1_325_376_000
  private static let latest: Int64 = 1_717_200_000

  init(plan: LibraryPlan, seed: UInt64) {
    self.plan = plan
    trackIDBase = SeededRandom.mix(seed ^ 0x7472_6163_6B73)
    playlistIDBase = SeededRandom.mix(seed ^ 0x706C_6179_6C69_7374)
  }

  func write(to out: inout XMLOutput) throws {
    try out.raw(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>Major Version</key><integer>1</integer>
      \t<key>Minor Version</key><integer>1</integer>
      \t<key>Application Version</key><string>1.4.5.7</string>
      \t<key>Date</key><date>2024-06-01T09:00:00Z</date>
      \t<key>Features</key><integer>5</integer>
      \t<key>Show Content Ratings</key><true/>
      \t<key>Music Folder</key><string>file:///Users/sam/Music/Music/Media.localized/</string>

      """)
    try out.hex("\t", "Library Persistent ID", SeededRandom.mix(trackIDBase ^ 1))
    try out.raw("\t<key>Tracks</key>\n\t<dict>\n")
    for index in plan.entries.indices {
      try writeTrack(index, to: &out)
    }
    try out.raw("\t</dict>\n\t<key>Playlists</key>\n\t<array>\n")
    for (index, playlist) in plan.playlists.enumerated() {
      try writePlaylist(playlist, index: index, to: &out)
    }
    try out.raw("\t</array>\n</dict>\n</plist>\n")
  }

  // MARK: - Tracks

  private func writeTrack(_ index: Int, to out: inout XMLOutput) throws {
    let entry = plan.entries[index]
    var random = SeededRandom(seed: entry.nameSeed)
    let album = plan.albums[Int(entry.album)]
    let artist = plan.artists[album.artist]
    let trackID = LibraryPlan.trackID(ofEntry: index)
    let isAppleMusic = entry.kind == .duplicate || (entry.kind == .music && album.fromAppleMusic)
    let name: String
    var artistName = artist
    var albumTitle = album.title
    var genre = album.genre
    switch entry.kind {
    case .music, .duplicate, .musicVideo:
      name = Self.songName(random: &random) + (entry.kind == .musicVideo ? " (Official Video)" : "")
    case .podcast:
      artistName =
        GeneratorVocabulary.podcastShows[Int(entry.album) % GeneratorVocabulary.podcastShows.count]
      albumTitle = artistName
      genre = "Podcast"
      name = "Episode \(random.int(in: 1...400)): \(Self.songName(random: &random))"
    case .movie, .tvShow:
      name =
        "\(Self.songName(random: &random)) (\(entry.kind == .movie ? "Film" : "S1 E\(random.int(in: 1...10))"))"
      genre = entry.kind == .movie ? "Documentary" : "Comedy"
    case .audiobook:
      artistName =
        "\(random.pick(GeneratorVocabulary.firstNames)) \(random.pick(GeneratorVocabulary.lastNames))"
      albumTitle = "The \(random.pick(GeneratorVocabulary.nouns)) Chronicles"
      name = "Chapter \(random.int(in: 1...30))"
      genre = "Audiobook"
    case .voiceMemo:
      artistName = "iPhone"
      albumTitle = "Voice Memos"
      name = "New Recording \(random.int(in: 1...200))"
      genre = "Voice Memo"
    }
    let duration = Int64(random.int(in: 95_000...420_000))
    let added = Int64(random.int(in: Int(Self.earliest)...Int(Self.latest - 86_400 * 30)))

    try out.raw("\t\t<key>")
    try out.integer(trackID)
    try out.raw("</key>\n\t\t<dict>\n")
    try out.integer("\t\t\t", "Track ID", trackID)
    // Streamed Apple Music tracks have no file, so no Size (nor Location, below).
    if !isAppleMusic {
      try out.integer("\t\t\t", "Size", duration * 32 + Int64(random.int(in: 0...99_999)))
    }
    try out.integer("\t\t\t", "Total Time", duration)
    if entry.kind == .music || entry.kind == .duplicate {
      try out.integer("\t\t\t", "Disc Number", Int64(entry.disc))
      try out.integer("\t\t\t", "Disc Count", Int64(album.discCount))
      try out.integer("\t\t\t", "Track Number", Int64(entry.trackNumber))
      try out.integer("\t\t\t", "Track Count", Int64(album.trackCount / album.discCount))
      try out.integer("\t\t\t", "Year", Int64(album.year))
    }
    try out.date("\t\t\t", "Date Modified", added + Int64(random.int(in: 0...86_400 * 20)))
    try out.date("\t\t\t", "Date Added", added)
    try out.integer("\t\t\t", "Bit Rate", isAppleMusic ? 256 : Int64(random.pick([192, 256, 320])))
    try out.integer("\t\t\t", "Sample Rate", 44_100)
    if entry.isPlayed {
      let playedAt = Int64(random.int(in: Int(added)...Int(Self.latest)))
      try out.integer("\t\t\t", "Play Count", Int64(random.int(in: 1...180)))
      // Play Date is the Mac's local time (here UTC+1) in seconds since 1904.
      try out.integer("\t\t\t", "Play Date", playedAt + LibraryMapper.hfsEpochOffset + 3_600)
      try out.date("\t\t\t", "Play Date UTC", playedAt)
    }
    if isAppleMusic {
      try out.date("\t\t\t", "Release Date", Int64(album.year - 1970) * 31_556_952 + 43_200)
    }
    if entry.kind == .music && random.chance(0.5) { try out.integer("\t\t\t", "Artwork Count", 1) }
    if entry.isDisabled { try out.flag("\t\t\t", "Disabled") }
    if entry.kind == .podcast { try out.flag("\t\t\t", "Podcast") }
    if [.musicVideo, .movie, .tvShow].contains(entry.kind) { try out.flag("\t\t\t", "Has Video") }
    if entry.kind == .musicVideo { try out.flag("\t\t\t", "Music Video") }
    if entry.kind == .movie { try out.flag("\t\t\t", "Movie") }
    if entry.kind == .tvShow { try out.flag("\t\t\t", "TV Show") }
    try out.hex("\t\t\t", "Persistent ID", SeededRandom.mix(trackIDBase &+ UInt64(index)))
    try out.string(
      "\t\t\t", "Track Type", isAppleMusic || entry.kind == .podcast ? "Remote" : "File")
    if isAppleMusic { try out.flag("\t\t\t", "Apple Music") }
    try out.string("\t\t\t", "Name", name)
    let featuring = entry.kind == .music && !entry.withoutAlbumArtist && random.chance(0.08)
    let credited = featuring ? "\(artistName) feat. \(random.pick(plan.artists))" : artistName
    // A few songs have only `Album Artist`, as real exports do.
    if entry.kind != .music || entry.withoutAlbumArtist || !random.chance(0.02) {
      try out.string("\t\t\t", "Artist", credited)
    }
    if !entry.withoutAlbumArtist { try out.string("\t\t\t", "Album Artist", artistName) }
    if !album.withoutAlbumKey || ![.music, .duplicate].contains(entry.kind) {
      try out.string("\t\t\t", "Album", albumTitle)
    }
    try out.string("\t\t\t", "Genre", genre)
    try out.string("\t\t\t", "Kind", isAppleMusic ? "Apple Music AAC audio file" : "AAC audio file")
    if artistName.hasPrefix("The ") {
      try out.string("\t\t\t", "Sort Artist", String(artistName.dropFirst(4)))
    }
    if name.hasPrefix("The ") { try out.string("\t\t\t", "Sort Name", String(name.dropFirst(4))) }
    if !isAppleMusic && entry.kind != .podcast {
      let fileName = "\(entry.trackNumber < 10 ? "0" : "")\(entry.trackNumber) \(name)"
      let fileExtension = entry.kind == .audiobook ? "m4b" : entry.kind == .music ? "m4a" : "m4v"
      try out.string(
        "\t\t\t", "Location",
        "file:///Users/sam/Music/Music/Media.localized/Music/" + Self.percentEncoded(artistName)
          + "/"
          + Self.percentEncoded(albumTitle) + "/" + Self.percentEncoded(fileName) + "."
          + fileExtension)
      try out.integer("\t\t\t", "File Folder Count", 5)
      try out.integer("\t\t\t", "Library Folder Count", 1)
    }
    try out.raw("\t\t</dict>\n")
  }

  private static func songName(random: inout SeededRandom) -> String {
    var name = ""
    for part in random.pick(GeneratorVocabulary.trackPatterns).split(
      separator: "%", omittingEmptySubsequences: false
    ).enumerated() {
      guard part.offset > 0 else {
        name += part.element
        continue
      }
      switch part.element.first {
      case "A": name += random.pick(GeneratorVocabulary.adjectives)
      case "N": name += random.pick(GeneratorVocabulary.nouns)
      case "W": name += random.pick(GeneratorVocabulary.trackWords)
      default: name += String(random.int(in: 1...4))
      }
      name += part.element.dropFirst()
    }
    return name
  }

  /// `text` as a file URL path component: UTF-8, with everything but unreserved bytes as `%XX`.
  private static func percentEncoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    return result
  }

  // MARK: - Playlists

  private func writePlaylist(_ playlist: LibraryPlan.Playlist, index: Int, to out: inout XMLOutput)
    throws
  {
    let persistentID = SeededRandom.mix(playlistIDBase &+ UInt64(index))
    try out.raw("\t\t<dict>\n")
    try out.string("\t\t\t", "Name", playlist.name)
    try out.string("\t\t\t", "Description", "")
    switch playlist.role {
    case .master:
      try out.flag("\t\t\t", "Master")
    default:
      break
    }
    try out.integer("\t\t\t", "Playlist ID", Int64(50_000 + index * 2))
    try out.hex("\t\t\t", "Playlist Persistent ID", persistentID)
    switch playlist.role {
    case .master:
      try out.key("\t\t\t", "Visible")
      try out.raw("<false/>\n")
    case .distinguished(let kind, let flag):
      try out.integer("\t\t\t", "Distinguished Kind", Int64(kind))
      try out.flag("\t\t\t", flag)
    case .folder:
      try out.flag("\t\t\t", "Folder")
    case .child:
      try out.hex("\t\t\t", "Parent Persistent ID", folderPersistentID)
    case .smart:
      try out.key("\t\t\t", "Smart Info")
      try out.raw(
        "\n\t\t\t<data>\n\t\t\tAQEAAwAAAAIAAAAZAAAAAAAAAAcAAAABAAAAAAAAAAAAAAAAAAAA\n\t\t\t</data>\n"
      )
    case .user:
      break
    }
    try out.flag("\t\t\t", "All Items")
    if let items = playlist.items {
      try out.raw("\t\t\t<key>Playlist Items</key>\n\t\t\t<array>\n")
      for item in items {
        let trackID =
          item >= 0
          ? LibraryPlan.trackID(ofEntry: item)
          : LibraryPlan.trackID(ofEntry: plan.entries.count - item)
        try out.raw("\t\t\t\t<dict>\n")
        try out.integer("\t\t\t\t\t", "Track ID", trackID)
        try out.raw("\t\t\t\t</dict>\n")
      }
      try out.raw("\t\t\t</array>\n")
    }
    try out.raw("\t\t</dict>\n")
  }

  /// The folder's Persistent ID, which its children name as their parent.
  private var folderPersistentID: UInt64 {
    let folder = plan.playlists.firstIndex { if case .folder = $0.role { true } else { false } }
    return SeededRandom.mix(playlistIDBase &+ UInt64(folder ?? 0))
  }
}
