import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell
@testable import FixtureServer

/// `show`, `link`, `ls artists`, `cuts` and `discover refresh` over a file library's MusicBrainz
/// tags (a library built in memory, as an MPD library reads them), against the fixture server.
@Suite struct TaggedLinksShellTests {
  static func id(_ name: String) -> String { FixtureServer.musicBrainzTagMBIDs[name]! }

  static let band = LibraryArtist(
    id: LibraryArtistID(derivedFrom: "tagged-band"), name: "Tagged Band",
    taggedMusicBrainzIDs: [id("The Tagged Band")])
  /// Tracks tagged with two artist ids: matched by name (AC/DC is in the search fixtures).
  static let split = LibraryArtist(
    id: LibraryArtistID(derivedFrom: "split"), name: "AC/DC",
    taggedMusicBrainzIDs: [id("Nirvana/grunge"), id("The Tagged Band")])

  static func album(_ title: String, by artist: LibraryArtist, release: String?) -> LibraryAlbum {
    LibraryAlbum(
      id: LibraryAlbumID(derivedFrom: "\(artist.id)/\(title)"), title: title, artistID: artist.id,
      artistName: artist.name, year: nil, releaseType: .album,
      taggedMusicBrainzReleaseIDs: release.map { [$0] })
  }

  /// The band owns "Bluest Hour" (a release of Maladroit) and "Self Titled" (the 1996 one).
  static var contents: LibraryContents {
    let albums = [
      album("Bluest Hour", by: band, release: id("The Tagged Band/release/Maladroit/2002-05-14")),
      album(
        "Self Titled", by: band, release: id("The Tagged Band/release/Self Titled/1996-09-24")),
      album("Back in Black", by: split, release: nil),
    ]
    let tracks = albums.map { album in
      LibraryTrack(
        id: LibraryTrackID(derivedFrom: "track/\(album.id)"), title: "One",
        artistID: album.artistID, artistName: album.artistName, albumID: album.id,
        albumTitle: album.title, durationMilliseconds: 200_000, trackNumber: 1)
    }
    return LibraryContents(artists: [split, band], albums: albums, tracks: tracks)
  }

  /// A session over the tagged library with MusicBrainz at `server`, like `deepcut --library
  /// mpd` will be; JSON when `json`.
  static func session(
    _ server: FixtureServer, state: StateDirectory, json: Bool = false,
    contents: LibraryContents = contents
  ) -> (Session, BufferSink) {
    let output = BufferSink()
    let clock = VirtualClock()
    let failures = FailureInjector()
    var services = Services.library(
      contents, identity: "tagged-test",
      catalog: SimulatedCatalog(library: contents, failures: failures),
      failures: failures, clock: clock, journal: [], warning: { _ in })
    services.musicBrainz = MusicBrainzCatalog.live(
      baseURL: server.baseURL, state: state, version: "0.1.0", clock: RealClock(),
      schedule: RateSchedule(spacing: .milliseconds(25), burst: 3))
    services.initialCatalog = .musicbrainz
    services.baseCatalog = .simulated
    let session = Session(
      environment: Environment(
        clock: clock, output: output, state: state, json: json,
        workingDirectory: FileManager.default.currentDirectoryPath, services: services))
    return (session, output)
  }

  static func start() async throws -> (FixtureServer, StateDirectory) {
    let server = try await FixtureServer.start(
      routes: [FixtureServer.musicBrainzRoutes, FixtureServer.musicBrainzTagRoutes])
    return (server, try StateDirectory.temporary())
  }

