import DeepCutKit
import Foundation
import Testing

/// Which artists each refresh checks: the whole library in turn, then round again.
@Suite struct FeedRotationTests {
  let artists = SampleLibrary.contents.artists.sorted { $0.name < $1.name }

  /// An answered check at `seconds` after the start, with no cuts.
  private func answered(_ artist: LibraryArtist, at seconds: Double = 0) -> ArtistCheck {
    ArtistCheck(
      artist: artist,
      result: .success(FeedCheck(date: FeedFixtures.date(seconds), outcome: .unmatched)))
  }

  private func failed(_ artist: LibraryArtist) -> ArtistCheck {
    ArtistCheck(
      artist: artist,
      result: .failure(
        FeedFailure(
          artistID: artist.id, artistName: artist.name, date: FeedFixtures.date(0),
          reason: "network unreachable (timed out)")))
  }

  /// Runs `refreshes` refreshes of `size`, answering every artist; returns each batch's names.
  private func rotate(_ cache: inout FeedCache, refreshes: Int, size: Int) -> [[String]] {
    (0..<refreshes).map { _ in
      let batch = cache.nextBatch(of: artists, size: size)
      cache.record(batch.map { answered($0) }, library: artists)
      return batch.map(\.name)
    }
  }

  @Test func aFreshCacheStartsAtTheTopOfTheLibrary() {
    let batch = FeedCache().nextBatch(of: artists, size: 40)
    #expect(batch.map(\.id) == artists.prefix(40).map(\.id))
    #expect(FeedCache().nextBatch(of: artists, size: 0).count == 1)
    #expect(FeedCache().nextBatch(of: artists, size: 500).count == artists.count)
  }

  @Test func coversTheWholeLibraryThenWrapsAround() {
    var cache = FeedCache()
    let batches = rotate(&cache, refreshes: 6, size: 10)
    // 48 artists in batches of 10: five refreshes cover everyone once ...
    let firstLap = batches.flatMap { $0 }.prefix(48)
    #expect(Set(firstLap).count == 48)
    #expect(batches[4].count == 8 + 2)
    // ... the fifth topped up with the two checked longest ago, and the sixth goes on from there.
    #expect(Array(batches[4].suffix(2)) == Array(batches[0].prefix(2)))
    #expect(batches[5] == Array(batches[0].dropFirst(2)) + Array(batches[1].prefix(2)))
    #expect(cache.refreshes == 6)
    #expect(cache.entries.count == 48)
  }

  @Test func noArtistIsCheckedTwiceBeforeAnotherOnce() {
    var cache = FeedCache()
    var counts: [String: Int] = [:]
    for size in [40, 7, 13, 40, 1, 25, 48, 3] {
      for name in rotate(&cache, refreshes: 1, size: size)[0] { counts[name, default: 0] += 1 }
      let values = artists.map { counts[$0.name] ?? 0 }
      #expect(values.max()! - values.min()! <= 1, "after a batch of \(size)")
    }
  }

  @Test func anAddedArtistIsCheckedByTheNextRefresh() {
    var cache = FeedCache()
    _ = rotate(&cache, refreshes: 5, size: 10)
    var library = artists
    let newcomer = LibraryArtist(
      id: LibraryArtistID(derivedFrom: "test/newcomer"), name: "Zz Newcomer")
    library.append(newcomer)
    #expect(cache.nextBatch(of: library, size: 10).first == newcomer)
  }

  @Test func aRemovedArtistIsForgotten() {
    var cache = FeedCache()
    _ = rotate(&cache, refreshes: 1, size: 48)
    let remaining = Array(artists.dropFirst())
    cache.record([answered(remaining[0])], library: remaining)
    #expect(cache.entries[artists[0].id] == nil)
    #expect(cache.entries.count == 47)
    #expect(FeedStatus(cache: cache, artists: remaining).checked == 47)
  }

  @Test func aFailedAttemptTakesItsTurnAndKeepsThePreviousCheck() throws {
    var cache = FeedCache()
    let acid = artists[2]
    cache.record([answered(acid, at: 10)], library: artists)
    cache.record([failed(acid)], library: artists)
    let entry = try #require(cache.entries[acid.id])
    #expect(entry.check?.date == FeedFixtures.date(10))
    #expect(entry.failure?.reason == "network unreachable (timed out)")
    #expect(entry.lastAttempt == 2 && cache.attempts == 2)
    // It went to the back of the queue like an answered artist would.
    #expect(!cache.nextBatch(of: artists, size: 47).contains(acid))
    // An answer clears the failure.
    cache.record([answered(acid, at: 20)], library: artists)
    #expect(cache.entries[acid.id]?.failure == nil)
    #expect(cache.entries[acid.id]?.check?.date == FeedFixtures.date(20))
  }
}
