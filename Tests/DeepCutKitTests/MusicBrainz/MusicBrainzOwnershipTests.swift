import Testing

@testable import DeepCutKit

/// Ownership against MusicBrainz-like discographies: editions fold into one release group, and
/// the year tells same-titled release groups apart.
@Suite struct MusicBrainzOwnershipTests {
  static let band = LibraryArtist(
    id: LibraryArtistID(derivedFrom: "weezer"), name: "Weezer",
    catalogID: CatalogArtistID(unchecked: "mb-weezer"))

  static func release(_ title: String, _ date: String) -> CatalogRelease {
    CatalogRelease(
      id: CatalogReleaseID(unchecked: "\(title)-\(date)"), title: title,
      artistID: CatalogArtistID(unchecked: "mb-weezer"), artistName: "Weezer", releaseDate: date,
      releaseType: .album, trackCount: 0)
  }

  static func album(_ title: String, year: Int?) -> LibraryAlbum {
    LibraryAlbum(
      id: LibraryAlbumID(derivedFrom: "\(title)\(year ?? 0)"), title: title, artistID: band.id,
      artistName: band.name, year: year, releaseType: .album)
  }

  static let discography = [
    release("Weezer", "1994-05-10"), release("Weezer", "2001-05-15"),
    release("Weezer", "2008-06-03"), release("Pinkerton", "1996-09-24"),
  ]

  @Test func theYearPicksAmongSameTitledReleaseGroups() {
    let cuts = ArtistCuts(
      releases: Self.discography, albums: [Self.album("Weezer (Deluxe Edition)", year: 2001)],
      artists: [Self.band])
    #expect(cuts.owned == 1)
    #expect(Set(cuts.cuts.map(\.releaseDate)) == ["1994-05-10", "2008-06-03", "1996-09-24"])
  }

  @Test func withoutAYearEveryTitleMatchIsOwnedAsBefore() {
    let cuts = ArtistCuts(
      releases: Self.discography, albums: [Self.album("Weezer", year: nil)], artists: [Self.band])
    #expect(cuts.owned == 3)
  }

  @Test func aReissueYearStillOwnsTheOnlyReleaseGroupOfItsTitle() {
    let cuts = ArtistCuts(
      releases: Self.discography, albums: [Self.album("Pinkerton (2010 Remaster)", year: 2010)],
      artists: [Self.band])
    #expect(cuts.owned == 1)
    #expect(!cuts.cuts.contains { $0.title == "Pinkerton" })
  }
}
