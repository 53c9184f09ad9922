import DeepCutKit
import Testing

@Suite struct IdentifierTests {
  @Test func libraryIDsCarryTheirKindPrefix() {
    #expect(LibraryArtistID("r.y8mMT7t") != nil)
    #expect(LibraryArtistID("l.y8mMT7t") == nil)
    #expect(LibraryTrackID("i.PkdJNdAIrQozOW") != nil)
    #expect(LibraryAlbumID("l.") == nil)
    #expect(LibraryPlaylistID("p.ab-c") == nil)
  }

  @Test func derivedIDsAreStableAndValid() {
    let first = LibraryArtistID(derivedFrom: "Acid Bath")
    #expect(first == LibraryArtistID(derivedFrom: "Acid Bath"))
    #expect(first != LibraryArtistID(derivedFrom: "Acid bath"))
    #expect(LibraryArtistID(first.rawValue) == first)
    #expect(first.rawValue.hasPrefix("r."))
  }

  @Test func catalogIDsAreNumeric() {
    #expect(CatalogArtistID("1147783278") != nil)
    #expect(CatalogArtistID("r.y8mMT7t") == nil)
    #expect(CatalogArtistID("") == nil)
  }
}
