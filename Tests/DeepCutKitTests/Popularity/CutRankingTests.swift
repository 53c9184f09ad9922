import Foundation
import Testing

@testable import DeepCutKit

/// `--sort year|popular|deep` over cuts, and the decoder of ListenBrainz's counts.
@Suite struct CutRankingTests {
  static func release(_ id: String, _ year: Int) -> CatalogRelease {
    CatalogRelease(
      id: CatalogReleaseID(unchecked: id), title: id, artistID: CatalogArtistID(unchecked: "a"),
      artistName: "A", releaseDate: "\(year)-01-01", releaseType: .album, trackCount: 0)
  }

  /// Newest first, as `ArtistCuts` gives them.
  static let cuts = [
    release("e", 2024), release("d", 2020), release("c", 2015), release("b", 2010),
    release("a", 2001),
  ]
  static let counts: [String: CutRanking.Counts] = [
    "e": (5, 50), "d": (500, 900), "c": (5, 20), "a": (80, 100),
  ]

  static func order(_ sort: CutSort) -> [String] {
    CutRanking.sorted(cuts, by: sort) { counts[$0.id.rawValue] ?? (nil, nil) }
      .map(\.id.rawValue)
  }

  @Test func yearKeepsNewestFirst() {
    #expect(Self.order(.year) == ["e", "d", "c", "b", "a"])
  }

  @Test func popularIsMostListenersFirstUnknownLast() {
    #expect(Self.order(.popular) == ["d", "a", "e", "c", "b"])
  }

  @Test func deepIsFewestListenersFirstThenFewestListensUnknownLast() {
    #expect(Self.order(.deep) == ["c", "e", "a", "d", "b"])
  }

  @Test func tiesGoByYearNewestFirst() {
    let tied = CutRanking.sorted(Self.cuts, by: .deep) { _ in (7, 7) }
    #expect(tied == Self.cuts)
  }

  @Test func madeUpCountsAreTheSameEveryTimeAndSpread() {
    let counts = Self.cuts.map(MadeUpPopularity.counts(of:))
    #expect(counts == Self.cuts.map(MadeUpPopularity.counts(of:)))
    #expect(Set(counts.map(\.listeners)).count > 1)
    #expect(
      counts.allSatisfy { ($0.listeners ?? 0) > 0 && ($0.listens ?? 0) > ($0.listeners ?? 0) })
  }

  @Test func theDecoderMatchesByMBIDInAnyCaseAndTakesNullsAndBadCountsAsUnknown() throws {
    let body = Data(
      """
      [{"release_group_mbid":"22AD0000-0000-4000-8000-000000000000","total_listen_count":null,"total_user_count":null},
       null,
       {"release_group_mbid":"13dd0000-0000-4000-8000-000000000000","total_listen_count":1000,"total_user_count":10},
       {"release_group_mbid":"99990000-0000-4000-8000-000000000000","total_listen_count":5,"total_user_count":1},
       {"release_group_mbid":"44440000-0000-4000-8000-000000000000","total_listen_count":-5,"total_user_count":1.5}]
      """.utf8)
    let requested = [
      "13dd0000-0000-4000-8000-000000000000", "22ad0000-0000-4000-8000-000000000000",
      "44440000-0000-4000-8000-000000000000", "55550000-0000-4000-8000-000000000000",
    ]
    let counts = try ListenBrainzJSON.counts(in: body, requested: requested)
    #expect(counts.count == 3, "one not asked for, one not answered")
    #expect(counts[requested[0]] == .init(listens: 1000, listeners: 10))
    #expect(counts[requested[1]] == .init(listens: nil, listeners: nil))
    #expect(counts[requested[2]] == .init(listens: nil, listeners: nil))
    #expect(throws: (any Error).self) {
      try ListenBrainzJSON.counts(in: Data(#"{"code":400}"#.utf8), requested: requested)
    }
    #expect(
      String(decoding: ListenBrainzJSON.requestBody(["a", "b"]), as: UTF8.self)
        == #"{"release_group_mbids":["a","b"]}"#)
  }
}
