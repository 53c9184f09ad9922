import Foundation

/// A library of any size, generated: for benchmarks and tests of the feed at the scale of a
/// real collection (the app's user had 1,610 artists), without a Library.xml.
///
/// Like an import, its artists have no catalog links: pair it with `SimulatedCatalog`. Names
/// are unique and believable (people and bands, some with diacritics); each artist has 2–5
/// albums (about one in ten an EP) with `tracksPerAlbum` tracks; the 50 most recent plays
/// touch a few dozen artists. The same arguments give the same library every time.
public enum GeneratedLibrary {
  /// A library of `artists` artists.
  public static func contents(artists count: Int, tracksPerAlbum: Int = 10) -> LibraryContents {
    var contents = LibraryContents()
    var names: Set<String> = []
    for index in 0..<count {
      var random = SeededRandom(seed: "generated/artist/\(index)")
      var name = drawName(&random)
      for _ in 0..<20 where names.contains(name) { name = drawName(&random) }
      if names.contains(name) { name += " \(index)" }
      names.insert(name)
      let artist = LibraryArtist(
        id: LibraryArtistID(derivedFrom: "generated/artist/\(name)"), name: name)
      contents.artists.append(artist)
      var titles: Set<String> = []
      for _ in 0..<random.int(in: 2...5) {
        var title = SimulatedTitles.album(&random)
        guard titles.insert(title).inserted else { continue }
        let isEP = random.chance(percent: 10)
        if isEP { title += " - EP" }
        let album = LibraryAlbum(
          id: LibraryAlbumID(derivedFrom: "generated/album/\(name)/\(title)"), title: title,
          artistID: artist.id, artistName: name, year: random.int(in: 1965...2025),
          releaseType: isEP ? .ep : .album)
        contents.albums.append(album)
        for number in 1...max(1, tracksPerAlbum) {
          contents.tracks.append(
            LibraryTrack(
              id: LibraryTrackID(derivedFrom: "generated/track/\(name)/\(title)/\(number)"),
              title: SimulatedTitles.song(&random), artistID: artist.id, artistName: name,
              albumID: album.id, albumTitle: title,
              durationMilliseconds: random.int(in: 120_000...420_000), trackNumber: number))
        }
      }
    }
    contents.recentlyPlayed = recentPlays(of: contents.tracks)
    return contents
  }

  /// Fifty plays, newest first, one every 40 minutes back from 2026-01-01.
  private static func recentPlays(of tracks: [LibraryTrack]) -> [RecentlyPlayedEntry] {
    guard !tracks.isEmpty else { return [] }
    var random = SeededRandom(seed: "generated/recent")
    return (0..<50).map { play in
      RecentlyPlayedEntry(
        trackID: tracks[random.below(tracks.count)].id,
        playedAt: VirtualClock.defaultStartDate.addingTimeInterval(Double(-2_400 * (play + 1))))
    }
  }

  private static func drawName(_ random: inout SeededRandom) -> String {
    let adjective = random.pick(SimulatedTitles.adjectives)
    let noun = random.pick(SimulatedTitles.nouns)
    return switch random.below(4) {
    case 0: "\(random.pick(firstNames)) \(random.pick(lastNames))"
    case 1: "The \(adjective) \(noun)"
    case 2: "\(random.pick(firstNames)) \(random.pick(lastNames)) & the \(noun)"
    default: "\(adjective) \(noun) \(random.pick(ensembles))"
    }
  }

  static let ensembles = ["Trio", "Quartet", "Orchestra", "Collective", "Club", "Ensemble"]
  static let firstNames = [
    "Mara", "Jonas", "Aiko", "Bruno", "Clara", "Dmitri", "Elena", "Felix", "Greta", "Hugo",
    "Ines", "Jules", "Kasia", "Lars", "Maëlle", "Nico", "Olga", "Pablo", "Rosa", "Søren",
    "Tomás", "Ulla", "Vera", "Wim", "Yuki", "Zoë", "Amara", "Björn", "Chiara", "Dario",
  ]
  static let lastNames = [
    "Lindqvist", "Moreau", "Tanaka", "Okafor", "Novak", "Castillo", "Brennan", "Haas",
    "Ferreira", "Kowalski", "Dubois", "Sato", "Mbeki", "Larsen", "Rossi", "Weber", "Quinn",
    "Álvarez", "Nakamura", "O'Connell", "Jansen", "Petrov", "Silva", "Walsh", "Ødegaard",
  ]
}
