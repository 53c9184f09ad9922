import Foundation
import Testing

@testable import DeepCutKit

/// Copies of one `IndexedLibrary` share the indexes the first worked out (`DerivedIndexes`),
/// and each copy's answers stay those of its contents indexed afresh, after playlist writes
/// (which keep the shared indexes) and after adding a release (which indexes anew).
@Suite struct DerivedIndexesTests {
  /// Every derived index of `library` is what indexing its contents afresh gives.
  private func expectFresh(_ library: IndexedLibrary, _ when: String) {
    let fresh = IndexedLibrary(library.contents)
    #expect(library.albumIndex() == fresh.albumIndex(), "\(when)")
    #expect(library.trackIndex() == fresh.trackIndex(), "\(when)")
    #expect(library.trackOrder() == fresh.trackOrder(), "\(when)")
    #expect(library.foldedTrackTitles() == fresh.foldedTrackTitles(), "\(when)")
    let listing = library.albumListing()
    let freshListing = fresh.albumListing()
    #expect(listing.order == freshListing.order, "\(when)")
    #expect(listing.byArtist == freshListing.byArtist, "\(when)")
    #expect(listing.foldedTitles == freshListing.foldedTitles, "\(when)")
    for album in library.contents.albums {
      #expect(library.tracks(onAlbum: album.id) == fresh.tracks(onAlbum: album.id), "\(when)")
    }
  }

  @Test func copiesShareIndexesThatStayTrueAfterWrites() async throws {
    let first = IndexedLibrary.of(SampleLibrary.contents)
    expectFresh(first, "the first copy")
    var second = IndexedLibrary.of(SampleLibrary.contents)
    expectFresh(second, "a second copy")

    try second.apply(.createPlaylist(name: "Derived"), sequence: 1)
    let playlist = try #require(second.contents.playlists.last).id
    let track = second.contents.tracks[3].id
    try second.apply(.addTracksToPlaylist(tracks: [track], playlist: playlist), sequence: 2)
    expectFresh(second, "after playlist writes")

    let release = try #require(
      SampleCatalog.discographies.values.flatMap(\.releases).first {
        $0.title == "Live at the Abyss, Houston 1996"
      })
    let tracks = try await SampleCatalog().tracks(of: release.id)
    try second.apply(.addReleaseToLibrary(release: release, tracks: tracks), sequence: 3)
    #expect(second.contents.tracks.count == first.contents.tracks.count + tracks.count)
    expectFresh(second, "after adding a release")
    expectFresh(first, "the first copy, after the second's writes")
  }
}
