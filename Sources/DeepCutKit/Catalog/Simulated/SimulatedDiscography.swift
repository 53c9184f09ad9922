/// Generates one artist's discography for the simulated catalog: believable, and the same for
/// the same artist every time.
///
/// - **Size.** Drawn from the artist's name: about one artist in eight has 1–3 releases, most
///   have 4–28, a few have 29–45 and one in twenty-five has 46–72 (so paging past 25, and past
///   50, happens on any large library).
/// - **Records the user has.** About 85% of the library's albums by the artist are in the
///   simulated catalog, most under the library's title and some as another edition
///   ("(Deluxe Edition)", "(Remastered)", which ownership folds), with the library's type and
///   year. So a library's artists own some of their simulated releases (owned > 0), as they
///   would in the real catalog; the other 15% stand for bootlegs and imports the catalog lacks.
/// - **The rest** are generated: the debut album in the career's first year, then albums,
///   singles, EPs, live records and compilations spread over the following years (a career of
///   2 to 45 years, ending by 2025), with track counts typical of each type.
///
/// Release ids are the artist's id followed by three digits (000–899 generated, 900+ the
/// library's records, unless the library album already has a catalog id): unique across the
/// catalog as long as artist ids are, with no hash collisions to worry about.
enum SimulatedDiscography {
  /// The last year a simulated release can come out.
  static let lastYear = 2025

  /// `artist`'s releases, oldest first, built around `libraryAlbums` (the library's albums by
  /// the artist, in library order).
  static func releases(of artist: CatalogArtist, libraryAlbums: [LibraryAlbum]) -> [CatalogRelease]
  {
    var random = SeededRandom(seed: "simulated/discography/\(artist.name)")
    let size = drawSize(&random)
    let first = 1960 + random.below(63)
    let last = min(lastYear, first + random.int(in: 2...45))
    var builder = Builder(artist: artist, random: random, first: first, last: last)
    for album in libraryAlbums { builder.addLibraryRecord(album) }
    let generated = max(0, size - builder.releases.count)
    for index in 0..<generated { builder.addGenerated(isDebut: index == 0) }
    // Oldest first, as the sample catalog: by day (an integer, cheaper than the date text),
    // then title, then id. Positions are sorted rather than the releases, to move less.
    let releases = builder.releases
    return releases.indices.sorted { lhs, rhs in
      let (left, right) = (releases[lhs], releases[rhs])
      if left.day != right.day { return left.day < right.day }
      return (left.release.title, left.release.id.rawValue)
        < (right.release.title, right.release.id.rawValue)
    }.map { releases[$0].release }
  }

  private static func drawSize(_ random: inout SeededRandom) -> Int {
    switch random.below(100) {
    case ..<12: random.int(in: 1...3)
    case ..<55: random.int(in: 4...12)
    case ..<85: random.int(in: 13...28)
    case ..<96: random.int(in: 29...45)
    default: random.int(in: 46...72)
    }
  }

  /// The discography being put together, with the draws still to come.
  private struct Builder {
    let artist: CatalogArtist
    var random: SeededRandom
    let first: Int
    let last: Int
    /// The releases so far, each with its day as `yyyymmdd`.
    var releases: [(day: Int, release: CatalogRelease)] = []
    /// The titles so far; a list, since a discography is short and hashing costs more.
    private var titles: [String] = []
    private var generatedCount = 0
    private var libraryCount = 0

    init(artist: CatalogArtist, random: SeededRandom, first: Int, last: Int) {
      self.artist = artist
      self.random = random
      self.first = first
      self.last = last
    }

    /// Adds the library's `album` as a catalog release, unless the draw leaves it out.
    mutating func addLibraryRecord(_ album: LibraryAlbum) {
      // Drawn from the album's own seed rather than the running generator, so whether an album
      // is in the catalog (and under which edition) does not depend on the library's others.
      var draw = SeededRandom(seed: "simulated/owned/\(artist.name)/\(album.title)")
      guard draw.chance(percent: 85) else { return }
      let plain = TitleNormalizer.strippingEditions(album.title)
      let title: String
      switch draw.below(100) {
      case ..<70: title = album.title
      case ..<85: title = plain + " (Deluxe Edition)"
      default: title = plain + " (Remastered)"
      }
      let year = album.year ?? draw.int(in: first...last)
      let id = album.catalogID ?? releaseID(900 + libraryCount)
      libraryCount += 1
      append(release(title, album.releaseType, year: year, id: id, &draw))
    }

    /// Adds one generated release (the debut is always an album).
    mutating func addGenerated(isDebut: Bool) {
      // The debut has its year to itself, so it comes first among the generated releases.
      let type = isDebut ? .album : drawType()
      let year = isDebut ? first : random.int(in: (first + 1)...last)
      var title = ""
      for _ in 0..<8 {
        title = drawTitle(type, year: year)
        if !titles.contains(title) { break }
      }
      if titles.contains(title) { title += " \(generatedCount + 2)" }
      let id = releaseID(generatedCount)
      generatedCount += 1
      append(release(title, type, year: year, id: id, &random))
    }

    private mutating func append(_ release: (day: Int, release: CatalogRelease)) {
      titles.append(release.release.title)
      releases.append(release)
    }

    /// A release of the artist, with a day of `year` and a track count drawn from `draw`.
    private func release(
      _ title: String, _ type: ReleaseType, year: Int, id: CatalogReleaseID,
      _ draw: inout SeededRandom
    ) -> (day: Int, release: CatalogRelease) {
      let day = year * 10_000 + draw.int(in: 1...12) * 100 + draw.int(in: 1...28)
      let release = CatalogRelease(
        id: id, title: title, artistID: artist.id, artistName: artist.name,
        releaseDate: Self.dateText(day), releaseType: type,
        trackCount: Self.trackCount(type, &draw))
      return (day, release)
    }

    /// `yyyymmdd` as `YYYY-MM-DD`.
    private static func dateText(_ day: Int) -> String {
      String(unsafeUninitializedCapacity: 10) { buffer in
        var rest = day
        for position in (0..<10).reversed() {
          if position == 4 || position == 7 {
            buffer[position] = UInt8(ascii: "-")
          } else {
            buffer[position] = UInt8(48 + rest % 10)
            rest /= 10
          }
        }
        return 10
      }
    }

    private func releaseID(_ index: Int) -> CatalogReleaseID {
      let digits = index < 10 ? "00\(index)" : index < 100 ? "0\(index)" : "\(index)"
      return CatalogReleaseID(unchecked: artist.id.rawValue + digits)
    }

    private mutating func drawType() -> ReleaseType {
      switch random.below(100) {
      case ..<45: .album
      case ..<70: .single
      case ..<82: .ep
      case ..<91: .live
      default: .compilation
      }
    }

    private mutating func drawTitle(_ type: ReleaseType, year: Int) -> String {
      switch type {
      case .album, .soundtrack, .remix, .other: SimulatedTitles.album(&random)
      case .ep: SimulatedTitles.album(&random) + " - EP"
      case .single: SimulatedTitles.song(&random) + " - Single"
      case .live: SimulatedTitles.live(&random, year: year)
      case .compilation:
        SimulatedTitles.compilation(&random, artist: artist.name, first: first, last: year)
      }
    }

    private static func trackCount(_ type: ReleaseType, _ random: inout SeededRandom) -> Int {
      switch type {
      case .single: random.int(in: 1...3)
      case .ep: random.int(in: 4...6)
      case .album, .soundtrack, .remix, .other: random.int(in: 9...14)
      case .live: random.int(in: 12...19)
      case .compilation: random.int(in: 14...23)
      }
    }
  }
}
