/// Reads the sample catalog's text format into discographies.
///
/// ```
/// @ 5765078|Acid Bath                         a catalog artist: id|name
/// 1994-08-23|album|When the Kite String Pops|=1403010735
///                                             a release: date|type|title, then optional
///                                             fields: =id (the id a library album links to),
///                                             #tracks (the track count)
/// 2021-10-29|live|Live at the Abyss, Houston 1996
/// ```
/// Releases without `=id` get a stable id derived from artist, type, date and title; without
/// `#tracks` a count typical of the type, derived the same way.
struct SampleCatalogParser {
  private(set) var discographies: [CatalogDiscography] = []
  private var ids: Set<CatalogReleaseID> = []
  private var artistIDs: Set<CatalogArtistID> = []

  mutating func read(_ text: String, source: String) throws(SampleDataError) {
    for line in SampleText.lines(of: text, source: source) {
      if line.text.hasPrefix("@ ") {
        try closeArtist(line)
        let fields = try SampleText.Line(
          source: line.source, number: line.number, text: line.text.dropFirst(2)
        ).fields(expected: 2...2)
        guard let id = CatalogArtistID(String(fields[0])), artistIDs.insert(id).inserted,
          !fields[1].isEmpty
        else { throw line.error("expected a new numeric artist id and a name") }
        discographies.append(
          CatalogDiscography(artist: CatalogArtist(id: id, name: String(fields[1])), releases: []))
      } else {
        try readRelease(line)
      }
    }
    if let last = discographies.last, last.releases.isEmpty {
      throw SampleDataError(source: source, line: 0, reason: "no releases", text: last.artist.name)
    }
    sortLastArtist()
  }

  private mutating func readRelease(_ line: SampleText.Line) throws(SampleDataError) {
    guard let artist = discographies.last?.artist else {
      throw line.error("a release before any artist")
    }
    let fields = try line.fields(expected: 3...5)
    guard SampleText.date(fields[0]) != nil else { throw line.error("expected a date YYYY-MM-DD") }
    guard let type = ReleaseType(rawValue: String(fields[1])) else {
      throw line.error("unknown release type '\(fields[1])'")
    }
    let title = String(fields[2])
    guard !title.isEmpty else { throw line.error("empty title") }
    let seed = "sample/release/\(artist.id)/\(type.rawValue)/\(fields[0])/\(title)"
    let hash = StableHash.fnv1a64(seed)
    var id = CatalogReleaseID(unchecked: String(1_000_000_000 + hash % 390_000_000))
    var trackCount = Self.typicalTrackCount(type, hash: hash)
    for option in fields.dropFirst(3) {
      if option.hasPrefix("="), let explicit = CatalogReleaseID(String(option.dropFirst())) {
        id = explicit
      } else if option.hasPrefix("#"), let count = Int(option.dropFirst()), count > 0 {
        trackCount = count
      } else {
        throw line.error("expected =id or #tracks, found '\(option)'")
      }
    }
    guard ids.insert(id).inserted else { throw line.error("duplicate release id \(id)") }
    discographies[discographies.count - 1].releases.append(
      CatalogRelease(
        id: id, title: title, artistID: artist.id, artistName: artist.name,
        releaseDate: String(fields[0]), releaseType: type, trackCount: trackCount))
  }

  /// Checks that the artist being read got releases, and puts them in date order.
  private mutating func closeArtist(_ line: SampleText.Line) throws(SampleDataError) {
    guard let last = discographies.last else { return }
    guard !last.releases.isEmpty else { throw line.error("the artist before has no releases") }
    sortLastArtist()
  }

  private mutating func sortLastArtist() {
    guard !discographies.isEmpty else { return }
    discographies[discographies.count - 1].releases.sort {
      ($0.releaseDate, $0.title, $0.id.rawValue) < ($1.releaseDate, $1.title, $1.id.rawValue)
    }
  }

  private static func typicalTrackCount(_ type: ReleaseType, hash: UInt64) -> Int {
    let spread = Int((hash >> 40) % 1_000)
    switch type {
    case .single: return 1 + spread % 3
    case .ep: return 4 + spread % 3
    case .album, .soundtrack, .remix, .other: return 9 + spread % 6
    case .live: return 12 + spread % 8
    case .compilation: return 14 + spread % 10
    }
  }
}
