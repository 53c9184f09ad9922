import Foundation
import Testing

@testable import DeepCutKit
@testable import FixtureServer

/// A 200 without the keys an endpoint must send is malformed, never "nothing there": an error
/// naming the endpoint, and nothing cached from it.
@Suite struct MalformedAnswerTests {
  @Test func aMusicBrainzSearchAnsweringEmptyBracesCachesNoUnmatchedArtist() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    try await mb.server.inject([Fault(.status(200, body: "{}"), path: "/ws/2/artist")])
    do {
      _ = try await mb.catalog.link(for: "AC/DC")
      Issue.record("did not fail")
    } catch {
      #expect(
        "\(error)"
          == "MusicBrainz: unreadable answer from 127.0.0.1: /ws/2/artist is malformed: missing 'artists' at the top"
      )
    }
    #expect(mb.catalog.cachedLink(for: "AC/DC") == .notChecked)
    // Healthy again: the artist links, as if the bad answer had never come.
    let link = try await mb.catalog.link(for: "AC/DC")
    #expect(link?.mbid == MusicBrainzHarness.mbids["AC/DC"])
  }

  @Test func aMusicBrainzBrowseWithoutItsCountCachesNoDiscography() async throws {
    let mb = try await MusicBrainzHarness.start()
    defer { mb.stop() }
    let mbid = MusicBrainzHarness.mbids["AC/DC"]!
    try await mb.server.inject([
      Fault(.status(200, body: #"{"release-groups":[]}"#), path: "/ws/2/release-group")
    ])
    await #expect(throws: (any Error).self) { try await mb.catalog.discography(of: mbid) }
    #expect(mb.catalog.cache.discography(of: mbid) == nil)
  }

  @Test func anAppleMusicPageWithoutDataIsAnErrorNotZeroArtists() async throws {
    let fixture = try await AppleMusicServer.start()
    try await fixture.server.inject([
      Fault(.status(200, body: "{}"), path: "/v1/me/library/artists", times: -1)
    ])
    let library = fixture.library
    let error = await AppleMusicServer.serviceError { _ = try await library.artists() }
    #expect(error?.kind == .network)
    #expect(error?.description.contains("/v1/me/library/artists") == true)
    #expect(error?.description.contains("malformed answer (missing 'data' at the top)") == true)
  }

  @Test func anEmptyAppleMusicPageIsStillEmpty() throws {
    let page = try JSONDecoder().decode(
      AppleMusicDocument<AppleMusicLibraryJSON.Artist>.self, from: Data(#"{"data":[]}"#.utf8))
    #expect(page.data.isEmpty)
  }
}
