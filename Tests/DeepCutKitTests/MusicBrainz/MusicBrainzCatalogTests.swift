import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// The MusicBrainz catalog against the fixture server: what it asks, what it links, what it
/// caches.
@Suite struct MusicBrainzCatalogTests {
  @Test func aSearchSendsTheEscapedQuotedNameAndTheUserAgent() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "AC/DC"))
    #expect(link.mbid == MusicBrainzHarness.mbids["AC/DC"])
    #expect(link.state == .linked(mbid: link.mbid!, name: "AC/DC", origin: .search(score: 100)))
    let request = try #require(try await mb.server.requests().first)
    #expect(request.path == "/ws/2/artist")
    #expect(
      request.query == [
        "query": #"artist:"AC\/DC" OR alias:"AC\/DC""#, "limit": "10", "fmt": "json",
      ])
    #expect(request.target.contains("AC%5C%2FDC"))
    #expect(request.header("User-Agent") == "deepcut/0.1.0 ( \(UserAgent.contact) )")
  }

  @Test func specialCharactersArePercentEncodedNotSentRaw() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    _ = try await mb.catalog.link(for: "A$AP Rocky")
    let request = try #require(try await mb.server.requests().first)
    #expect(request.query["query"] == #"artist:"A$AP Rocky" OR alias:"A$AP Rocky""#)
    #expect(request.target.contains("A%24AP%20Rocky"))
  }

  @Test func anAliasLinksToTheArtistItNames() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "Hall & Oates"))
    #expect(link.mbid == MusicBrainzHarness.mbids["Daryl Hall & John Oates"])
  }

  @Test func twoEquallyGoodCandidatesLeaveTheArtistUnmatchedWithBothListed() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "Nirvana"))
    #expect(link.mbid == nil)
    guard case .unmatched(let candidates, ambiguous: true) = link.state else {
      Issue.record("not ambiguous: \(link)")
      return
    }
    #expect(
      candidates.map(\.detail) == [
        "90s US grunge band, Group, US", "60s band from the UK, Group, GB",
      ])
    #expect(link.description.hasPrefix("unmatched: 2 equally good candidates: Nirvana "))
  }

  @Test func anUnknownArtistIsUnmatchedAndTheAnswerIsCached() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "The Unknown Quartet"))
    #expect(link.state == .unmatched(candidates: [], ambiguous: false))
    _ = try await mb.catalog.link(for: "the unknown quartet")
    #expect(try await mb.server.requests().count == 1)
  }

  @Test func placeholdersAreNeverLookedUp() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    for name in ["Various Artists", "various artists", "Unknown Artist", "", "  "] {
      #expect(try await mb.catalog.link(for: name) == nil)
      #expect(mb.catalog.cachedLink(for: name) == .placeholder)
    }
    #expect(try await mb.server.requests().isEmpty)
  }

  @Test func aCombinedCreditTriesTheWholeNameThenCreditsEachPart() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "21 Savage, Offset & Metro Boomin"))
    let ids = MusicBrainzHarness.mbids
    #expect(
      link.state
        == .credited([
          .init(name: "21 Savage", mbid: ids["21 Savage"]),
          .init(name: "Offset", mbid: ids["Offset"]),
          .init(name: "Metro Boomin", mbid: ids["Metro Boomin"]),
        ]))
    let searched = try await mb.server.requests().compactMap { $0.query["query"] }
    #expect(
      searched.first
        == #"artist:"21 Savage, Offset \& Metro Boomin" OR alias:"21 Savage, Offset \& Metro Boomin""#
    )
    #expect(searched.count == 4)
    // The parts are cached links of their own.
    #expect(mb.catalog.cachedLink(for: "Metro Boomin") != .notChecked)
  }

  @Test func aRealArtistWithAnAmpersandIsNotSplit() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.link(for: "King Gizzard & the Lizard Wizard"))
    #expect(link.mbid == MusicBrainzHarness.mbids["King Gizzard & the Lizard Wizard"])
    #expect(try await mb.server.requests().count == 1)
  }

  @Test func aLongDiscographyIsBrowsedPageByPageAndSortedByDate() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let mbid = try #require(MusicBrainzHarness.mbids["King Gizzard & the Lizard Wizard"])
    let releases = try await mb.catalog.allReleases(of: CatalogArtistID(unchecked: mbid))
    #expect(releases.count == 130)
    let browses = try await mb.server.requests()
    #expect(browses.map(\.path) == ["/ws/2/release-group", "/ws/2/release-group"])
    #expect(
      browses.map(\.query)
        == [0, 100].map {
          ["artist": mbid, "limit": "100", "offset": String($0), "fmt": "json"]
        })
    #expect(releases.map(\.releaseDate) == releases.map(\.releaseDate).sorted())
    #expect(releases.filter { $0.releaseType == .live }.count == 80)
    #expect(releases.filter { $0.releaseType == .single }.count == 24)
  }

  @Test func typesComeFromPrimaryAndSecondaryTypes() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let releases = try await mb.catalog.discography(of: MusicBrainzHarness.mbids["AC/DC"]!).releases
    let type = Dictionary(uniqueKeysWithValues: releases.map { ($0.title, $0.releaseType) })
    #expect(type["Back in Black"] == .album)
    #expect(type["'74 Jailbreak"] == .ep)
    #expect(type["Live"] == .live)
    #expect(type["Who Made Who"] == .compilation)
    #expect(type["Iron Man 2"] == .soundtrack)
    #expect(type["Thunderstruck"] == .single)
  }

  @Test func aDiscographyIsCachedForAWeekThenFetchedAgain() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let mbid = MusicBrainzHarness.mbids["AC/DC"]!
    let first = try await mb.catalog.discography(of: mbid)
    mb.today.advance(days: 6)
    #expect(try await mb.catalog.discography(of: mbid) == first)
    #expect(mb.catalog.discographyAge(of: mbid) == .seconds(6 * 86_400))
    #expect(try await mb.server.requests().count == 1)
    mb.today.advance(days: 2)
    _ = try await mb.catalog.discography(of: mbid)
    #expect(try await mb.server.requests().count == 2)
    #expect(mb.catalog.discographyAge(of: mbid) == .zero)
  }

  @Test func offlineOnlyTheCacheAnswersAndSaysWhatIsMissing() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    _ = try await mb.catalog.discography(
      of: try #require(try await mb.catalog.link(for: "AC/DC")?.mbid))
    let offline = try mb.sibling(offline: true)
    mb.today.advance(days: 30)
    #expect(try await offline.link(for: "AC/DC")?.mbid != nil)
    #expect(
      try await offline.discography(of: MusicBrainzHarness.mbids["AC/DC"]!).releases.count == 25)
    await #expect(throws: MusicBrainzError.notCached("the link of 'Offset'")) {
      try await offline.link(for: "Offset")
    }
    #expect(offline.label == "MusicBrainz catalog (offline: cache only)")
    #expect(try await mb.server.requests().count == 2)
  }

  @Test func aPinIsCheckedKeptAndRemovedByUnlink() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let mbid = MusicBrainzHarness.mbids["Daryl Hall & John Oates"]!
    let pinned = try await mb.catalog.pin("Hall and Oates", to: mbid.uppercased())
    #expect(pinned.state == .linked(mbid: mbid, name: "Daryl Hall & John Oates", origin: .pinned))
    #expect(pinned.description.hasSuffix("pinned by hand"))
    mb.today.advance(days: 365)
    #expect(try await mb.catalog.link(for: "Hall and Oates") == pinned)
    #expect(try await mb.server.requests().map(\.path) == ["/ws/2/artist/\(mbid)"])
    #expect(try await mb.catalog.unlink("Hall and Oates"))
    #expect(mb.catalog.cachedLink(for: "Hall and Oates") == .notChecked)
    await #expect(throws: MusicBrainzError.invalidMBID("nope")) {
      try await mb.catalog.pin("AC/DC", to: "nope")
    }
  }

  @Test func aSecondSessionSeesTheFirstSessionsLinks() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    _ = try await mb.catalog.link(for: "AC/DC")
    let other = try mb.sibling(offline: false)
    _ = try await other.link(for: "Offset")
    let third = try mb.sibling(offline: true)
    #expect(third.cachedLink(for: "AC/DC") != .notChecked)
    #expect(third.cachedLink(for: "Offset") != .notChecked)
  }
}
