import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// Ownership by release group from a file library's tags, against the fixture server: each
/// tagged release is mapped with one lookup, cached across sessions; a tagged release group
/// asks nothing; an unknown release is one warning and falls back to titles.
@Suite struct TaggedOwnershipTests {
  typealias T = TaggedLibrary

  static func start() async throws -> MusicBrainzHarness {
    try await TaggedLinkTests.start()
  }

  /// The release lookups the server saw, by release MBID.
  static func lookups(_ server: FixtureServer) async throws -> [String] {
    try await server.requests().filter { $0.path.hasPrefix("/ws/2/release/") }.map {
      String($0.path.dropFirst("/ws/2/release/".count))
    }
  }

  /// The band's cuts, as `cuts` and a refresh take them.
  static func cuts(_ mb: MusicBrainzHarness, exact: ExactReleases) async throws -> ArtistCuts {
    let link = try #require(try await mb.catalog.bridge.link(T.band))
    var linked = T.band
    linked.catalogID = link
    return ArtistCuts(
      releases: try await mb.catalog.allReleases(of: link), albums: T.bandAlbums,
      artists: [linked], exact: exact)
  }

  @Test func releaseGroupsDecideOwnershipWhereTitlesWouldNot() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let exact = try await mb.catalog.exactReleases(of: T.bandAlbums, lookUp: true)
    let cuts = try await Self.cuts(mb, exact: exact)
    // Owned: Blue Record (its deluxe edition), Maladroit (as "Bluest Hour", a title that
    // matches nothing), Self Titled 1996, Make Believe, and, by title, Everything Will Be
    // Alright. The other "Self Titled" (2001) has the title but is another record.
    #expect(cuts.summary == "total=6 owned=5 cuts=1")
    #expect(
      cuts.cuts.map(\.id.rawValue) == [T.group("The Tagged Band", "Self Titled", "2001-05-15")])
    let blue = try #require(T.bandAlbums.first)
    #expect(
      exact.releases(of: blue.id)
        == [CatalogReleaseID(unchecked: T.group("The Tagged Band", "Blue Record", "1994-05-10"))])
  }

  @Test func withoutTheTagsTitlesAloneGetItWrongBothWays() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let cuts = try await Self.cuts(mb, exact: .none)
    // Maladroit is a cut (no title matches it), and both Self Titled records are owned.
    #expect(Set(cuts.cuts.map(\.title)) == ["Maladroit"])
    #expect(cuts.owned == 5)
  }

  @Test func eachTaggedReleaseIsOneLookupCachedAcrossSessions() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let first = try await mb.catalog.exactReleases(of: T.bandAlbums, lookUp: true)
    let asked = try await Self.lookups(mb.server)
    // Make Believe's release group is tagged: its release is never asked for.
    #expect(
      Set(asked) == [
        T.release("The Tagged Band", "Blue Record (Deluxe Edition)", "2004-03-23"),
        T.release("The Tagged Band", "Maladroit", "2002-05-14"),
        T.release("The Tagged Band", "Self Titled", "1996-09-24"), T.unknownRelease,
      ])
    #expect(asked.count == 4)
    let request = try #require(try await mb.server.requests().first)
    #expect(request.query == ["inc": "release-groups", "fmt": "json"])
    // The same session asks nothing more; another one, offline, has every mapping on disk.
    let second = try await mb.catalog.exactReleases(of: T.bandAlbums, lookUp: true)
    #expect(second.byAlbum == first.byAlbum && second.warnings.isEmpty)
    let offline = try mb.sibling(offline: true)
    let again = try await offline.exactReleases(of: T.bandAlbums, lookUp: true)
    #expect(again.byAlbum == first.byAlbum)
    // The unknown release was not cached: offline, it is simply not mapped yet.
    #expect(
      again.warnings == [
        "1 tagged album not mapped to a release group (offline); matched by title until then"
      ])
    #expect(try await Self.lookups(mb.server).count == 4)
  }

  @Test func aReleaseMusicBrainzDoesNotKnowIsOneWarningAndTitlesDecide() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let unknown = try #require(T.bandAlbums.last)
    let exact = try await mb.catalog.exactReleases(of: [unknown], lookUp: true)
    #expect(exact.releases(of: unknown.id) == nil)
    #expect(
      exact.warnings == [
        "MusicBrainz does not know the release \(T.unknownRelease) your tags give "
          + "'Everything Will Be Alright' (Tagged Band); that album is matched by title"
      ])
    // Said once a session, asked once a session: the 404 is not cached on disk.
    #expect(try await mb.catalog.exactReleases(of: [unknown], lookUp: true) == ExactReleases())
    #expect(try await Self.lookups(mb.server) == [T.unknownRelease])
    let next = try mb.sibling(offline: false)
    #expect(try await next.exactReleases(of: [unknown], lookUp: true).warnings.count == 1)
    #expect(mb.catalog.cache.allReleaseGroups().isEmpty)
  }

  @Test func aFailedLookupIsOneLineNothingCachedAndTheRestWaits() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    try await mb.server.inject([Fault(.status(500, body: "<html>oops</html>"), times: -1)])
    let exact = try await mb.catalog.exactReleases(of: T.bandAlbums, lookUp: true)
    // Only Make Believe (its group tagged) is known; the first failure stops the lookups.
    #expect(exact.byAlbum.count == 1)
    #expect(exact.warnings.count == 1)
    #expect(
      exact.warnings[0].hasPrefix("4 tagged albums not mapped to a release group (MusicBrainz:"))
    #expect(mb.catalog.cache.allReleaseGroups().isEmpty)
  }

  @Test func theFeedsViewUsesOnlyWhatIsCachedAndAsksNothing() async throws {
    let mb = try await Self.start()
    defer { mb.stop() }
    let none = try await mb.catalog.exactReleases(of: T.bandAlbums, lookUp: false)
    #expect(none.byAlbum.count == 1 && none.warnings.isEmpty)
    #expect(try await mb.server.requests().isEmpty)
  }
}
