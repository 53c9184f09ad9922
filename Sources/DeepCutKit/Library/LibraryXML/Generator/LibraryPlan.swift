import Foundation

/// Everything a generated library holds, decided before a byte is written.
///
/// The plan keeps a few numbers per entry (names are rebuilt from per-entry seeds while
/// writing), so planning 50,000 tracks costs a few megabytes, and the counts the importer should
/// report fall out of the plan as `LibraryXMLGenerator.Expectation`.
struct LibraryPlan {
  struct Album {
    var artist: Int
    var title: String
    var year: Int
    var genre: String
    var fromAppleMusic: Bool
    /// The tracks are written without an `Album` key (they land in "Unknown Album").
    var withoutAlbumKey: Bool
    var trackCount: Int
    var discCount: Int
  }

  enum Kind: UInt8 {
    case music, duplicate, podcast, musicVideo, movie, tvShow, audiobook, voiceMemo
  }

  struct Entry {
    var kind: Kind
    /// The album (music, duplicates, music videos), the show or book otherwise.
    var album: Int32
    var trackNumber: Int16
    var disc: Int8
    var isPlayed: Bool
    var isDisabled: Bool
    /// Written without `Album Artist` (then `Artist` is the plain artist name).
    var withoutAlbumArtist: Bool
    /// Seeds the entry's name, so a duplicate can repeat its original's name.
    var nameSeed: UInt64
  }

  struct Playlist {
    enum Role {
      case master, distinguished(kind: Int, flag: String), folder, child, user, smart
    }
    var name: String
    var role: Role
    /// Entry indices, or track ids beyond every entry for dangling references (negative here).
    var items: [Int]?
  }

  var artists: [String] = []
  var albums: [Album] = []
  var entries: [Entry] = []
  var playlists: [Playlist] = []
  var danglingReferences = 0
  var referencesToLeftOutItems = 0

  /// The `Track ID` written for an entry (real exports have gaps, so do these).
  static func trackID(ofEntry index: Int) -> Int64 { 1_000 + 2 * Int64(index) }

  /// How many entries of each kind a library of `total` entries gets; music is the rest.
  static func extraCounts(total: Int) -> [Kind: Int] {
    guard total >= 100 else { return [:] }
    let videos = max(3, total / 200)
    return [
      .podcast: max(1, total / 100), .musicVideo: videos - 2 * (videos / 3), .movie: videos / 3,
      .tvShow: videos / 3, .audiobook: max(1, total / 2_000), .voiceMemo: max(1, total / 2_000),
      .duplicate: max(1, total / 200),
    ]
  }
}

extension LibraryPlan {
  /// Plans `trackCount` entries by `artistCount` artists from `seed`.
  init(trackCount: Int, artistCount: Int, seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let extras = Self.extraCounts(total: max(0, trackCount))
    let musicCount = max(0, trackCount) - extras.values.reduce(0, +)
    artists = Self.artistNames(count: min(artistCount, musicCount), random: &random)
    albums = Self.albums(
      trackCounts: Self.shares(of: musicCount, among: artists.count), artists: artists,
      random: &random)
    entries = Self.musicEntries(albums: albums, random: &random)
    entries = Self.mixing(extras, into: entries, albums: albums, random: &random)
    planPlaylists(random: &random)
  }

  private static func artistNames(count: Int, random: inout SeededRandom) -> [String] {
    var names: [String] = []
    var keys = Set<String>()
    var attempts = 0
    while names.count < count {
      var name: String
      if names.count < GeneratorVocabulary.notableArtists.count {
        name = GeneratorVocabulary.notableArtists[names.count]
      } else {
        switch random.next() % 3 {
        case 0:
          name =
            "The \(random.pick(GeneratorVocabulary.adjectives)) \(random.pick(GeneratorVocabulary.nouns))s"
        case 1:
          name =
            "\(random.pick(GeneratorVocabulary.firstNames)) \(random.pick(GeneratorVocabulary.lastNames))"
        default:
          name =
            "\(random.pick(GeneratorVocabulary.adjectives)) \(random.pick(GeneratorVocabulary.nouns))"
        }
      }
      attempts += 1
      // Past a few thousand artists the combinations run low; a number keeps names distinct.
      if attempts > 20 * (names.count + 1) { name += " \(names.count)" }
      if keys.insert(NameKey.of(name)).inserted {
        names.append(name)
        attempts = 0
      }
    }
    return names
  }

