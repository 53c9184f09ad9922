import DeepCutKit
import Testing

@Suite struct OwnershipTests {
  static let link = CatalogArtistID("500")!
  static let artist = LibraryArtistID(derivedFrom: "test/artist")

  static func album(
    _ title: String, _ type: ReleaseType = .album, catalogID: String? = nil,
    artistName: String = "Sigur Rós"
  ) -> LibraryAlbum {
    LibraryAlbum(
      id: LibraryAlbumID(derivedFrom: "test/\(title)/\(type)"), title: title, artistID: artist,
      artistName: artistName, releaseType: type, catalogID: catalogID.flatMap(CatalogReleaseID.init)
    )
  }

  static func release(
    _ title: String, _ type: ReleaseType = .album, id: String = "900",
    artistID: CatalogArtistID = link, artistName: String = "Sigur Rós"
  ) -> CatalogRelease {
    CatalogRelease(
      id: CatalogReleaseID(id)!, title: title, artistID: artistID, artistName: artistName,
      releaseDate: "2000-01-01", releaseType: type, trackCount: 10)
  }

  /// Rows of library album, catalog release and the expected match.
  static let table: [(LibraryAlbum, CatalogRelease, Ownership.Match?)] = [
    // The catalog id decides whatever the titles and types say.
    (album("Whatever", catalogID: "900"), release("Something Else", .single), .catalogID),
    // Editions on either side; an album without a catalog id matched by title.
    (album("Takk... (Deluxe Edition)"), release("Takk..."), .title),
    (album("Takk..."), release("Takk... [Remastered]"), .title),
    (album("Takk...", catalogID: "901"), release("Takk... - 2011 Remaster"), .title),
    (album("Von (Expanded)"), release("Von (10th Anniversary Edition)"), .title),
    // Punctuation, case and diacritics.
    (album("agaetis byrjun"), release("Ágætis byrjun"), .title),
    (album("Med sud i eyrum"), release("Með suð í eyrum"), .title),
    // Types: a single never owns the album, nor an album the single; EPs are their own size.
    (album("Hoppípolla - Single", .single), release("Hoppípolla"), nil),
    (album("Hoppípolla"), release("Hoppípolla", .single), nil),
    (album("Hoppípolla - Single", .single), release("Hoppípolla", .single), .title),
    (album("Ba Ba Ti Ki Di Do - EP", .ep), release("Ba Ba Ti Ki Di Do"), nil),
    (album("Ba Ba Ti Ki Di Do - EP", .ep), release("Ba Ba Ti Ki Di Do - EP", .ep), .title),
    // Albums, live albums and compilations are one size (libraries label them loosely).
    (album("Inni", .album), release("Inni", .live), .title),
    (album("Hvarf/Heim", .album), release("Hvarf/Heim", .compilation), .title),
    // A different record is not an edition.
    (album("Inni"), release("Inni (Live)"), nil),
    (album("Valtari"), release("Valtari Remixes"), nil),
    // Another artist's same title is not owned; a linked artist under another name is.
    (
      album("Untitled"),
      release("Untitled", artistID: CatalogArtistID("501")!, artistName: "Burial"), nil
    ),
    (album("Async", artistName: "坂本龍一"), release("async", artistName: "Ryuichi Sakamoto"), .title),
    (
      album("Demos", artistName: "Acid Bath"),
      release("Demos", artistID: CatalogArtistID("502")!, artistName: "ACID BATH"), .title
    ),
  ]

  @Test(arguments: table)
  func decidesOwnership(album: LibraryAlbum, release: CatalogRelease, expected: Ownership.Match?) {
    #expect(Ownership.match(album, artistLink: Self.link, owns: release) == expected)
  }

  @Test(arguments: table)
  func theIndexDecidesTheSame(
    album: LibraryAlbum, release: CatalogRelease, expected: Ownership.Match?
  ) {
    let artist = LibraryArtist(id: Self.artist, name: album.artistName, catalogID: Self.link)
    let index = OwnershipIndex(albums: [album], artists: [artist])
    #expect(index.owner(of: release)?.match == expected)
  }

  @Test func anUnmatchedArtistOwnsOnlyByName() {
    let album = Self.album("Takk...")
    #expect(Ownership.match(album, artistLink: nil, owns: Self.release("Takk...")) == .title)
    let renamed = Self.release("Takk...", artistName: "Jónsi")
    #expect(Ownership.match(album, artistLink: nil, owns: renamed) == nil)
  }

  @Test func artistCutsCountsOnlyTheFilteredTypes() {
    let releases = [
      Self.release("Takk...", id: "1"), Self.release("Hoppípolla", .single, id: "2"),
      Self.release("Inni", .live, id: "3"), Self.release("Valtari", id: "4"),
    ]
    let artist = LibraryArtist(id: Self.artist, name: "Sigur Rós", catalogID: Self.link)
    let cuts = ArtistCuts(
      releases: releases, albums: [Self.album("Takk...")], artists: [artist])
    #expect(cuts.summary == "total=3 owned=1 cuts=2")
    let singles = ArtistCuts(
      releases: releases, albums: [Self.album("Takk...")], artists: [artist], types: [.single])
    #expect(singles.cuts.map(\.title) == ["Hoppípolla"])
  }
}
