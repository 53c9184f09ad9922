import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// Links from a file library's tags against the fixture server: one id links with no request,
/// disagreeing ids fall back to the name search, and same-named artists stay apart.
@Suite struct TaggedLinkTests {
  static func start() async throws -> MusicBrainzHarness {
    try await MusicBrainzHarness.start(
      routes: [FixtureServer.musicBrainzRoutes, FixtureServer.musicBrainzTagRoutes])
  }

  @Test func anArtistTaggedWithOneIDIsLinkedByItWithNoRequestAtAll() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let mbid = TaggedLibrary.id("The Tagged Band")
    let link = try #require(try await mb.catalog.link(for: TaggedLibrary.band))
    #expect(link.state == .linked(mbid: mbid, name: "", origin: .tags))
    #expect(link.description == "MusicBrainz artist (\(mbid)), from your tags")
    #expect(try await mb.server.requests().isEmpty)
    // Stored like other links: another session reads it from the cache.
    let stored = try mb.sibling(offline: true).cache.link(for: "Tagged Band", taggedID: mbid)
    #expect(stored == link)
    #expect(mb.catalog.cachedLink(for: TaggedLibrary.band) == .known(link))
  }

  @Test func theFeedsBridgeLinksATaggedArtistAndFetchesOnlyItsDiscography() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let link = try #require(try await mb.catalog.bridge.link(TaggedLibrary.band))
    let releases = try await mb.catalog.allReleases(of: link)
    #expect(releases.map(\.title).contains("Maladroit"))
    // The library's name stands in for the MusicBrainz name nobody asked for.
    #expect(releases.allSatisfy { $0.artistName == "Tagged Band" })
    let log = try await mb.server.requests()
    #expect(log.map(\.path) == ["/ws/2/release-group"])
    #expect(!log.contains { $0.query["query"] != nil }, "a tagged artist is never searched for")
  }

  @Test func aPinBeatsTheTagsAndUnlinkingGoesBackToThem() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let offline = try mb.sibling(offline: true)
    let other = TaggedLibrary.id("Nirvana/grunge")
    try await offline.pin("Tagged Band", to: other)
    let pinned = try #require(try await offline.link(for: TaggedLibrary.band))
    #expect(pinned.mbid == other && pinned.isPinned)
    #expect(try await offline.unlink(TaggedLibrary.band))
    let tagged = try #require(try await offline.link(for: TaggedLibrary.band))
    #expect(tagged.mbid == TaggedLibrary.id("The Tagged Band") && tagged.isFromTags)
    #expect(try await mb.server.requests().isEmpty)
  }

  @Test func disagreeingIDsFallBackToTheNameSearch() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    #expect(
      ArtistTags(TaggedLibrary.split).disagreement
        == "tags disagree: \(TaggedLibrary.id("The Tagged Band")), "
        + "\(TaggedLibrary.id("Nirvana/grunge")); matched by name")
    let link = try #require(try await mb.catalog.link(for: TaggedLibrary.split))
    #expect(
      link.state
        == .linked(
          mbid: MusicBrainzHarness.mbids["AC/DC"]!, name: "AC/DC", origin: .search(score: 100)))
    #expect(try await mb.server.requests().map(\.path) == ["/ws/2/artist"])
  }

  @Test func twoLibraryArtistsOfOneNameTaggedApartAreTwoLinksToTwoArtists() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let grunge = try #require(try await mb.catalog.bridge.link(TaggedLibrary.grunge))
    let sixties = try #require(try await mb.catalog.bridge.link(TaggedLibrary.sixties))
    #expect(grunge.rawValue == TaggedLibrary.id("Nirvana/grunge"))
    #expect(sixties.rawValue == TaggedLibrary.id("Nirvana/sixties"))
    #expect(
      try await mb.catalog.allReleases(of: grunge).map(\.title).sorted() == ["Bleach", "Nevermind"])
    #expect(
      try await mb.catalog.allReleases(of: sixties).map(\.title).sorted()
        == ["All of Us", "The Story of Simon Simopath"])
    // By name, the fixture's two Nirvanas are a tie: unmatched. By tags, no search at all.
    #expect(!(try await mb.server.requests()).contains { $0.query["query"] != nil })
    let cached = mb.catalog.cachedLinks(for: [TaggedLibrary.grunge, TaggedLibrary.sixties])
    let mbids = cached.map { cached -> String? in
      guard case .known(let link) = cached else { return nil }
      return link.mbid
    }
    #expect(mbids == [grunge.rawValue, sixties.rawValue])
  }

  @Test func idsThatAreNotMBIDsOrStandForNoOneAreNoEvidence() {
    #expect(ArtistTags(ids: ["not an id", ""]) == .none)
    #expect(ArtistTags(ids: ["89ad4ac3-39f7-470e-963a-56509c546377"]) == .none)
    let id = TaggedLibrary.id("The Tagged Band")
    #expect(ArtistTags(ids: [id.uppercased(), id, "junk"]) == .one(mbid: id))
  }
}
