import Testing

@testable import DeepCutKit

@Suite struct SampleLibraryParserTests {
  private let album = "@ Band|123\n+ Record|1999|album|-\n"

  private func read(_ text: String) throws(SampleDataError) -> LibraryContents {
    var parser = SampleLibraryParser()
    try parser.readArtists(text, source: "test")
    return try parser.finish()
  }

  @Test func readsArtistsAlbumsDiscsAndTracks() throws {
    let contents = try read(
      album + "3:00 One\n5 0:45 Five|not here\ndisc 2\n1:02:03 Long\n# a comment\n\n@ Solo|-\n"
        + "+ Single - Single|2020|single|42\n2:00 Single")
    #expect(contents.artists.map(\.catalogID) == [CatalogArtistID("123"), nil])
    #expect(contents.albums.map(\.releaseType) == [.album, .single])
    #expect(contents.albums.last?.catalogID == CatalogReleaseID("42"))
    let positions = contents.tracks.map { [$0.discNumber, $0.trackNumber] }
    #expect(positions == [[1, 1], [1, 5], [2, 1], [1, 1]])
    #expect(contents.tracks.map(\.durationMilliseconds) == [180_000, 45_000, 3_723_000, 120_000])
    #expect(contents.tracks[1].unplayableReason == "not here")
  }

  @Test(arguments: [
    ("+ Record|1999|album|-\n1:00 A", "album before any artist"),
    ("@ Band|12x\n", "catalog link"),
    ("@ Band|1\n@ Other|2\n+ R|2000|album|-\n1:00 A", "no albums"),
    ("@ Band|1\n", "no albums"),
    ("@ Band|1\n+ R|2000|lp|-\n1:00 A", "release type"),
    ("@ Band|1\n+ R|1850|album|-\n1:00 A", "year"),
    ("@ Band|1\n+ R|2000|album|-\n+ S|2000|album|-\n1:00 A", "no tracks"),
    ("@ Band|1\n+ R|2000|album|-\n1:75 A", "duration"),
    ("@ Band|1\n+ R|2000|album|-\n3 1:00 A\n2 1:00 B", "increase"),
    ("@ Band|1\n+ R|2000|album|-\n1:00 A|why|extra", "fields"),
    ("@ Band|1\n+ R|2000|album|-\ndisc 2\n1:00 A", "disc"),
    ("@ Band|1\n+ R|2000|album|-\n1:00 A\n@ Band|2\n+ S|2000|album|-\n1:00 B", "duplicate"),
  ])
  func refusesMalformedArtistLines(text: String, reason: String) {
    #expect {
      _ = try read(text)
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  @Test func refusesBadReferencesAndOrder() throws {
    var parser = SampleLibraryParser()
    try parser.readArtists(album + "1:00 Song\n1:00 Twin\n1:00 Twin", source: "test")
    #expect(throws: SampleDataError.self) {
      var copy = parser
      try copy.readPlaylists("P Mix|d|editable\n> Band|Nope", source: "test")
    }
    #expect(throws: SampleDataError.self) {
      var copy = parser
      try copy.readPlaylists("P Mix|d|editable\n> Band|Twin", source: "test")
    }
    #expect(throws: SampleDataError.self) {
      var copy = parser
      try copy.readPlaylists("P Mix|d|maybe", source: "test")
    }
    #expect(throws: SampleDataError.self) {
      var copy = parser
      try copy.readRecentlyPlayed(
        "2025-12-01 10:00|Band|Song\n2025-12-02 10:00|Band|Song", source: "test")
    }
    #expect(throws: SampleDataError.self) {
      var copy = parser
      try copy.readRecentlyPlayed("2025-02-30 10:00|Band|Song", source: "test")
    }
    try parser.readRecentlyPlayed(
      "2025-12-02 10:00|Band|Song\n2025-12-01 10:00|Band|Song", source: "test")
  }

  @Test func errorsNameTheirLine() {
    let error = SampleDataError(source: "library x", line: 7, reason: "bad", text: "1:xx A")
    #expect(error.description == "library x line 7: bad: 1:xx A")
  }
}
