import Foundation
import Testing

@testable import DeepCutKit

/// The pure parts: query escaping, candidate choice, type mapping, credits, tolerant JSON.
@Suite struct MusicBrainzParsingTests {
  @Test func everyLuceneSpecialCharacterIsEscapedAndTheNameQuoted() {
    #expect(MusicBrainzQuery.escape(#"AC/DC"#) == #"AC\/DC"#)
    #expect(MusicBrainzQuery.escape(#"A.N.I.M.A.L."#) == #"A.N.I.M.A.L."#)
    #expect(MusicBrainzQuery.escape(#"Guns N' Roses"#) == #"Guns N' Roses"#)
    #expect(MusicBrainzQuery.escape(#"The "Band""#) == #"The \"Band\""#)
    #expect(
      MusicBrainzQuery.escape(#"+-&|!(){}[]^"~*?:\/"#) == #"\+\-\&\|\!\(\)\{\}\[\]\^\"\~\*\?\:\\\/"#
    )
    #expect(
      MusicBrainzQuery.exactNameQuery("A$AP Rocky") == #"artist:"A$AP Rocky" OR alias:"A$AP Rocky""#
    )
  }

  @Test func theURLsPercentEncodeTheQuery() {
    let query = MusicBrainzQuery(baseURL: URL(string: "http://127.0.0.1:8080")!)
    #expect(
      query.artistSearch("AC/DC & Co").absoluteString
        == "http://127.0.0.1:8080/ws/2/artist?query=artist%3A%22AC%5C%2FDC%20%5C%26%20Co%22%20OR%20alias%3A%22AC%5C%2FDC%20%5C%26%20Co%22&limit=10&fmt=json"
    )
    #expect(
      query.releaseGroups(of: "abc", offset: 100).absoluteString
        == "http://127.0.0.1:8080/ws/2/release-group?artist=abc&limit=100&offset=100&fmt=json")
  }

  static func artist(
    _ name: String, _ score: Int, id: String = UUID().uuidString, aliases: [String] = []
  )
    -> MusicBrainzJSON.Artist
  {
    MusicBrainzJSON.Artist(
      id: id, name: name, score: score, aliases: aliases.map { .init(name: $0) })
  }

  @Test func onlyAnExactNameOrAliasWithAHighScoreMatches() {
    let sigur = Self.artist("Sigur Rós", 100, id: "s")
    #expect(ArtistMatcher.match("sigur ros", among: [sigur]) == .matched(.init(sigur)))
    #expect(ArtistMatcher.match("Sigur", among: [sigur]) == .none([.init(sigur)]))
    let low = Self.artist("Sigur Rós", 80)
    #expect(ArtistMatcher.match("Sigur Rós", among: [low]) == .none([.init(low)]))
    let aliased = Self.artist("Daryl Hall & John Oates", 95, id: "h", aliases: ["Hall & Oates"])
    #expect(ArtistMatcher.match("Hall & Oates", among: [aliased]) == .matched(.init(aliased)))
    let guns = Self.artist("Guns N\u{2019} Roses", 100, id: "g")
    #expect(ArtistMatcher.match("Guns N' Roses", among: [guns]) == .matched(.init(guns)))
  }

  @Test func foldingSqueezesSpacesAndPlainsQuotesWhereverTheyAre() {
    let cases: [(String, String)] = [
      ("Nirvana", "nirvana"), ("  Hall   &\tOates ", "hall & oates"), ("a\r\nb", "a b"),
      ("Guns N\u{2019} Roses", "guns n' roses"), ("Guns N` Roses", "guns n' roses"),
      ("Jay\u{2013}Z", "jay-z"), ("\u{201C}Weird Al\u{201D}", "\"weird al\""),
      ("Sigur  Rós ", "sigur ros"), ("Sigur\u{00A0}Rós", "sigur ros"), ("", ""), (" ", ""),
      ("坂本龍一", "坂本龍一"), ("AC/DC", "ac/dc"), ("A  B", "a b"), ("x ", "x"),
    ]
    for (name, folded) in cases { #expect(ArtistMatcher.fold(name) == folded, "\(name)") }
  }

  @Test func aNameBeatsAnAliasAndTiesAreAmbiguous() {
    let name = Self.artist("Offset", 95, id: "n")
    let alias = Self.artist("Somebody", 100, id: "a", aliases: ["Offset"])
    #expect(ArtistMatcher.match("Offset", among: [alias, name]) == .matched(.init(name)))
    let twin = Self.artist("Offset", 95, id: "t")
    #expect(
      ArtistMatcher.match("Offset", among: [name, twin]) == .ambiguous([.init(name), .init(twin)]))
    let weaker = Self.artist("Offset", 91, id: "w")
    #expect(ArtistMatcher.match("Offset", among: [weaker, name]) == .matched(.init(name)))
  }

  @Test func secondaryTypesDecideBeforePrimaryOnes() {
    let type = MusicBrainzReleaseType.releaseType
    #expect(type("Album", []) == .album)
    #expect(type("EP", []) == .ep)
    #expect(type("Single", []) == .single)
    #expect(type("Album", ["Live"]) == .live)
    #expect(type("Album", ["Compilation", "Live"]) == .live)
    #expect(type("Album", ["Soundtrack", "Compilation"]) == .compilation)
    #expect(type("Album", ["Soundtrack"]) == .soundtrack)
    #expect(type("Single", ["Remix"]) == .remix)
    #expect(type("Album", ["DJ-mix"]) == .remix)
    #expect(type("Album", ["Mixtape/Street"]) == .album)
    #expect(type("Other", ["Interview"]) == .other)
    #expect(type("Broadcast", []) == .other)
    #expect(type(nil, []) == .other)
  }

  @Test func combinedCreditsSplitOnTheUsualSeparators() {
    #expect(
      CombinedCredit.parts(of: "21 Savage, Offset & Metro Boomin") == [
        "21 Savage", "Offset", "Metro Boomin",
      ])
    #expect(CombinedCredit.parts(of: "David Guetta & Sia") == ["David Guetta", "Sia"])
    #expect(CombinedCredit.parts(of: "Drake feat. Rihanna") == ["Drake", "Rihanna"])
    #expect(CombinedCredit.parts(of: "Skrillex x Diplo") == ["Skrillex", "Diplo"])
    #expect(CombinedCredit.parts(of: "Radiohead") == nil)
    #expect(CombinedCredit.parts(of: "Xx Hex") == nil)
    #expect(CombinedCredit.isPlaceholder("VARIOUS ARTISTS"))
    #expect(!CombinedCredit.isPlaceholder("Various Cruelties"))
  }

  @Test func searchJSONWithAbsentKeysAndAStringScoreDecodes() throws {
    let json =
      #"{"count":2,"offset":0,"artists":[{"id":"a","score":"100","name":"Manowar","sort-name":"Manowar"},{"id":"b","score":39,"name":"Womanowar","disambiguation":"","aliases":[{"name":"W","sort-name":null}]}]}"#
    let search = try JSONDecoder().decode(MusicBrainzJSON.ArtistSearch.self, from: Data(json.utf8))
    #expect(search.artists.map(\.score) == [100, 39])
    #expect(search.artists[1].disambiguation == nil)
    #expect(search.artists[1].aliases.map(\.name) == ["W"])
  }

  @Test func browseJSONWithNullsAndEmptyDatesDecodes() throws {
    let json =
      #"{"release-group-offset":0,"release-group-count":1,"release-groups":[{"id":"x","title":"T","primary-type":null,"secondary-types":[],"first-release-date":"","disambiguation":null}]}"#
    let page = try JSONDecoder().decode(
      MusicBrainzJSON.ReleaseGroupBrowse.self, from: Data(json.utf8))
    #expect(page.releaseGroups == [.init(id: "x", title: "T", primaryType: nil)])
  }

  @Test func mbidsAreCheckedForShape() {
    #expect(MBID.isValid("0df6d50f-7e43-4c6a-8220-61932b67c9c5"))
    #expect(!MBID.isValid("0df6d50f-7e43-4c6a-8220-61932b67c9c"))
    #expect(!MBID.isValid("../../../../etc/passwd-0000-0000-000000"))
    #expect(!MBID.isValid("0DF6D50F-7E43-4C6A-8220-61932B67C9C5"))
  }
}