  @Test func showSaysFromYourTagsAndTagsThatDisagree() async throws {
    let (server, state) = try await Self.start()
    defer { state.removeAll() }
    let (session, output) = Self.session(server, state: state)
    _ = await session.runScript(
      ScriptLines("show Tagged Band\nshow AC/DC\nls artists"), name: "test.deepcut")
    let lines = output.text(.standardOutput).split(separator: "\n").map(String.init)
    #expect(output.text(.standardError).isEmpty, "\(output.text(.standardError))")
    let band = Self.id("The Tagged Band")
    #expect(lines.contains("  MusicBrainz artist (\(band)), from your tags"))
    #expect(
      lines.contains(
        "  tags disagree: \(band), \(Self.id("Nirvana/grunge")); matched by name: MusicBrainz "
          + "AC/DC (\(MusicBrainzE2EIDs.acdc)), found by search, score 100"))
    #expect(lines.contains { $0.contains("Tagged Band") && $0.contains("tagged \(band)") })
    let searches = try await server.requests().compactMap { $0.query["query"] }
    #expect(searches == [#"artist:"AC\/DC" OR alias:"AC\/DC""#], "only the disagreeing artist")
  }

  @Test func cutsOwnByReleaseGroupAndJSONCarriesTheOrigin() async throws {
    let (server, state) = try await Self.start()
    defer { state.removeAll() }
    let (session, output) = Self.session(server, state: state, json: true)
    _ = await session.runScript(ScriptLines("cuts Tagged Band"), name: "test.deepcut")
    #expect(output.text(.standardError).isEmpty, "\(output.text(.standardError))")
    let line = try JSONSerialization.jsonObject(with: Data(output.text(.standardOutput).utf8))
    let document = (line as? [String: Any])?["result"] as? [String: Any]
    let link = try #require(
      document?["musicBrainz"] as? [String: Any], "\(output.text(.standardOutput))")
    #expect(link["origin"] as? String == "tags" && link["state"] as? String == "linked")
    #expect(link["mbid"] as? String == Self.id("The Tagged Band"))
    let cuts = try #require(document?["cuts"] as? [[String: Any]])
    // Maladroit is owned as "Bluest Hour"; of the two "Self Titled" only 1996's.
    #expect(
      Set(cuts.compactMap { $0["id"] as? String }) == [
        Self.id("The Tagged Band/group/Blue Record/1994-05-10"),
        Self.id("The Tagged Band/group/Self Titled/2001-05-15"),
        Self.id("The Tagged Band/group/Make Believe/2005-05-10"),
        Self.id("The Tagged Band/group/Everything Will Be Alright/2014-10-07"),
      ])
    #expect(document?["owned"] as? Int == 2)
  }

  @Test func aRefreshLinksTaggedArtistsWithoutSearchingAndTheViewKeepsExactCuts() async throws {
    let (server, state) = try await Self.start()
    defer { state.removeAll() }
    let (session, output) = Self.session(server, state: state)
    _ = await session.runScript(ScriptLines("discover refresh\ndiscover"), name: "test.deepcut")
    #expect(output.text(.standardError).isEmpty, "\(output.text(.standardError))")
    // The feed's view keeps the 2001 "Self Titled" (the album owns the 1996 one, exactly),
    // where titles alone would leave it out; Maladroit is owned as "Bluest Hour".
    let feed = output.text(.standardOutput)
    #expect(feed.contains("Self Titled"), "\(feed)")
    #expect(!feed.contains("Maladroit"), "\(feed)")
    _ = await session.runScript(ScriptLines("cuts Tagged Band"), name: "test.deepcut")
    let log = try await server.requests()
    #expect(log.compactMap { $0.query["query"] } == [#"artist:"AC\/DC" OR alias:"AC\/DC""#])
    // One lookup per tagged album, in the refresh; `discover` and `cuts` after it ask none.
    #expect(log.filter { $0.path.hasPrefix("/ws/2/release/") }.count == 2)
  }

  @Test func linkAndUnlinkOfATaggedArtistAndShowJSON() async throws {
    let (server, state) = try await Self.start()
    defer { state.removeAll() }
    let (session, output) = Self.session(server, state: state)
    _ = await session.runScript(
      ScriptLines("link Tagged Band\nunlink Tagged Band\nunlink Tagged Band"), name: "test.deepcut")
    let band = Self.id("The Tagged Band")
    #expect(
      output.text(.standardOutput)
        == "Tagged Band: MusicBrainz artist (\(band)), from your tags\n"
        + "Tagged Band: MusicBrainz link removed; the next lookup takes it from your tags again\n"
        + "Tagged Band: its link comes from your tags, which unlink leaves alone (pin another "
        + "with 'link Tagged Band MBID')\n")
    let (json, jsonOutput) = Self.session(server, state: state, json: true)
    _ = await json.runScript(ScriptLines("show AC/DC"), name: "test.deepcut")
    let line = try JSONSerialization.jsonObject(with: Data(jsonOutput.text(.standardOutput).utf8))
    let result = (line as? [String: Any])?["result"] as? [String: Any]
    let link = try #require(
      result?["musicBrainz"] as? [String: Any], "\(jsonOutput.text(.standardOutput))")
    #expect(link["origin"] as? String == "search" && link["score"] as? Int == 100)
    #expect(link["disagreeingTags"] as? [String] == [band, Self.id("Nirvana/grunge")])
    #expect(try await server.requests().filter { $0.query["query"] == nil }.isEmpty)
  }

  @Test func aRefreshSaysOnceWhichTaggedReleaseMusicBrainzDoesNotKnow() async throws {
    let (server, state) = try await Self.start()
    defer { state.removeAll() }
    var contents = Self.contents
    contents.albums.append(
      Self.album("Lost Tapes", by: Self.band, release: "deadbeef-0000-4000-8000-000000000404"))
    let (session, output) = Self.session(server, state: state, contents: contents)
    _ = await session.runScript(
      ScriptLines("discover refresh\ncuts Tagged Band"), name: "test.deepcut")
    let warnings = output.text(.standardError).split(separator: "\n")
    #expect(
      warnings == [
        "warning: MusicBrainz does not know the release deadbeef-0000-4000-8000-000000000404 "
          + "your tags give 'Lost Tapes' (Tagged Band); that album is matched by title"
      ])
  }
}

/// The search fixture's AC/DC.
enum MusicBrainzE2EIDs {
  static let acdc = "89966410-d17f-5e34-98f0-717c7c255756"
}