  /// Splits `total` tracks among `count` artists: a long tail, as in real libraries, with at
  /// least one track each.
  private static func shares(of total: Int, among count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let weights = (0..<count).map { 1 / pow(Double($0) + 5, 0.9) }
    let sum = weights.reduce(0, +)
    let rest = total - count
    var shares = weights.map { 1 + Int(Double(rest) * $0 / sum) }
    var missing = total - shares.reduce(0, +)
    var index = 0
    while missing > 0 {
      shares[index % count] += 1
      missing -= 1
      index += 1
    }
    return shares
  }

  private static func albums(
    trackCounts: [Int], artists: [String], random: inout SeededRandom
  ) -> [Album] {
    var albums: [Album] = []
    for (artist, count) in trackCounts.enumerated() {
      var remaining = count
      var titles = Set<String>()
      while remaining > 0 {
        let roll = random.next() % 100
        let size =
          roll < 70
          ? random.int(in: 8...14) : roll < 85 ? random.int(in: 4...6) : random.int(in: 1...2)
        var title =
          "\(random.pick(GeneratorVocabulary.adjectives)) \(random.pick(GeneratorVocabulary.nouns))"
        if !titles.insert(NameKey.of(title)).inserted { title += " \(titles.count)" }
        titles.insert(NameKey.of(title))
        let suffix = roll < 70 ? "" : roll < 85 ? " - EP" : " - Single"
        let trackCount = min(size, remaining)
        albums.append(
          Album(
            artist: artist, title: title + suffix, year: random.int(in: 1965...2024),
            genre: random.pick(GeneratorVocabulary.genres), fromAppleMusic: random.chance(0.6),
            withoutAlbumKey: artist % 97 == 96 && titles.count == 1, trackCount: trackCount,
            discCount: trackCount > 12 ? 2 : 1))
        remaining -= trackCount
      }
    }
    return albums
  }

  private static func musicEntries(albums: [Album], random: inout SeededRandom) -> [Entry] {
    var entries: [Entry] = []
    for (index, album) in albums.enumerated() {
      let perDisc = (album.trackCount + album.discCount - 1) / album.discCount
      for position in 0..<album.trackCount {
        entries.append(
          Entry(
            kind: .music, album: Int32(index), trackNumber: Int16(position % perDisc + 1),
            disc: Int8(position / perDisc + 1), isPlayed: random.chance(0.55),
            isDisabled: random.chance(0.003), withoutAlbumArtist: random.chance(0.2),
            nameSeed: random.next()))
      }
    }
    return entries
  }

