/// MPD's songs and stored playlists as a library: pure, so every rule is tested on values.
///
/// - Artist: `AlbumArtist`, else `Artist`, else "Unknown Artist", as Music files albums (and
///   as MPD's own `AlbumArtist` falls back); a multi-artist credit stays one artist named by the
///   credit (linking splits it). Names are told apart by `NameKey` (case, accents and NFC/NFD
///   folded), and by MusicBrainz ids: one name whose tracks carry two different id sets is two
///   artists. Untagged tracks of a name join its one tagged artist; of a name with several,
///   they make an artist of their own, matched by name.
/// - An artist's ids (`taggedMusicBrainzIDs`) are the distinct `MUSICBRAINZ_ALBUMARTISTID`s of
///   its tracks, else the `MUSICBRAINZ_ARTISTID`s of tracks whose album artist is their artist;
///   sorted, `nil` when none is tagged. Various Artists' id is not kept: it links no one.
/// - Album: that artist and `Album` (else "Unknown Album"); the year is the earliest of
///   `OriginalDate`, else `Date`; a Various Artists album is a compilation. Its release ids
///   are the tracks' distinct `MUSICBRAINZ_ALBUMID`s; the release group is the one the tracks
///   agree on (MPD 0.24 and later report it).
/// - Track: `Title`, else the file's name; `Track` and `Disc` as numbers (`3/12` is 3).
/// - Ids derive from what MPD names things by (the artist's name and ids, the album, the
///   file's URI, the playlist's name), never from positions, so they are the same every run.
///   An artist's id is the Library.xml import's (its `NameKey`) unless its name is shared.
public enum MPDLibraryBuilder {
  /// MusicBrainz's id for "Various Artists".
  public static let variousArtistsID = "89ad4ac3-39f7-470e-963a-56509c546377"

  /// The library of `songs` (in MPD's order) and `playlists`, and each track's URI.
  public static func build(songs: [MPDLibrarySong], playlists: [MPDStoredPlaylist])
    -> MPDLibrary
  {
    var builder = Builder()
    let (credits, creditOfSong) = credits(of: songs)
    builder.readNames(credits)
    var tracks: [LibraryTrack] = []
    tracks.reserveCapacity(songs.count)
    var uris: [LibraryTrackID: String] = [:]
    uris.reserveCapacity(songs.count)
    var trackByURI: [String: LibraryTrackID] = [:]
    trackByURI.reserveCapacity(songs.count)
    for (index, song) in songs.enumerated() {
      let credit = creditOfSong[index]
      let album = builder.album(of: song, credit: credits[credit], number: credit)
      let id = trackID(uri: song.uri)
      guard uris[id] == nil else { continue }
      uris[id] = song.uri
      trackByURI[song.uri] = id
      let albumValue = builder.albums[album]
      tracks.append(
        LibraryTrack(
          id: id, title: nonBlank(song.title) ?? fileTitle(song.uri),
          artistID: albumValue.artistID, artistName: albumValue.artistName,
          albumID: albumValue.id, albumTitle: albumValue.title,
          durationMilliseconds: song.durationMilliseconds,
          discNumber: number(song.disc) ?? 1, trackNumber: number(song.track) ?? 0))
    }
    let lists = playlists.map { playlist in
      LibraryPlaylist(
        id: MPDStoredPlaylist.id(named: playlist.name), name: playlist.name,
        trackIDs: playlist.uris.compactMap { trackByURI[$0] })
    }
    let contents = LibraryContents(
      artists: builder.finishedArtists(), albums: builder.finishedAlbums(), tracks: tracks,
      playlists: lists)
    return MPDLibrary(contents: contents, uris: uris)
  }

  /// A track's id: derived from its URI's bytes, so an NFD and an NFC file stay two tracks.
  public static func trackID(uri: String) -> LibraryTrackID {
    LibraryTrackID(derivedFrom: "mpd\u{1F}" + uri)
  }

