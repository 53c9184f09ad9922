import Testing

@testable import DeepCutKit

/// No catalog path can carry a library id, whatever the caller hands in; `next` cursors are
/// followed as given but only within the API family they came from.
@Suite struct AppleMusicPathTests {
  let storefront = AppleMusicStorefront("gb")!

  @Test func catalogPathsAreBuiltFromCatalogIDsOnly() throws {
    let path = try #require(
      AppleMusicPath.albums(of: CatalogArtistID("481488005")!, storefront: storefront, limit: 25))
    #expect(path.path == "/v1/catalog/gb/artists/481488005/albums?limit=25")
    #expect(!path.isPersonal)
    // The app's old bug, forced through the unchecked initializer: refused before sending.
    for id in ["r.y8mMT7t", "l.sticiFl", "i.PkdJNdAIrQozOW", "p.ldvAAZ3C3Qmop9"] {
      #expect(
        AppleMusicPath.albums(of: CatalogArtistID(unchecked: id), storefront: storefront, limit: 25)
          == nil)
    }
  }

  @Test func recognisesLibraryIDsInSegmentsAndIDListsOnly() {
    #expect(AppleMusicPath.carriesLibraryID("/v1/catalog/us/artists/r.y8mMT7t/albums"))
    #expect(AppleMusicPath.carriesLibraryID("/v1/catalog/us/albums?ids=123,l.sticiFl"))
    #expect(AppleMusicPath.carriesLibraryID("/v1/catalog/us/songs/i.PkdJNdAIrQozOW"))
    #expect(!AppleMusicPath.carriesLibraryID("/v1/catalog/us/artists/1147783278/albums?offset=25"))
    // Names that merely look like ids are search text, not ids.
    #expect(!AppleMusicPath.carriesLibraryID("/v1/catalog/us/search?term=P.Diddy&types=artists"))
    #expect(!AppleMusicPath.carriesLibraryID("/v1/catalog/us/search?term=r.e.m.&types=artists"))
  }

  @Test func cursorsAreFollowedAsGivenWithinTheirFamily() {
    let next = "/v1/catalog/gb/artists/500817163/albums?offset=25"
    #expect(AppleMusicPath.following(catalog: next)?.path == next)
    #expect(
      AppleMusicPath.following(catalog: "/v1/catalog/gb/artists/r.y8mMT7t/albums?offset=25") == nil)
    #expect(AppleMusicPath.following(catalog: "/v1/me/library/artists?offset=100") == nil)
    #expect(AppleMusicPath.following(catalog: "https://elsewhere.example/v1/catalog/x") == nil)
    #expect(AppleMusicPath.following(catalog: "//elsewhere.example/v1/catalog/x") == nil)
    #expect(
      AppleMusicPath.following(personal: "/v1/me/library/artists?offset=100")?.isPersonal == true)
    #expect(AppleMusicPath.following(personal: "/v1/catalog/gb/artists/1/albums") == nil)
    #expect(
      AppleMusicPath.following(personal: "/v1/me/library/artists?offset=1 HTTP/1.1\r\nX: y") == nil)
  }

  @Test func libraryPaths() {
    #expect(
      AppleMusicPath.libraryCollection(.artists).path
        == "/v1/me/library/artists?limit=100&include=catalog")
    #expect(AppleMusicPath.libraryCollection(.songs).path == "/v1/me/library/songs?limit=100")
    #expect(AppleMusicPath.recentlyPlayedTracks.path == "/v1/me/recent/played/tracks?limit=10")
    #expect(
      AppleMusicPath.addToLibrary(albums: [CatalogReleaseID("1577502911")!], songs: [])?.path
        == "/v1/me/library?ids[albums]=1577502911")
    #expect(AppleMusicPath.addToLibrary(albums: [], songs: []) == nil)
    #expect(
      AppleMusicPath.addToLibrary(albums: [CatalogReleaseID(unchecked: "l.abc")], songs: []) == nil)
  }

  @Test func searchTermsAreEncodedAndTheLimitClamped() throws {
    let path = try #require(
      AppleMusicPath.searchArtists("A$AP Rocky & Co/é", storefront: storefront, limit: 80))
    #expect(
      path.path == "/v1/catalog/gb/search?term=A%24AP+Rocky+%26+Co%2F%C3%A9&types=artists&limit=25")
  }

  @Test func storefronts() {
    #expect(AppleMusicStorefront("US")?.code == "us")
    #expect(AppleMusicStorefront("usa") == nil)
    #expect(AppleMusicStorefront("u1") == nil)
    #expect(AppleMusicStorefront("") == nil)
  }
}