  /// Spreads non-music entries and Apple Music copies of local songs through the music.
  private static func mixing(
    _ extras: [Kind: Int], into music: [Entry], albums: [Album], random: inout SeededRandom
  ) -> [Entry] {
    var inserts: [(position: Int, entry: Entry)] = []
    // Copies of enabled local songs, so the local copy is always the one folding keeps.
    let local = music.indices.filter {
      !music[$0].isDisabled && !albums[Int(music[$0].album)].fromAppleMusic
    }
    let duplicates = min(extras[.duplicate] ?? 0, local.count)
    for pick in 0..<duplicates {
      let original = local[pick * local.count / duplicates]
      var copy = music[original]
      copy.kind = .duplicate
      copy.isPlayed = false
      inserts.append((original + 1, copy))
    }
    for kind in [Kind.podcast, .musicVideo, .movie, .tvShow, .audiobook, .voiceMemo] {
      for _ in 0..<(extras[kind] ?? 0) {
        let entry = Entry(
          kind: kind, album: Int32(random.int(in: 0...max(0, albums.count - 1))), trackNumber: 1,
          disc: 1, isPlayed: random.chance(0.3), isDisabled: false, withoutAlbumArtist: true,
          nameSeed: random.next())
        inserts.append((random.int(in: 0...music.count), entry))
      }
    }
    inserts.sort { $0.position < $1.position }
    var entries: [Entry] = []
    entries.reserveCapacity(music.count + inserts.count)
    var next = 0
    for (index, entry) in music.enumerated() {
      while next < inserts.count && inserts[next].position == index {
        entries.append(inserts[next].entry)
        next += 1
      }
      entries.append(entry)
    }
    entries += inserts[next...].map(\.entry)
    return entries
  }
}

extension LibraryPlan {
  /// The built-in playlists Apple writes, a folder with three playlists, and user playlists:
  /// one empty without `Playlist Items`, one smart, one naming two missing tracks and a podcast.
  private mutating func planPlaylists(random: inout SeededRandom) {
    let songs = entries.indices.filter { entries[$0].kind == .music }
    let everySong = entries.indices.filter { [.music, .duplicate].contains(entries[$0].kind) }
    func all(_ kind: Kind) -> [Int] { entries.indices.filter { entries[$0].kind == kind } }
    playlists = [
      Playlist(name: "Library", role: .master, items: Array(entries.indices)),
      Playlist(name: "Music", role: .distinguished(kind: 4, flag: "Music"), items: everySong),
      Playlist(name: "Movies", role: .distinguished(kind: 2, flag: "Movies"), items: all(.movie)),
      Playlist(
        name: "TV Shows", role: .distinguished(kind: 3, flag: "TV Shows"), items: all(.tvShow)),
      Playlist(
        name: "Podcasts", role: .distinguished(kind: 10, flag: "Podcasts"), items: all(.podcast)),
      Playlist(
        name: "Audiobooks", role: .distinguished(kind: 5, flag: "Audiobooks"),
        items: all(.audiobook)),
    ]
    guard !songs.isEmpty else { return }
    var children: [Playlist] = []
    for _ in 0..<3 {
      let items = (0..<random.int(in: 5...40)).map { _ in random.pick(songs) }
      children.append(
        Playlist(name: Self.playlistName(random: &random), role: .child, items: items))
    }
    playlists.append(
      Playlist(name: "Mixes", role: .folder, items: children.flatMap { $0.items ?? [] }))
    playlists += children
    for index in 0..<max(3, entries.count / 500) {
      var items: [Int]? = (0..<random.int(in: 5...80)).map { _ in random.pick(songs) }
      var role = Playlist.Role.user
      switch index {
      case 0:
        items = nil
      case 1:
        role = .smart
      case 2:
        // Negative items stand for track ids no entry has.
        items? += [-1, -2]
        danglingReferences = 2
        if let podcast = all(.podcast).first {
          items?.append(podcast)
          referencesToLeftOutItems = 1
        }
      default:
        break
      }
      playlists.append(Playlist(name: Self.playlistName(random: &random), role: role, items: items))
    }
  }

  private static func playlistName(random: inout SeededRandom) -> String {
    switch random.next() % 5 {
    case 0:
      "\(random.pick(GeneratorVocabulary.adjectives)) \(random.pick(GeneratorVocabulary.trackWords)) Mix"
    case 1: "Best of \(random.int(in: 1990...2024))"
    case 2: "\(random.int(in: 6...9))0’s Music"
    case 3:
      "\(random.pick(GeneratorVocabulary.trackWords)) & \(random.pick(GeneratorVocabulary.trackWords))"
    default: "Road Trip \(random.int(in: 1...99))"
    }
  }
}
