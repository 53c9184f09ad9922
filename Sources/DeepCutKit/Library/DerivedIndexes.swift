import Synchronization

/// The indexes an `IndexedLibrary` makes on first use from its artists, albums and tracks,
/// kept in one box that every copy of the library shares.
///
/// A write changes only the playlists (or adds a release, which indexes the library anew with
/// a new box), so a copy after a write may keep the box. Sessions one after another over one
/// library get copies of one memoized `IndexedLibrary` (`IndexedLibrary.of`), so the second
/// session's `show` of an album reuses the first's track listing instead of sorting again.
final class DerivedIndexes: Sendable {
  let albumIndex = Derived<[LibraryAlbumID: Int]>()
  let trackIndex = Derived<[LibraryTrackID: Int]>()
  let albumListing = Derived<IndexedLibrary.AlbumListing>()
  let trackListing = Derived<IndexedLibrary.TrackListing>()
  let foldedTrackTitles = Derived<[String]>()

  /// One value, worked out the first time it is asked for and then kept.
  final class Derived<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    /// The value, from `make` the first time (another thread asking meanwhile waits for it).
    func value(_ make: () -> Value) -> Value {
      stored.withLock { stored in
        if let stored { return stored }
        let made = make()
        stored = made
        return made
      }
    }
  }
}