  /// The leading number of a tag such as `3` or `3/12` (its first nine digits).
  ///
  /// Read from the bytes: it runs three times for every track (number, disc, date), and
  /// reading Characters made it a tenth of a first start. A non-ASCII byte (a combining mark
  /// may belong to the digit before it) leaves the tag to the Characters' reading.
  static func number(_ text: String?) -> Int? {
    guard let text else { return nil }
    var digits = 0
    var value = 0
    for byte in text.utf8 {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        if digits < 9 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
        digits += 1
      } else if byte >= 0x80 {
        return numberByCharacters(text)
      } else if digits > 0 || !Self.isSpace(byte) {
        break
      }
    }
    return digits == 0 ? nil : value
  }

  /// `number`'s rule on Characters: spaces trimmed, then the ASCII digits.
  private static func numberByCharacters(_ text: String) -> Int? {
    let digits = text.trimmingWhitespace().prefix { $0.isASCII && $0.isNumber }
    return digits.isEmpty ? nil : Int(digits.prefix(9))
  }

  /// The spaces `trimmingWhitespace` trims.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// The year a date tag starts with (`2001-05-02`, `1999`).
  static func year(_ text: String?) -> Int? {
    guard let text, let year = number(text), (1...9999).contains(year) else { return nil }
    return year
  }

  /// `text` unless it is missing or only spaces.
  static func nonBlank(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }

  /// An untagged file's title: its name without folders or extension.
  static func fileTitle(_ uri: String) -> String {
    let name = uri.split(separator: "/").last.map(String.init) ?? uri
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// What one song says about its album artist.
  struct Credit {
    var name: String
    var key: String
    /// The ids that tell this artist apart, sorted and distinct (empty: untagged).
    var ids: [String]
  }

  /// What each song says about its album artist: distinct credits, and each song's index
  /// into them (a credit is worked out once per run of songs that share it: an album's).
  static func credits(of songs: [MPDLibrarySong]) -> (credits: [Credit], ofSong: [Int]) {
    var credits: [Credit] = []
    var ofSong: [Int] = []
    ofSong.reserveCapacity(songs.count)
    var previous: MPDLibrarySong?
    for song in songs {
      if let previous, previous.albumArtist == song.albumArtist, previous.artist == song.artist,
        previous.albumArtistIDs == song.albumArtistIDs, previous.artistIDs == song.artistIDs
      {
        ofSong.append(credits.count - 1)
      } else {
        credits.append(credit(of: song))
        ofSong.append(credits.count - 1)
      }
      previous = song
    }
    return (credits, ofSong)
  }

  static func credit(of song: MPDLibrarySong) -> Credit {
    let name: String
    var ids: [String]
    if let albumArtist = nonBlank(song.albumArtist) {
      name = albumArtist
      // A track artist's ids name the album artist only when the two are one.
      ids =
        !song.albumArtistIDs.isEmpty
        ? song.albumArtistIDs
        : (song.artist.map(NameKey.of) == NameKey.of(albumArtist) ? song.artistIDs : [])
    } else if let artist = nonBlank(song.artist) {
      name = artist
      ids = song.albumArtistIDs.isEmpty ? song.artistIDs : song.albumArtistIDs
    } else {
      name = "Unknown Artist"
      ids = []
    }
    ids = Array(Set(ids.filter { nonBlank($0) != nil && $0 != variousArtistsID })).sorted()
    let key = NameKey.of(name)
    return Credit(name: name, key: key.isEmpty ? "unknown artist" : key, ids: ids)
  }

  /// The artists and albums as songs are read.
  private struct Builder {
    /// The distinct id sets met per name key.
    var idSets: [String: Set<[String]>] = [:]
    var artists: [LibraryArtist] = []
    var artistByKey: [String: Int] = [:]
    /// Every id met per artist, and whether the artist is Various Artists.
    var artistIDs: [Set<String>] = []
    var albums: [LibraryAlbum] = []
    var albumByKey: [String: Int] = [:]
    var releaseIDs: [Set<String>] = []
    var releaseGroups: [Set<String>] = []

    /// The artist of each credit, once found.
    var artistOfCredit: [Int: Int] = [:]
    /// The last song's credit and album, and its album: an album's songs come together.
    var lastAlbum: (credit: Int, title: String?, index: Int)?

    /// First pass: which names have several tagged artists.
    mutating func readNames(_ credits: [Credit]) {
      for credit in credits where !credit.ids.isEmpty {
        idSets[credit.key, default: []].insert(credit.ids)
      }
    }

    mutating func artist(of credit: Credit) -> Int {
      let sets = idSets[credit.key] ?? []
      // One tagged artist of a name takes its untagged tracks too; with several, each id set
      // is an artist and the untagged tracks another.
      let ids = credit.ids.isEmpty && sets.count == 1 ? sets.first! : credit.ids
      let shared = sets.count > 1
      let key = shared ? credit.key + "\u{1F}" + ids.joined(separator: ",") : credit.key
      if let index = artistByKey[key] {
        artistIDs[index].formUnion(credit.ids)
        return index
      }
      let index = artists.count
      artists.append(LibraryArtist(id: LibraryArtistID(derivedFrom: key), name: credit.name))
      artistIDs.append(Set(credit.ids))
      artistByKey[key] = index
      return index
    }

    /// The album of `song`, whose credit is `credit` (number `number` of the credits).
    mutating func album(of song: MPDLibrarySong, credit: Credit, number: Int) -> Int {
      let index: Int
      if let last = lastAlbum, last.credit == number, last.title == song.album {
        index = last.index
      } else {
        index = findAlbum(of: song, credit: credit, number: number)
        lastAlbum = (number, song.album, index)
      }
      if let year = year(song.originalDate) ?? year(song.date) {
        albums[index].year = min(albums[index].year ?? .max, year)
      }
      if let release = nonBlank(song.releaseID) { releaseIDs[index].insert(release) }
      if let group = nonBlank(song.releaseGroupID) { releaseGroups[index].insert(group) }
      return index
    }

    private mutating func findAlbum(of song: MPDLibrarySong, credit: Credit, number: Int) -> Int {
      let artistIndex: Int
      if let known = artistOfCredit[number] {
        artistIndex = known
      } else {
        artistIndex = artist(of: credit)
        artistOfCredit[number] = artistIndex
      }
      let artist = artists[artistIndex]
      let title = nonBlank(song.album) ?? "Unknown Album"
      let key = artist.id.rawValue + "\u{1F}" + NameKey.of(title)
      let index: Int
      if let existing = albumByKey[key] {
        index = existing
      } else {
        index = albums.count
        let various =
          credit.key == "various artists" || song.albumArtistIDs.contains(variousArtistsID)
        albums.append(
          LibraryAlbum(
            id: LibraryAlbumID(derivedFrom: key), title: title, artistID: artist.id,
            artistName: artist.name,
            releaseType: various ? .compilation : ReleaseType(albumTitle: title)))
        releaseIDs.append([])
        releaseGroups.append([])
        albumByKey[key] = index
      }
      return index
    }

    func finishedArtists() -> [LibraryArtist] {
      artists.indices.map { index in
        var artist = artists[index]
        artist.taggedMusicBrainzIDs = artistIDs[index].isEmpty ? nil : artistIDs[index].sorted()
        return artist
      }
    }

    func finishedAlbums() -> [LibraryAlbum] {
      albums.indices.map { index in
        var album = albums[index]
        album.taggedMusicBrainzReleaseIDs =
          releaseIDs[index].isEmpty ? nil : releaseIDs[index].sorted()
        album.taggedMusicBrainzReleaseGroupID =
          releaseGroups[index].count == 1 ? releaseGroups[index].first : nil
        return album
      }
    }
  }
}

/// MPD's database as a library, with the URI MPD plays each track by.
public struct MPDLibrary: Sendable, Hashable {
  public var contents: LibraryContents
  public var uris: [LibraryTrackID: String]

  public init(contents: LibraryContents, uris: [LibraryTrackID: String]) {
    self.contents = contents
    self.uris = uris
  }
}
