import Foundation
import Testing

@testable import DeepCutKit

/// The app-owned decoders read every fixture in the documented shapes, and the mapper turns the
/// library's pages into deepcut's values with every link made and nothing dropped.
@Suite struct AppleMusicDecodingTests {
  typealias Library = AppleMusicLibraryJSON
  typealias Catalog = AppleMusicCatalogJSON

  /// The whole fixture library decoded and mapped, page by page, as the service does it.
  static func mappedLibrary() throws -> AppleMusicLibraryMapper {
    var mapper = AppleMusicLibraryMapper()
    for file in try AppleMusicFixtures.files(prefix: "library-artists-") {
      mapper.add(
        artists: try AppleMusicFixtures.decode(AppleMusicDocument<Library.Artist>.self, file).data)
    }
    for file in try AppleMusicFixtures.files(prefix: "library-albums-") {
      mapper.add(
        albums: try AppleMusicFixtures.decode(AppleMusicDocument<Library.Album>.self, file).data)
    }
    for file in try AppleMusicFixtures.files(prefix: "library-songs-") {
      mapper.add(
        songs: try AppleMusicFixtures.decode(AppleMusicDocument<Library.Song>.self, file).data)
    }
    return mapper
  }

  @Test func libraryPagesCarryNextUntilTheLast() throws {
    let first = try AppleMusicFixtures.decode(
      AppleMusicDocument<Library.Artist>.self, "library-artists-1.json")
    let second = try AppleMusicFixtures.decode(
      AppleMusicDocument<Library.Artist>.self, "library-artists-2.json")
    #expect(first.data.count == 100)
    #expect(first.next == "/v1/me/library/artists?include=catalog&offset=100&limit=100")
    #expect(second.next == nil)
    #expect(first.data.count + second.data.count == AppleMusicFixtures.library.artists)
  }

  @Test func mapsEveryArtistAlbumAndSong() throws {
    let mapper = try Self.mappedLibrary()
    let contents = mapper.contents
    #expect(mapper.skipped == 0)
    // One artist more than fetched: the compilation's guest, made up from its name.
    #expect(contents.artists.count == AppleMusicFixtures.library.artists + 1)
    #expect(contents.tracks.count == AppleMusicFixtures.library.songs)
    #expect(contents.albums.count == AppleMusicFixtures.library.albums + 1)
    let guest = try #require(contents.artists.first { $0.name == "Various Guests" })
    #expect(mapper.synthesizedArtists == [guest.id])
    let albumIDs = Set(contents.albums.map(\.id))
    let artistIDs = Set(contents.artists.map(\.id))
    #expect(contents.tracks.allSatisfy { albumIDs.contains($0.albumID) })
    #expect(contents.tracks.allSatisfy { artistIDs.contains($0.artistID) })
    #expect(contents.albums.allSatisfy { artistIDs.contains($0.artistID) })
  }

  @Test func readsTheCatalogRelationshipWhereItWasIncluded() throws {
    let mapper = try Self.mappedLibrary()
    let byName = Dictionary(
      mapper.contents.artists.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let rocky = try #require(byName["A$AP Rocky"])
    #expect(rocky.catalogID?.rawValue == "481488005")
    #expect(
      mapper.catalogLinks[rocky.id]
        == .some(CatalogArtist(id: rocky.catalogID!, name: "A$AP Rocky")))
    // An empty relationship is an answer: unmatched.
    let peck = try #require(byName["Orville Peck"])
    #expect(peck.catalogID == nil)
    #expect(mapper.catalogLinks[peck.id] == .some(nil))
    // A missing relationship is no answer: the service must ask for it.
    let anchors = try #require(byName["The Silver Anchors"])
    #expect(mapper.catalogLinks[anchors.id] == nil)
  }

  @Test func stripsAppleSuffixesAndLinksSongsToTheirAlbum() throws {
    let contents = try Self.mappedLibrary().contents
    let single = try #require(contents.albums.first { $0.title == "Fashion Killa" })
    #expect(single.releaseType == .single)
    #expect(single.artistName == "A$AP Rocky")
    let song = try #require(contents.tracks.first { $0.albumID == single.id })
    #expect(song.title == "Fashion Killa")
    #expect(song.catalogID != nil)
    let ep = try #require(contents.albums.first { $0.title == "Radio Edits" })
    #expect(ep.releaseType == .ep)
    let live = try #require(contents.albums.first { $0.title == "Double Live Bootleg! (Live)" })
    #expect(live.releaseType == .live)
    #expect(live.year != nil)
  }

  @Test func mapsRecentlyPlayedCatalogSongsToLibraryTracks() throws {
    let contents = try Self.mappedLibrary().contents
    let index = AppleMusicTrackIndex(contents.tracks)
    var found = 0
    var missing: [String] = []
    for page in 1...5 {
      let document = try AppleMusicFixtures.decode(
        AppleMusicDocument<Catalog.Song>.self, "recent-tracks-\(page).json")
      #expect(document.data.count <= 10)
      #expect((document.next == nil) == (page == 5))
      for song in document.data {
        if index.track(for: song) != nil { found += 1 } else { missing.append(song.id) }
      }
    }
    #expect(found == AppleMusicFixtures.library.recentlyPlayed)
    // The music video (no attributes) and the song the library does not hold.
    #expect(missing == ["1553279848", "1999999999"])
  }

