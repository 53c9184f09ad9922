/// The indexes an `IndexedLibrary` makes on first use from its artists, albums and tracks,
/// kept in one box that every copy of the library shares.
///
/// A write changes only the playlists (or adds a release, which indexes the library anew with
/// a new box), so a copy after a write may keep the box. Sessions one after another over one
/// library get copies of one memoized `IndexedLibrary` (`IndexedLibrary.of`), so the second
/// session's `show` of an album reuses the first's track listing instead of sorting again.
final class DerivedIndexes: Sendable {
  let albumIndex = Remembered<[LibraryAlbumID: Int]>()
  let trackIndex = Remembered<[LibraryTrackID: Int]>()
  let albumListing = Remembered<IndexedLibrary.AlbumListing>()
  let trackListing = Remembered<IndexedLibrary.TrackListing>()
  let foldedTrackTitles = Remembered<[String]>()
  /// Every track in listing order: `ls tracks` reads them all, and copying each one out of
  /// the contents for every listing cost a copy and its strings' retains per track.
  let orderedTracks = Remembered<[LibraryTrack]>()
}
