import Testing

@testable import DeepCutKit

/// Reading a `find` answer's bytes into songs, on recorded text (no MPD).
@Suite struct MPDLibrarySongParserTests {
  /// A `find` answer as MPD 0.23 writes it, with a folder, a stored playlist and stray lines.
  static let answer = """
    directory: A
    file: A/1.flac
    Last-Modified: 2024-01-01T00:00:00Z
    Format: 44100:16:2
    Title: One: the first
    Artist: Sigur Ro\u{301}s
    AlbumArtist: Sigur Ro\u{301}s
    Album: Ágætis byrjun
    MUSICBRAINZ_ARTISTID: x
    MUSICBRAINZ_ARTISTID: y
    Track: 1/2
    duration: 61.5
    Time: 62
    file: A/2.flac
    Time: 3
    Title: Two
    Artist: Sigur R\u{F3}s
    Album: Ágætis byrjun
    playlist: Mix
    Title: stray
    OK

    """

  /// The same answer read as pairs, the rules' other reading.
  static func pairs(_ text: String) -> MPDResponse {
    var reader = MPDResponseReader()
    reader.append(Array(text.utf8))
    guard case .ok(let parts) = reader.takeAnswer() else { return MPDResponse() }
    return parts[0]
  }

  /// Feeds `bytes` in chunks of `size`, returning the end and the songs.
  static func parse(_ bytes: [UInt8], chunk size: Int) -> (
    MPDLibrarySongParser.End?, [MPDLibrarySong]
  ) {
    var parser = MPDLibrarySongParser()
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      if let finished = parser.read(Array(bytes[start..<end])) {
        return (finished, parser.takeSongs())
      }
      start = end
    }
    return (nil, parser.takeSongs())
  }

  @Test func songsAreTheSameReadFromBytesInAnyChunksAsFromPairs() {
    let expected = MPDLibrarySong.songs(in: Self.pairs(Self.answer))
    #expect(expected.map(\.uri) == ["A/1.flac", "A/2.flac"])
    #expect(expected[0].title == "One: the first")
    #expect(expected[0].artistIDs == ["x", "y"])
    #expect(expected[0].durationMilliseconds == 61_500)
    #expect(expected[1].durationMilliseconds == 3000)
    let bytes = Array(Self.answer.utf8)
    for size in [1, 2, 7, 64, bytes.count] {
      let (end, songs) = Self.parse(bytes, chunk: size)
      #expect(end == .ok, "chunks of \(size)")
      #expect(songs == expected, "chunks of \(size)")
    }
  }

  /// Repeated values are kept once, and by their bytes: an NFD and an NFC name stay two.
  @Test func repeatedValuesShareOneStringButSpellingsStayApart() {
    let (_, songs) = Self.parse(Array(Self.answer.utf8), chunk: 5)
    #expect(songs[0].album == songs[1].album)
    let artists = songs.compactMap(\.artist).map { Array($0.utf8) }
    #expect(artists == [Array("Sigur Ro\u{301}s".utf8), Array("Sigur R\u{F3}s".utf8)])
  }

  @Test func anAnswerEndsAtOKOrARefusalAndAnythingElseIsUnreadable() {
    let refused = Array("file: a.flac\nACK [2@0] {find} Unknown filter type\n".utf8)
    let (end, _) = Self.parse(refused, chunk: 4)
    #expect(
      end == .ack(MPDAck(code: 2, index: 0, command: "find", message: "Unknown filter type")))
    #expect(
      Self.parse(Array("file: a.flac\nnonsense\n".utf8), chunk: 100).0 == .unreadable("nonsense"))
    // An answer still arriving has no end, and its last line waits for its newline.
    let (none, songs) = Self.parse(Array("file: a.flac\nTitle: Par".utf8), chunk: 3)
    #expect(none == nil)
    #expect(songs.map(\.title) == [nil])
  }

  @Test func numbersAreReadFromTheBytesAsFromTheCharacters() {
    let cases: [(String?, Int?)] = [
      ("3", 3), ("3/12", 3), (" 7 ", 7), ("\t04", 4), ("", nil), ("x3", nil), (nil, nil),
      ("12345678901", 123_456_789), ("2001-05-02", 2001), ("3\u{301}", nil),
      ("\u{A0}3", nil), ("٣", nil),
    ]
    for (text, number) in cases {
      #expect(MPDLibraryBuilder.number(text) == number, "\(String(describing: text))")
    }
  }
}