  @Test func mapsCatalogAlbumFlagsAndSuffixesToReleaseTypes() throws {
    var types: [ReleaseType: Int] = [:]
    for file in try AppleMusicFixtures.files(prefix: "catalog-albums-500817163-") {
      for album in try AppleMusicFixtures.decode(AppleMusicDocument<Catalog.Album>.self, file).data
      {
        let attributes = try #require(album.attributes)
        let kind = AppleMusicReleaseKind(
          name: attributes.name, isSingle: attributes.isSingle,
          isCompilation: attributes.isCompilation)
        types[kind.releaseType, default: 0] += 1
        #expect(!kind.title.hasSuffix(" - Single") && !kind.title.hasSuffix(" - EP"))
      }
    }
    #expect(types.values.reduce(0, +) == 60)
    #expect(types[.single, default: 0] > 0 && types[.ep, default: 0] > 0)
    #expect(types[.compilation, default: 0] > 0 && types[.album, default: 0] > 0)
  }

  @Test func releaseKindRules() {
    let single = AppleMusicReleaseKind(
      name: "War War War - Single", isSingle: true, isCompilation: false)
    #expect(single.title == "War War War" && single.releaseType == .single)
    let ep = AppleMusicReleaseKind(
      name: "John Peel Session (9 October 1979) - EP", isSingle: false, isCompilation: false)
    #expect(ep.title == "John Peel Session (9 October 1979)" && ep.releaseType == .ep)
    let hits = AppleMusicReleaseKind(name: "Greatest Hits", isSingle: false, isCompilation: true)
    #expect(hits.releaseType == .compilation)
    // A name that is only the suffix keeps it: nothing would be left.
    #expect(
      AppleMusicReleaseKind(name: " - EP", isSingle: nil, isCompilation: nil).title == " - EP")
  }

  @Test func searchWithAndWithoutHits() throws {
    let hits = try AppleMusicFixtures.decode(Catalog.SearchResponse.self, "search-acid-bath.json")
    #expect(hits.results.artists?.data.map(\.id) == ["5765078", "1234567"])
    let none = try AppleMusicFixtures.decode(Catalog.SearchResponse.self, "search-none.json")
    #expect(none.results.artists == nil)
  }

  @Test func storefrontAndCreatedPlaylist() throws {
    let storefront = try AppleMusicFixtures.decode(
      AppleMusicDocument<Catalog.Storefront>.self, "storefront.json")
    #expect(storefront.data.first?.id == "gb")
    let created = try AppleMusicFixtures.decode(
      AppleMusicDocument<Library.Playlist>.self, "playlist-created.json")
    #expect(created.data.first.flatMap { LibraryPlaylistID($0.id) } != nil)
  }

  @Test func errorBodiesWithStringOrNumberCodesAndExtraKeys() throws {
    let related = try #require(
      AppleMusicErrorBody.parse(try AppleMusicFixtures.data("error-404-no-related-resources.json")))
    #expect(related.status == "404" && related.code == "40403")
    #expect(
      AppleMusicErrorBody.isNoRelatedResources(
        try AppleMusicFixtures.data("error-404-no-related-resources.json")))
    let extra = try #require(
      AppleMusicErrorBody.parse(try AppleMusicFixtures.data("error-400-extra-keys.json")))
    #expect(extra.code == "40015")
    #expect(
      extra.summary
        == "User's subscription tier does not have access to privilege: ListeningHistory (40015)")
    let numeric = try #require(
      AppleMusicErrorBody.parse(try AppleMusicFixtures.data("error-numeric-status.json")))
    #expect(numeric.status == "404" && numeric.code == "40400")
    #expect(AppleMusicErrorBody.parse(try AppleMusicFixtures.data("error-504.html")) == nil)
    #expect(
      !AppleMusicErrorBody.isNoRelatedResources(try AppleMusicFixtures.data("error-504.html")))
    let hostile = Data(#"{"errors":[{"title":"bad\nline\u001b[31m","code":"1"}]}"#.utf8)
    #expect(AppleMusicErrorBody.parse(hostile)?.summary.contains(where: \.isNewline) == false)
  }

  @Test func unknownKeysAndMissingOptionalsDecode() throws {
    let json =
      #"{"data":[{"id":"l.abc","type":"library-albums","attributes":{"name":"X","new":{"a":1}},"views":{}}],"meta":{"total":1},"future":true}"#
    let document = try JSONDecoder().decode(
      AppleMusicDocument<Library.Album>.self, from: Data(json.utf8))
    #expect(document.data.first?.attributes?.name == "X")
    #expect(document.data.first?.attributes?.releaseDate == nil)
    let empty = try JSONDecoder().decode(
      AppleMusicDocument<Library.Album>.self, from: Data(#"{"data":[]}"#.utf8))
    #expect(empty.data.isEmpty && empty.next == nil)
    // Without `data` an answer is malformed, not an empty page (#29.3).
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppleMusicDocument<Library.Album>.self, from: Data("{}".utf8))
    }
  }
}
