/// Generates a release's track list for the sample and simulated catalogs: believable titles
/// and durations, the same for the same release every time.
///
/// - **Count.** The release's `trackCount`.
/// - **Titles.** A single leads with its own title (without ` - Single`); other songs are drawn
///   from `SimulatedTitles`, never twice on one release; a live record's songs say `(Live)`;
///   about one album in four opens with a short intro.
/// - **Durations.** Typical of the type: 2:30–4:30 for singles, 2:10–6:20 on albums and EPs,
///   3:00–8:00 live; an intro lasts 0:20–1:10, so some tracks are shorter than the 30 s after
///   which a play counts (see `ListeningHistory`).
/// - **Ids.** The release id followed by the two-digit track number: unique as long as release
///   ids are.
enum SimulatedTrackList {
  /// The tracks of `release`, in order.
  static func tracks(of release: CatalogRelease) -> [CatalogTrack] {
    var random = SeededRandom(seed: "simulated/tracks/\(release.id)/\(release.title)")
    let count = max(1, release.trackCount)
    let hasIntro = count >= 8 && release.releaseType != .live && random.chance(percent: 25)
    var titles: [String] = []
    var tracks: [CatalogTrack] = []
    for number in 1...count {
      var title: String
      var milliseconds: Int
      if number == 1, release.releaseType == .single {
        title = singleTitle(release.title)
        milliseconds = random.int(in: 150_000...270_000)
      } else if number == 1, hasIntro {
        title = random.pick(["Intro", "Overture", "Prelude", "Opening"])
        milliseconds = random.int(in: 20_000...70_000)
      } else {
        let live = release.releaseType == .live ? " (Live)" : ""
        title = SimulatedTitles.song(&random) + live
        for _ in 0..<8 where titles.contains(title) { title = SimulatedTitles.song(&random) + live }
        if titles.contains(title) { title += " (Part \(number))" }
        milliseconds =
          release.releaseType == .live
          ? random.int(in: 180_000...480_000) : random.int(in: 130_000...380_000)
      }
      titles.append(title)
      let digits = number < 10 ? "0\(number)" : "\(number)"
      tracks.append(
        CatalogTrack(
          id: CatalogSongID(unchecked: release.id.rawValue + digits), title: title,
          releaseID: release.id, releaseTitle: release.title, artistID: release.artistID,
          artistName: release.artistName, durationMilliseconds: milliseconds,
          trackNumber: number))
    }
    return tracks
  }

  private static func singleTitle(_ title: String) -> String {
    let suffix = " - Single"
    return title.hasSuffix(suffix) ? String(title.dropLast(suffix.count)) : title
  }
}
