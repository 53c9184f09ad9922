import Testing

@testable import DeepCutKit

/// `ReleaseOrder.newestFirst` compares most dates as integers; the order must be the one plain
/// comparisons of the texts give.
@Suite struct ReleaseOrderTests {
  /// Newest first by date text, then title, then id: the order as written in `ArtistCuts`.
  static func isNewer(_ lhs: CatalogRelease, than rhs: CatalogRelease) -> Bool {
    if lhs.releaseDate != rhs.releaseDate { return lhs.releaseDate > rhs.releaseDate }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }

  static let dates = [
    "", "2019", "2019-05", "2019-05-01", "2019-05-02", "2019-5-1", "2019-05-01T00:00:00Z",
    "2019-05-01T00:00:00", "2019-05-01T00:00", "1999-12-31", "0000-00-00", "20190501",
    "２０１９-05-01", "2019-05-01é", "a\u{0}b", "a", "\u{0}", "9999-99-99", "2019-05-01 ",
    "123456789abcdefg", "123456789abcdefgh", "123456789abcdef", "e\u{301}", "é",
  ]

  @Test func sortsAsTheTextComparisonsDo() {
    var random = SeededRandom(seed: "release order")
    for round in 0..<300 {
      let releases = (0..<random.int(in: 0...30)).map { index in
        CatalogRelease(
          id: CatalogReleaseID(unchecked: "\(random.below(20))"),
          title: random.pick(["A", "B", "a", "Á", "B (Live)", ""]),
          artistID: CatalogArtistID(unchecked: "1"), artistName: "X",
          releaseDate: round % 3 == 0
            ? "\(random.int(in: 1990...1995))-0\(random.int(in: 1...9))-1\(random.below(10))"
            : random.pick(Self.dates),
          releaseType: .album, trackCount: index)
      }
      let expected = releases.sorted(by: Self.isNewer)
      #expect(ReleaseOrder.newestFirst(releases) == expected)
      // In order already, in the opposite order (as a catalog lists a discography), and
      // reversed with its ties: the passes that spare the sort must give the sort's order.
      let oldestFirst = releases.sorted { Self.isNewer($1, than: $0) }
      for shuffled in [expected, oldestFirst, expected.reversed()] {
        #expect(ReleaseOrder.newestFirst(shuffled) == shuffled.sorted(by: Self.isNewer))
      }
    }
  }

  @Test func shortASCIIDatesCompareAsIntegers() {
    for left in Self.dates {
      for right in Self.dates {
        guard let leftWords = ReleaseOrder.DateWords(left),
          let rightWords = ReleaseOrder.DateWords(right)
        else { continue }
        #expect((leftWords < rightWords) == (left < right), "\(left) \(right)")
        #expect((leftWords == rightWords) == (left == right), "\(left) \(right)")
      }
    }
    #expect(ReleaseOrder.DateWords("2019-05-01") != nil)
    #expect(ReleaseOrder.DateWords("123456789abcdefgh") == nil)
    #expect(ReleaseOrder.DateWords("é") == nil)
    #expect(ReleaseOrder.DateWords("a\u{0}b") == nil)
  }
}
