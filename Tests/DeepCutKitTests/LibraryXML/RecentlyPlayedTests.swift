import Testing

@testable import DeepCutKit

/// The mapper keeps the latest plays, newest first, ties in file order.
@Suite struct RecentlyPlayedTests {
  @Test func theLatestPlaysAreKeptNewestFirstWithTiesInFileOrder() {
    let times: [Int64?] = [5, 9, nil, 5, 7, 9, 1, 9, 5, 3, nil, 7]
    var raw = RawLibrary()
    for (index, time) in times.enumerated() {
      var track = RawTrack(offset: Int64(index))
      track.persistentID = UInt64(index + 1)
      track.trackNumber = Int64(index + 1)
      track.playDateUTC = time
      raw.tracks.append(track)
    }
    // Sorting every play, as the rule says.
    let newestFirst = times.indices.compactMap { index in times[index].map { ($0, -index) } }
      .sorted { $0 > $1 }.map { LibraryTrackID(value: UInt64(-$0.1 + 1)) }
    for limit in 0...(times.count + 1) {
      var mapper = LibraryMapper(raw: raw, recentlyPlayedLimit: limit)
      let (contents, _, _) = mapper.map()
      #expect(
        contents.recentlyPlayed.map(\.trackID) == Array(newestFirst.prefix(limit)),
        "limit \(limit)")
    }
  }
}
