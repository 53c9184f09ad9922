import Testing

@testable import DeepCutKit

/// Tracks made field by field in place are the tracks `LibraryTrack.init` makes.
@Suite struct LibraryTrackInPlaceTests {
  /// A property added to `LibraryTrack` must be initialized in place too, or it would be left
  /// as whatever bytes the memory held.
  @Test func initializesEveryStoredProperty() {
    let track = LibraryTrack(
      id: LibraryTrackID(value: 1), title: "", artistID: LibraryArtistID(value: 2),
      artistName: "", albumID: LibraryAlbumID(value: 3), albumTitle: "",
      durationMilliseconds: 0, trackNumber: 0)
    #expect(Mirror(reflecting: track).children.map(\.label) == LibraryTrack.InPlace.fields)
  }

  @Test(arguments: [nil, "disabled in the library (unchecked in Music)"])
  func equalsTheTrackInitMakes(unplayableReason: String?) {
    // Long strings, so the track holds references, not small inline strings.
    let title = String(repeating: "Title é ", count: 8)
    let artist = String(repeating: "Artist ", count: 6)
    let album = String(repeating: "Album ", count: 7)
    let expected = LibraryTrack(
      id: LibraryTrackID(value: 0x7019_FB9D_6F49_DCC8), title: title,
      artistID: LibraryArtistID(derivedFrom: artist), artistName: artist,
      albumID: LibraryAlbumID(derivedFrom: album), albumTitle: album,
      durationMilliseconds: 215_000, discNumber: 2, trackNumber: 7,
      unplayableReason: unplayableReason)
    let tracks = [LibraryTrack](unsafeUninitializedCapacity: 2) { buffer, count in
      let inPlace = LibraryTrack.InPlace()
      for index in 0..<2 {
        inPlace.initialize(
          buffer.baseAddress! + index, id: expected.id, title: expected.title,
          artistID: expected.artistID, artistName: expected.artistName,
          albumID: expected.albumID, albumTitle: expected.albumTitle,
          durationMilliseconds: expected.durationMilliseconds, discNumber: expected.discNumber,
          trackNumber: expected.trackNumber, unplayableReason: expected.unplayableReason)
      }
      count = 2
    }
    #expect(tracks == [expected, expected])
    #expect(tracks[1].catalogID == nil && !tracks[1].isCatalogPreview)
  }
}
