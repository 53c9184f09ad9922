import FixtureServer
import Foundation
import Testing

@testable import DeepCutKit

/// A catalog release read by id with its tracks, and added to the library through the real
/// service: `POST /v1/me/library?ids[albums]=`, Apple's 202, the pending album that takes the
/// release out of the cuts, and failures that change nothing.
@Suite struct AppleMusicCatalogAddTests {
  static let acidBath = CatalogArtistID("5765078")!
  static let asapRocky = CatalogArtistID("481488005")!

  @Test func aReleaseAndItsSongsComeFromOneAlbumAnswer() async throws {
    let fixture = try await AppleMusicServer.start()
    let id = CatalogReleaseID("1420191236")!
    let release = try await fixture.catalog.release(id)
    #expect(release.title == "Radio Edits")
    #expect(release.releaseType == .ep)
    #expect(release.artistID == Self.acidBath)
    let tracks = try await fixture.catalog.tracks(of: id)
    // Four songs in track order; the album's music video is not a song.
    #expect(tracks.map(\.trackNumber) == [1, 2, 3, 4])
    #expect(tracks.allSatisfy { $0.releaseID == id && $0.artistID == Self.acidBath })
    #expect(tracks.allSatisfy { $0.releaseTitle == "Radio Edits" && $0.durationMilliseconds > 0 })
    #expect(
      try await fixture.targets() == Array(repeating: "/v1/catalog/gb/albums/1420191236", count: 2))
    let unknown = await AppleMusicServer.serviceError {
      _ = try await fixture.catalog.release(CatalogReleaseID("1999999999")!)
    }
    #expect(unknown?.kind == .notfound)
  }

  @Test func addingACutSendsItsCatalogIDAndShowsItPendingUntilAppleAddsIt() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let cut = try await Self.firstCut(of: Self.asapRocky, fixture, library)
    let result = try await library.addToLibrary(release: cut, tracks: [])
    guard case .requested(let album) = result else {
      Issue.record("expected .requested, got \(result)")
      return
    }
    #expect(album.catalogID == cut.id && album.title == cut.title)
    #expect(album.artistName == "A$AP Rocky")
    #expect(try await library.albums().contains(album))
    // The pending album owns the release: asking again sends nothing.
    #expect(try await library.addToLibrary(release: cut, tracks: []) == .alreadyInLibrary(album))
    let posts = try await fixture.server.requests().filter { $0.method == "POST" }
    #expect(posts.map(\.path) == ["/v1/me/library"])
    #expect(posts.first?.query == ["ids[albums]": cut.id.rawValue])
    #expect(posts.first?.header("Music-User-Token") == AppleMusicServer.userToken.secret)
    #expect(posts.first?.header("Authorization")?.hasPrefix("Bearer ") == true)
  }

  @Test func anOwnedReleaseIsAlreadyInTheLibraryAndNothingIsSent() async throws {
    let fixture = try await AppleMusicServer.start()
    let owned = try await fixture.catalog.release(CatalogReleaseID("1096489182")!)
    let result = try await fixture.library.addToLibrary(release: owned, tracks: [])
    #expect(result.album.title == "When the Kite String Pops")
    #expect(result == .alreadyInLibrary(result.album))
    #expect(try await fixture.server.requests().allSatisfy { $0.method == "GET" })
  }

  @Test(arguments: [
    (401, "developer token"), (403, "Music User Token"), (429, "limiting"), (503, "503"),
  ])
  func aRefusedAddChangesNothing(status: Int, says: String) async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let cut = try await Self.firstCut(of: Self.asapRocky, fixture, library)
    let before = try await library.albums()
    try await fixture.server.inject([
      Fault(
        .status(
          status, headers: ["Retry-After": "120"], body: #"{"errors":[{"status":"\#(status)"}]}"#),
        method: "POST", path: "/v1/me/library", times: -1)
    ])
    let error = await AppleMusicServer.serviceError {
      _ = try await library.addToLibrary(release: cut, tracks: [])
    }
    #expect(error?.description.contains(says) == true, "\(String(describing: error))")
    #expect(try await library.albums() == before)
  }

  @Test func aDroppedConnectionChangesNothing() async throws {
    let fixture = try await AppleMusicServer.start()
    let library = fixture.library
    let cut = try await Self.firstCut(of: Self.asapRocky, fixture, library)
    try await fixture.server.inject([
      Fault(.drop, method: "POST", path: "/v1/me/library", times: -1)
    ])
    let error = await AppleMusicServer.serviceError {
      _ = try await library.addToLibrary(release: cut, tracks: [])
    }
    #expect(error?.kind == .network)
    #expect(try await library.albums().allSatisfy { $0.catalogID != cut.id })
  }

  /// The first release of the artist's discography the library does not own.
  static func firstCut(
    of artist: CatalogArtistID, _ fixture: AppleMusicServer, _ library: AppleMusicLibraryService
  ) async throws -> CatalogRelease {
    let releases = try await fixture.catalog.allReleases(of: artist)
    for release in releases where try await library.owner(of: release) == nil {
      return release
    }
    throw ServiceError.notFound("a cut of \(artist)")
  }
}
