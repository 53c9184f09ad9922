import Testing

@testable import DeepCutKit

/// The ASCII path of `TitleNormalizer` must give the general path's answers, title for title.
@Suite struct TitleNormalizerFastPathTests {
  /// Titles from the sample data and the simulation, and hand-made awkward ones.
  static let corpus: [String] = {
    var titles = SampleCatalog.discographies.values.flatMap { $0.releases.map(\.title) }
    titles += SampleLibrary.contents.albums.map(\.title)
    let generated = GeneratedLibrary.contents(artists: 200, tracksPerAlbum: 1)
    titles += generated.albums.map(\.title)
    let catalog = SimulatedCatalog(library: generated)
    titles += catalog.linkedLibrary.artists.compactMap(\.catalogID)
      .flatMap { catalog.discography(of: $0) ?? [] }.map(\.title)
    titles += [
      "", " ", "\t", "( )", "()", "[]", "(Deluxe)", "[Remastered]", " - EP", "-", " - ", "a - ",
      "Rumours (Deluxe", "Rumours Deluxe)", "Rumours ((Deluxe))", "Rumours [Live] (Remastered)",
      "Title - Live - Remastered", "Title - EP - Single", "Title - Remastered - Live",
      "A & B", "&", "&&", "Love Deluxe", "Song (feat. Someone) [Deluxe Edition]",
      "  Padded Title  ", "Tabs\tand\ttabs", "Line\nbreak", "Carriage\r\nreturn", "\r\n",
      "Mono - Stereo", "MONO", "(Mono)", "Title [Explicit]", "Title (Clean)", "X - Ep",
      "Bonus", "Title (Bonus)", "2011 Remaster", "(2011 Remaster)", "Edition", "...", "A.B.C.",
    ]
    return titles
  }()

  /// Titles strung together from pieces that exercise every rule, drawn deterministically.
  static let assembled: [String] = {
    let pieces = [
      "(", ")", "[", "]", " - ", "-", " ", "\t", "Deluxe", "Edition", "EP", "Single", "ep",
      "Live", "&", "2011", "Remaster", "a", "B", ".", "\r", "\n", "Bonus", "Track", "x9",
    ]
    var random = SeededRandom(seed: "title fast path")
    return (0..<5_000).map { _ in
      (0..<random.int(in: 1...8)).map { _ in random.pick(pieces) }.joined()
    }
  }()

  /// Titles with accented Latin letters and other non-ASCII text among the same pieces.
  static let accented: [String] = {
    let pieces = [
      "(", ")", "[", "]", " - ", " – ", " — ", " ", "\t", "\r", "\n", "\r\n", "Deluxe", "Édition",
      "EP", "Ép", "Live", "&", "Remaster", "Ré", "é", "É", "Ø", "ø", "ß", "Æ", "æ", "İ", "ı",
      "ǖ", "ǅ", "×", "÷", "Å", "\u{301}", "e\u{301}", "Ð", "þ", "ſ", "ŉ", "ǰ", "Ǆ", "\u{A0}",
      "ﬁ", "坂本", "Ω", "\u{212A}", "a", "B", ".", "2011", "Bonus", "–", "—", "’", "‘", "“", "”",
      "…", " – ", " —", "– ", "‒", "'",
    ]
    var random = SeededRandom(seed: "title latin path")
    return (0..<5_000).map { _ in
      (0..<random.int(in: 1...8)).map { _ in random.pick(pieces) }.joined()
    }
  }()

  @Test func keysAgreeWithTheGeneralPath() {
    for title in Self.corpus + Self.assembled + Self.accented {
      #expect(
        TitleNormalizer.key(title) == TitleNormalizer.unicodeKey(title), "\(title.debugDescription)"
      )
    }
  }

  /// Keys are remembered by the title's bytes: canonically equivalent spellings, which
  /// `String` holds equal, each get the key worked out for their own bytes, whichever came first.
  @Test func rememberedKeysAreThoseOfTheVeryBytes() {
    for (first, second) in [
      ("Caf\u{E9} (Deluxe) \u{212B}", "Cafe\u{301} (Deluxe) A\u{30A}"),
      ("\u{212A}elvin \u{2126}", "Kelvin \u{3A9}"), ("Ö – EP", "O\u{308} – EP"),
    ] {
      #expect(first == second)
      for title in [first, second, first, second] {
        #expect(TitleNormalizer.key(title) == TitleNormalizer.unicodeKey(title))
      }
    }
  }

  @Test func strippingAgreesWithTheGeneralPath() {
    for title in Self.corpus + Self.assembled {
      #expect(
        TitleNormalizer.strippingEditions(title) == TitleNormalizer.unicodeStrippingEditions(title),
        "\(title.debugDescription)")
    }
  }

  @Test func typographicMarksDropOutOfTheKey() {
    #expect(TitleNormalizer.key("Don’t Stop – Remastered") == "dontstop")
    #expect(TitleNormalizer.key("–") == "–")
  }

  @Test func theFastPathIsTakenForASCIIOnly() {
    #expect(ASCIITitle("Rumours (Deluxe)") != nil)
    #expect(ASCIITitle("Medúlla") == nil)
    #expect(ASCIITitle("Rumours – 2011 Remaster") == nil)
    #expect(ASCIITitle("Carriage\r\nreturn") == nil)
  }
}
